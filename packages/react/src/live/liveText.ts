import { type LiveMessages, liveCatalogue } from '@airwave/sdk/i18n'
import { type Translate, translator, useCatalogueText } from '../chat/chatText'

/** The live page's words. */
export type LiveText = Translate<LiveMessages>

/**
 * The live page's text in `locale`: its words once loaded (`await liveCatalogue.load(locale)`),
 * English until then.
 *
 * @example
 * liveText('en-US')('likeCount', { count: 3 }) // '3 likes'
 */
export function liveText(
  locale: string,
  messages: LiveMessages = liveCatalogue.loaded(locale) ??
    (liveCatalogue.loaded('en-US') as LiveMessages),
): LiveText {
  return translator(locale, messages)
}

/**
 * {@link liveText} for the provider's locale; suspends while a language not loaded yet arrives.
 *
 * @example
 * const t = useLiveText()
 */
export function useLiveText(): LiveText {
  return useCatalogueText<LiveMessages>(liveCatalogue)
}
