/** A date as the member's language writes it. @example shortDate(manager.createdDate, locale) */
export function shortDate(iso: string, locale: string, withTime = false): string {
  const date = new Date(iso)
  return withTime
    ? date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    : date.toLocaleDateString(locale, { dateStyle: 'medium' })
}
