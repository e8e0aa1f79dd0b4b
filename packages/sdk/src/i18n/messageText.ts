import { resolveLocale } from '../core/locale'
import { formatCompactNumber } from '../format/compactNumber'
import type { PluralMessage } from './community/communityMessages'

type Messages = Readonly<Record<string, string | PluralMessage>>
type PluralKeyOf<M> = { [K in keyof M]: M[K] extends string ? never : K }[keyof M]
type Params = Readonly<Record<string, string | number>>

/** One catalogue's words in one locale, as a function: `count` picks a plural key's form. */
export interface MessageText<M> {
  (key: PluralKeyOf<M>, params: Params & { count: number }): string
  (key: Exclude<keyof M, PluralKeyOf<M>>, params?: Params): string
}

const placeholder = /\{(\w+)\}/g

/**
 * A catalogue's messages in one locale as a function, without a framework (an OBS widget, the
 * player's screens) or inside one (React): `{name}` parts filled from `params`, numbers written
 * as counts are (in full below 10,000, compact above), a plural message by the language's rule
 * for `params.count`.
 *
 * @example
 * const t = messageText(await pollCatalogue.load('ko-KR'), 'ko-KR')
 * t('votes', { count: 3 }) // '3표'
 */
export function messageText<M extends Messages>(messages: M, locale: string): MessageText<M> {
  const resolved = resolveLocale(locale)
  const plural = new Intl.PluralRules(resolved)
  const text = (key: keyof M, params: Params = {}) => {
    const message = messages[key] as string | PluralMessage
    const count = params.count
    const template =
      typeof message === 'string'
        ? message
        : ((typeof count === 'number' ? message[plural.select(count)] : undefined) ?? message.other)
    return template.replace(placeholder, (whole, name: string) => {
      const value = params[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? formatCompactNumber(value, resolved) : value
    })
  }
  return text as MessageText<M>
}
