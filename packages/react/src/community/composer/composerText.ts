import { type ComposerKey, type ComposerMessages, composerCatalogue } from '@airwave/sdk/i18n'
import { use, useMemo } from 'react'
import { useLocale } from '../../shared/provider/airwaveContext'

// The composer's words are the SDK's `composerCatalogue`: a domain of their own, so a viewer's
// board never carries a streamer's tool's text.

/** Translates the composer's text in one locale. */
export type ComposerText = (key: ComposerKey, params?: Record<string, string | number>) => string

/**
 * The composer's text in `locale`: its words once loaded (`await composerCatalogue.load(locale)`),
 * English until then.
 *
 * @example
 * await composerCatalogue.load('ko-KR')
 * composerText('ko-KR')('publish') // '게시'
 */
export function composerText(
  locale: string,
  messages: ComposerMessages = composerCatalogue.loaded(locale) ??
    (composerCatalogue.loaded('en-US') as ComposerMessages),
): ComposerText {
  return (key, params = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    )
}

/**
 * {@link composerText} for the provider's locale; suspends while a language not loaded yet
 * arrives.
 */
export function useComposerText(): ComposerText {
  const locale = useLocale()
  const messages = composerCatalogue.loaded(locale) ?? use(composerCatalogue.load(locale))
  return useMemo(() => composerText(locale, messages), [locale, messages])
}
