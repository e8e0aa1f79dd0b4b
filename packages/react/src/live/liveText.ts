import {
  catalogueText,
  type LiveMessages,
  liveCatalogue,
  type Translate,
  translator,
} from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The live page's words. */
export type LiveText = Translate<LiveMessages>

/**
 * The live page's text in `locale`: its words once loaded (`await liveCatalogue.load(locale)`),
 * English until then, or the `messages` given.
 *
 * @example
 * liveText('en-US')('likeCount', { count: 3 }) // '3 likes'
 */
export function liveText(locale: string, messages?: LiveMessages): LiveText {
  return messages ? translator(messages, locale) : catalogueText(liveCatalogue, locale)
}

/**
 * {@link liveText} for the provider's locale; suspends while a language not loaded yet arrives.
 *
 * @example
 * const t = useLiveText()
 */
export function useLiveText(): LiveText {
  return useCatalogueText(liveCatalogue)
}
