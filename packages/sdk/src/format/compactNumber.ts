const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string): Intl.NumberFormat {
  let format = formatters.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
    formatters.set(locale, format)
  }
  return format
}

const steps = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const

/** Counts below this are shown in full. */
export const COMPACT_THRESHOLD = 10_000

/**
 * Formats a count as the platform shows likes and viewers: below 10000 in full with the
 * locale's grouping (`9,999`), above in K, M, B or T with at most one decimal. The spec's
 * abbreviations are kept in every locale (Intl's compact notation would give 万 or 만, which
 * the spec does not use); Intl formats the digits. The decimal is truncated, not rounded, so a
 * count is never overstated and 999,999 stays `999.9K` rather than `1000K`.
 *
 * @example
 * formatCompactNumber(9999) // '9,999'
 * formatCompactNumber(12_345, 'ko-KR') // '12.3K'
 */
export function formatCompactNumber(value: number, locale = 'en-US'): string {
  const format = numberFormat(locale)
  if (Math.abs(value) < COMPACT_THRESHOLD) return format.format(value)
  for (const [size, suffix] of steps) {
    if (Math.abs(value) >= size) return format.format(Math.trunc((value / size) * 10) / 10) + suffix
  }
  return format.format(value)
}
