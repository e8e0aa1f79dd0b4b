export type RelativeTimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'now'

/** How long ago something happened, in its largest whole unit; `now` under a minute. */
export interface RelativeTime {
  unit: RelativeTimeUnit
  value: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Picks the unit for how long ago `date` was, from `now`: under a minute `now`, then minutes,
 * hours, days (under 7), weeks (under 30 days), months of 30 days (under 365 days), years of
 * 365 days. A date in the future (clock skew) counts as now. Null for an invalid date.
 *
 * @example
 * relativeTime('2024-01-01T00:00:00Z', new Date('2024-01-01T03:00:00Z')) // { unit: 'hour', value: 3 }
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
): RelativeTime | null {
  const elapsed = new Date(now).getTime() - new Date(date).getTime()
  if (Number.isNaN(elapsed)) return null
  const days = Math.floor(elapsed / DAY)
  if (elapsed < MINUTE) return { unit: 'now', value: 0 }
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) }
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) }
  if (days < 7) return { unit: 'day', value: days }
  if (days < 30) return { unit: 'week', value: Math.floor(days / 7) }
  if (days < 365) return { unit: 'month', value: Math.floor(days / 30) }
  return { unit: 'year', value: Math.floor(days / 365) }
}

// Intl has no "just now" (it says "now"), so the UI languages carry their own words.
const justNow: Record<string, string> = {
  en: 'just now',
  ko: '방금 전',
  th: 'เมื่อสักครู่',
  ja: 'たった今',
  zh: '刚刚',
  'zh-TW': '剛剛',
  'zh-HK': '剛剛',
  'zh-Hant': '剛剛',
}

const formatters = new Map<string, Intl.RelativeTimeFormat>()

/**
 * Formats how long ago `date` was in `locale` with `Intl.RelativeTimeFormat` (`3 hours ago`,
 * `3시간 전`), or the locale's "just now" under a minute. Empty for an invalid date.
 *
 * @example
 * formatRelativeTime(post.createDate, 'ko-KR') // '3시간 전'
 */
export function formatRelativeTime(
  date: Date | string | number,
  locale = 'en-US',
  now: Date | number = Date.now(),
): string {
  const time = relativeTime(date, now)
  if (!time) return ''
  let format = formatters.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
    formatters.set(locale, format)
  }
  if (time.unit !== 'now') return format.format(-time.value, time.unit)
  const language = format.resolvedOptions().locale
  return (
    justNow[language] ??
    justNow[language.split('-')[0] ?? ''] ??
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
  )
}
