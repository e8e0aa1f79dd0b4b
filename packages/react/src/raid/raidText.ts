import { type RaidMessages, raidCatalogue, type Translate } from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/**
 * The raid words (the SDK's `raidCatalogue`) for the provider's locale as a function; suspends
 * while a language not loaded yet arrives.
 *
 * @example
 * const t = useRaidText()
 * return <button type="submit">{t('raidStart')}</button>
 */
export function useRaidText(): Translate<RaidMessages> {
  return useCatalogueText(raidCatalogue)
}
