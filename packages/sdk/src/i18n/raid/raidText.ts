import type { RaidMessageKey, RaidMessages } from './raidMessages'

/** Fills a raid message: `{name}` parts from `values`; a plural one chosen by `values.count`. */
export type RaidText = (key: RaidMessageKey, values?: Record<string, string | number>) => string

/**
 * The raid messages of one language as a function, for renderers without a framework (the
 * player's screens) and with one (React): plural messages by the language's rule for `count`.
 *
 * @example
 * const t = raidText(enUS, 'en-US')
 * t('raidCountdown', { count: 1 }) // 'Going in 1 second'
 */
export function raidText(messages: RaidMessages, locale: string): RaidText {
  const rules = new Intl.PluralRules(locale)
  return (key, values = {}) => {
    const message = messages[key]
    const template =
      typeof message === 'string'
        ? message
        : (message[rules.select(Number(values.count ?? 0))] ?? message.other)
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    )
  }
}
