import { catalogueText, notificationCatalogue } from '@airwave/sdk/i18n'

/** The notification words of the story's locale (its loader loaded them). */
export const notificationWords = (locale: unknown) =>
  catalogueText(notificationCatalogue, String(locale))

/** Loads the notification words of the toolbar's locale before the story renders. */
export const loadNotificationWords = async ({ globals }: { globals: Record<string, unknown> }) => {
  await notificationCatalogue.load(String(globals.locale))
  return {}
}
