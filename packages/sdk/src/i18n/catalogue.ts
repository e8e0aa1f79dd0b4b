import { type Locale, resolveLocale } from '../core/locale'

/**
 * One domain's messages in every shipped locale. English is in the bundle, typed, with notes for
 * translators; each other language is a JSON file (what translation tools read and write, and
 * data rather than code), fetched when a page first asks for it, so a page carries one
 * language's text, not six. The loaders' types check every translation has English's keys.
 */
export interface Catalogue<Messages> {
  /**
   * The messages of the shipped locale for `locale` once loaded (English always is), else
   * `undefined`: the synchronous read a renderer makes before it decides to wait.
   */
  loaded(locale: string): Messages | undefined
  /**
   * Loads the messages of the shipped locale for `locale`. Every call for one locale returns
   * the same promise (React's `use()` needs that), marked once it has settled as React and
   * TanStack Query mark a settled promise (`status: 'fulfilled'` and its `value`): a renderer
   * reads a loaded language from it at once, without waiting a turn. A failed load is tried
   * again on the next call.
   */
  load(locale: string): Promise<Messages>
}

/** How each language other than English is fetched. */
export type CatalogueLoaders<Messages> = Readonly<
  Record<Exclude<Locale, 'en-US'>, () => Promise<Messages>>
>

/**
 * A domain's catalogue over its English messages and a loader per other language.
 *
 * @example
 * const catalogue = catalogueOf(enUS, { 'ko-KR': () => import('./koKR.json').then((m) => m.default), … })
 * await catalogue.load('ko') // the Korean messages
 */
export function catalogueOf<Messages>(
  english: Messages,
  loaders: CatalogueLoaders<Messages>,
): Catalogue<Messages> {
  const ready = new Map<Locale, Messages>([['en-US', english]])
  const fulfilled = (messages: Messages) =>
    Object.assign(Promise.resolve(messages), { status: 'fulfilled', value: messages })
  const pending = new Map<Locale, Promise<Messages>>([['en-US', fulfilled(english)]])
  return {
    loaded: (locale) => ready.get(resolveLocale(locale)),
    load(locale) {
      const resolved = resolveLocale(locale) as Exclude<Locale, 'en-US'>
      const known = pending.get(resolved)
      if (known) return known
      const promise: Promise<Messages> = loaders[resolved]().then(
        (messages) => {
          ready.set(resolved, messages)
          Object.assign(promise, { status: 'fulfilled', value: messages })
          return messages
        },
        (error: unknown) => {
          pending.delete(resolved)
          throw error
        },
      )
      pending.set(resolved, promise)
      return promise
    },
  }
}
