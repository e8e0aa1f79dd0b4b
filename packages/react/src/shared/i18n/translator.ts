import { formatCompactNumber, formatRelativeTime } from '@airwave/sdk'
import {
  type CommunityMessages,
  communityCatalogue,
  type Locale,
  type PluralKey,
  resolveLocale,
  type TextKey,
  translator,
} from '@airwave/sdk/i18n'

/** Values for a message's `{name}` placeholders; numbers are formatted, dates too. */
export type MessageParams = Readonly<Record<string, string | number | Date>>

/** Translates keys of the shipped catalogues in one locale, and formats numbers and dates. */
export interface Translator {
  /** `count` picks the plural form of plural keys. */
  (key: PluralKey, params: MessageParams & { count: number }): string
  (key: TextKey, params?: MessageParams): string
  /** The shipped locale the text comes from (an unknown one falls back to en-US). */
  readonly locale: Locale
  /** Counts as likes are shown: in full below 10000, compact above. */
  number(value: number): string
  /** A date and time in the locale, as for a scheduled post. */
  dateTime(date: Date | string | number): string
  /** `3 hours ago` in the locale. */
  relativeTime(date: Date | string | number, now?: Date | number): string
}

/**
 * A translator for `locale`, without React: `t('commentCount', { count: 2 })`, the SDK's
 * translator over the community's words, with dates written in the locale. The words are
 * `messages`, by default the locale's catalogue once loaded (`await
 * communityCatalogue.load(locale)`), English until then.
 *
 * @example
 * await communityCatalogue.load('ko-KR')
 * const t = createTranslator('ko-KR')
 * t('replyCount', { count: 3 }) // '답글 3개'
 * t.number(12_345) // '12.3K'
 */
export function createTranslator(
  locale: string,
  messages: CommunityMessages = communityCatalogue.loaded(locale) ??
    (communityCatalogue.loaded('en-US') as CommunityMessages),
): Translator {
  const resolved = resolveLocale(locale)
  const text = translator(messages, resolved) as (key: string, params?: object) => string
  const dates = new Intl.DateTimeFormat(resolved, { dateStyle: 'medium', timeStyle: 'short' })
  const dateTime = (date: Date | string | number) => {
    const value = new Date(date)
    return Number.isNaN(value.getTime()) ? '' : dates.format(value)
  }
  // Dates are the one kind of value the SDK's translator leaves to the renderer.
  const translate = (key: string, params: MessageParams = {}) => {
    const written: Record<string, string | number> = {}
    for (const [name, value] of Object.entries(params)) {
      written[name] = value instanceof Date ? dateTime(value) : value
    }
    return text(key, written)
  }
  return Object.assign(translate as Translator, {
    locale: resolved,
    number: (value: number) => formatCompactNumber(value, resolved),
    dateTime,
    relativeTime: (date: Date | string | number, now?: Date | number) =>
      formatRelativeTime(date, resolved, now),
  })
}
