import { catalogueText, socialCatalogue } from '@airwave/sdk/i18n'

/** The social words of the story's locale (its loader loaded them). */
export const socialWords = (locale: unknown) => catalogueText(socialCatalogue, String(locale))

/** Loads the social words of the toolbar's locale before the story renders. */
export const loadSocialWords = async ({ globals }: { globals: Record<string, unknown> }) => {
  await socialCatalogue.load(String(globals.locale))
  return {}
}
