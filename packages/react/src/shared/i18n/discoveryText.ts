import {
  catalogueText,
  type DiscoveryMessages,
  discoveryCatalogue,
  type Translate,
  translator,
} from '@airwave/sdk/i18n'
import { useCatalogueText } from './useCatalogueText'

/** The words of discovery and the video page. */
export type DiscoveryText = Translate<DiscoveryMessages>

/**
 * Discovery's text in `locale`: its words once loaded (`await discoveryCatalogue.load(locale)`),
 * English until then, or the `messages` given.
 *
 * @example discoveryText('en-US')('viewers', { count: 3 }) // '3 viewers'
 */
export function discoveryText(locale: string, messages?: DiscoveryMessages): DiscoveryText {
  return messages ? translator(messages, locale) : catalogueText(discoveryCatalogue, locale)
}

/**
 * {@link discoveryText} for the provider's locale; suspends while a language not loaded yet
 * arrives.
 *
 * @example const t = useDiscoveryText()
 */
export function useDiscoveryText(): DiscoveryText {
  return useCatalogueText(discoveryCatalogue)
}
