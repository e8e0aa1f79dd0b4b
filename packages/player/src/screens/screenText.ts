import { type RaidMessages, type RaidText, raidCatalogue, raidText } from '@airwave/sdk/i18n'

export interface ScreenTextOptions {
  /** The screen's language (any BCP 47 tag; the nearest shipped one). Default English. */
  locale?: string
  /** Words over the locale's (a host's own translation). */
  messages?: Partial<RaidMessages>
}

/**
 * The screen's words now (the locale's when loaded, English until then), and a promise of the
 * locale's when they still have to load: the screen renders again with them.
 */
export function screenText(options: ScreenTextOptions): {
  text: RaidText
  later: Promise<RaidText> | undefined
} {
  const locale = options.locale ?? 'en-US'
  const withOverrides = (messages: RaidMessages) =>
    raidText({ ...messages, ...options.messages } as RaidMessages, locale)
  const loaded = raidCatalogue.loaded(locale)
  if (loaded) return { text: withOverrides(loaded), later: undefined }
  const english = raidCatalogue.loaded('en-US') as RaidMessages
  return {
    text: withOverrides(english),
    later: raidCatalogue.load(locale).then(withOverrides),
  }
}
