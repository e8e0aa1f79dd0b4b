import { type MissionMessages, missionCatalogue, type Translate } from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The challenge missions' words in the provider's locale. */
export type MissionText = Translate<MissionMessages>

/**
 * The challenge missions' words for the provider's locale; suspends while its language loads.
 *
 * @example const t = useMissionText(); t('propose')
 */
export function useMissionText(): MissionText {
  return useCatalogueText(missionCatalogue)
}
