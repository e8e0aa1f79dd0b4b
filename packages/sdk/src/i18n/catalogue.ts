import { type Locale, resolveLocale } from '../core/locale'

/**
 * One domain's messages in every shipped locale. English is in the bundle; each other language
 * is its own module, fetched when a page first asks for it, so a page carries one language's
 * text, not six.
 */
export interface Catalogue<Messages> {
  /**
   * The messages of the shipped locale for `locale` once loaded (English always is), else
   * `undefined`: the synchronous read a renderer makes before it decides to wait.
   */
  loaded(locale: string): Messages | undefined
  /**
   * Loads the messages of the shipped locale for `locale`. Every call for one locale returns
   * the same promise (React's `use()` needs that); a failed load is tried again on the next
   * call.
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
 * const catalogue = catalogueOf(enUS, { 'ko-KR': () => import('./koKR').then((m) => m.koKR), … })
 * await catalogue.load('ko') // the Korean messages
 */
export function catalogueOf<Messages>(
  english: Messages,
  loaders: CatalogueLoaders<Messages>,
): Catalogue<Messages> {
  const ready = new Map<Locale, Messages>([['en-US', english]])
  const pending = new Map<Locale, Promise<Messages>>()
  return {
    loaded: (locale) => ready.get(resolveLocale(locale)),
    load(locale) {
      const resolved = resolveLocale(locale)
      const known = pending.get(resolved)
      if (known) return known
      const english = resolved === 'en-US'
      const promise = english
        ? Promise.resolve(ready.get(resolved) as Messages)
        : loaders[resolved as Exclude<Locale, 'en-US'>]().then(
            (messages) => {
              ready.set(resolved, messages)
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
