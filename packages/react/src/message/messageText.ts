import { type DirectMessages, messageCatalogue, type Translate } from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** Direct messages' words in the provider's locale. */
export type MessageText = Translate<DirectMessages>

/**
 * Direct messages' words for the provider's locale; suspends while its language loads.
 *
 * @example const t = useMessageText(); t('messages')
 */
export function useMessageText(): MessageText {
  return useCatalogueText(messageCatalogue)
}
