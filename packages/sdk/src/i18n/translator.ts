import { resolveLocale } from '../core/locale'
import { formatCompactNumber } from '../format/compactNumber'
import type { Catalogue } from './catalogue'

/** Text per Intl.PluralRules category; `other` is the fallback every language has. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** A catalogue's message: one text, or a text per plural form. */
export type Message = string | PluralMessage

/**
 * One language's messages of a domain whose English catalogue is `English`: every key, a plural
 * message where English has one. A missing key is a type error.
 */
export type MessagesOf<English> = {
  readonly [K in keyof English]: English[K] extends string ? string : PluralMessage
}

/** The keys of `English` whose message depends on `count`. */
export type PluralKeyOf<English> = {
  [K in keyof English]: English[K] extends string ? never : K
}[keyof English]

/** The keys of `English` whose message is plain text: what refusals and labels are named with. */
export type TextKeyOf<English> = Exclude<keyof English, PluralKeyOf<English>>

/** Values for a message's `{name}` parts; how a number is written: see {@link translator}. */
export type MessageParams = Readonly<Record<string, string | number>>

type Messages = Readonly<Record<string, Message>>

/** One catalogue's words in one locale, as a function: `count` picks a plural key's form. */
export interface Translate<M> {
  (key: PluralKeyOf<M>, params: MessageParams & { count: number }): string
  (key: TextKeyOf<M>, params?: MessageParams): string
}

const placeholder = /\{(\w+)\}/g

/**
 * The `{name}` parts of a text filled from `values`: the one filler of the kit's words, which
 * {@link translator} fills through. A number is written by `number` (as it is, by default); a
 * part without a value stays visible, so a missing value shows rather than vanishes. For words
 * without plural forms or counts, where the translator's rules would be weight for nothing
 * (the script-tag embed's loader, a page's id in a title).
 *
 * @example fillPlaceholders('Play {name}', { name: 'Airwave' }) // 'Play Airwave'
 */
export function fillPlaceholders(
  text: string,
  values: MessageParams,
  number: (value: number) => string = String,
): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : typeof value === 'number' ? number(value) : value
  })
}

/**
 * A catalogue's messages in the nearest shipped locale to `locale` as a function: the one
 * translator of the kit's words, without a framework (the player's screens, the widgets) or
 * inside one (React, the site). A plural message's form is chosen by the language's rule for
 * `params.count` (`other` when the language has no such form or no count is given), then its
 * `{name}` parts are filled ({@link fillPlaceholders}); a number is written as the platform
 * writes counts (in full below 10,000, compact above), so pass an id or a year as text. A key
 * the messages lack answers itself, never a crash: a host's partial words or a code from a
 * newer server stay readable.
 *
 * @example
 * const t = translator(await pollCatalogue.load('ko-KR'), 'ko-KR')
 * t('votes', { count: 3 }) // '3표'
 * t('votes', { count: 12_345 }) // '12.3K표'
 */
export function translator<M extends Messages>(messages: M, locale: string): Translate<M> {
  const resolved = resolveLocale(locale)
  const plural = new Intl.PluralRules(resolved)
  const count = (value: number) => formatCompactNumber(value, resolved)
  const text = (key: string, params: MessageParams = {}) => {
    const message = messages[key] ?? key
    // No count selects `other`: the rules answer it for NaN in every language.
    const form =
      typeof message === 'string'
        ? message
        : (message[plural.select(Number(params.count))] ?? message.other)
    return fillPlaceholders(form, params, count)
  }
  return text as Translate<M>
}

/**
 * One message in words, as {@link translator} writes a catalogue's: a plural message's form by
 * `params.count`, the `{name}` parts filled, numbers written as counts.
 *
 * @example
 * translate({ one: '{count} vote', other: '{count} votes' }, { count: 1 }) // '1 vote'
 */
export function translate(message: Message, params?: MessageParams, locale = 'en-US'): string {
  const text = translator({ message }, locale) as (key: string, params?: MessageParams) => string
  return text('message', params)
}

/**
 * The translator of a catalogue's words in `locale` as they are now: the locale's once loaded
 * (`await catalogue.load(locale)`), English until then. For renderers that draw now and again
 * when the language arrives; React suspends instead.
 *
 * @example
 * catalogueText(raidCatalogue, 'en-US')('raidGo') // 'Go now'
 */
export function catalogueText<M extends Messages>(
  catalogue: Catalogue<M>,
  locale: string,
): Translate<M> {
  const messages = catalogue.loaded(locale)
  return translator(messages ?? (catalogue.loaded('en-US') as M), messages ? locale : 'en-US')
}
