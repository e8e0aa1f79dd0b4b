import { type RaidMessages, raidCatalogue, type Translate, translator } from '@airwave/sdk/i18n'

export interface ScreenTextOptions {
  /** The screen's language (any BCP 47 tag; the nearest shipped one). Default English. */
  locale?: string
  /** Words over the locale's (a host's own translation). */
  messages?: Partial<RaidMessages>
}

/** The raid and live-end screens' words, as a function. */
export type ScreenText = Translate<RaidMessages>

/**
 * The screen's words now (the locale's when loaded, English until then), and a promise of the
 * locale's when they still have to load: the screen renders again with them.
 */
export function screenText(options: ScreenTextOptions): {
  text: ScreenText
  later: Promise<ScreenText> | undefined
} {
  const locale = options.locale ?? 'en-US'
  const withOverrides = (messages: RaidMessages, language: string) =>
    translator({ ...messages, ...options.messages }, language)
  const loaded = raidCatalogue.loaded(locale)
  if (loaded) return { text: withOverrides(loaded, locale), later: undefined }
  return {
    text: withOverrides(raidCatalogue.loaded('en-US') as RaidMessages, 'en-US'),
    later: raidCatalogue.load(locale).then((messages) => withOverrides(messages, locale)),
  }
}
