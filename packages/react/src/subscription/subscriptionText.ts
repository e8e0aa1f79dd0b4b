import { type SubscriptionMessages, subscriptionCatalogue, type Translate } from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The subscription's words in the provider's locale. */
export type SubscriptionText = Translate<SubscriptionMessages>

/**
 * The subscription's words for the provider's locale; suspends while its language loads.
 *
 * @example const t = useSubscriptionText(); t('subscribe')
 */
export function useSubscriptionText(): SubscriptionText {
  return useCatalogueText(subscriptionCatalogue)
}
