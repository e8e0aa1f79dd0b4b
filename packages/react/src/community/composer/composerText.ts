import {
  type ComposerMessages,
  catalogueText,
  composerCatalogue,
  type Translate,
  translator,
} from '@airwave/sdk/i18n'
import { useCatalogueText } from '../../shared/i18n/useCatalogueText'

// The composer's words are the SDK's `composerCatalogue`: a domain of their own, so a viewer's
// board never carries a streamer's tool's text.

/** Translates the composer's text in one locale. */
export type ComposerText = Translate<ComposerMessages>

/**
 * The composer's text in `locale`: its words once loaded (`await composerCatalogue.load(locale)`),
 * English until then, or the `messages` given.
 *
 * @example
 * await composerCatalogue.load('ko-KR')
 * composerText('ko-KR')('publish') // '게시'
 */
export function composerText(locale: string, messages?: ComposerMessages): ComposerText {
  return messages ? translator(messages, locale) : catalogueText(composerCatalogue, locale)
}

/**
 * {@link composerText} for the provider's locale; suspends while a language not loaded yet
 * arrives.
 */
export function useComposerText(): ComposerText {
  return useCatalogueText(composerCatalogue)
}
