import { type DiscoveryMessages, discoveryCatalogue } from '@airwave/sdk/i18n'
import { type Translate, translator, useCatalogueText } from '../chat/chatText'

/** The words of discovery and the video page. */
export type DiscoveryText = Translate<DiscoveryMessages>

/**
 * Discovery's text in `locale`: its words once loaded (`await discoveryCatalogue.load(locale)`),
 * English until then.
 *
 * @example discoveryText('en-US')('viewers', { count: 3 }) // '3 viewers'
 */
export function discoveryText(
  locale: string,
  messages: DiscoveryMessages = discoveryCatalogue.loaded(locale) ??
    (discoveryCatalogue.loaded('en-US') as DiscoveryMessages),
): DiscoveryText {
  return translator(locale, messages)
}

/**
 * {@link discoveryText} for the provider's locale; suspends while a language not loaded yet
 * arrives.
 *
 * @example const t = useDiscoveryText()
 */
export function useDiscoveryText(): DiscoveryText {
  return useCatalogueText<DiscoveryMessages>(discoveryCatalogue)
}
