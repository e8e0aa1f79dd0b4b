import { type Catalogue, type Message, type Translate, translator } from '@airwave/sdk/i18n'
import { use, useMemo } from 'react'
import { useLocale } from '../provider/airwaveContext'

/**
 * A catalogue's messages in `locale`, suspending while a language not loaded yet arrives: a
 * loaded one's promise is marked settled, so `use()` reads it at once and only the first render
 * in a new language waits. Wrap the tree in `<Suspense>`, or change the locale in a
 * `startTransition` to keep the words on screen.
 *
 * @example
 * const words = useCatalogue(siteCatalogue, locale) // words.home
 */
export function useCatalogue<M>(catalogue: Catalogue<M>, locale: string): M {
  // Called on every render, not only while loading: React replays a suspended render and
  // refuses a `use()` that the replay no longer calls.
  return use(catalogue.load(locale))
}

/**
 * A catalogue's words for the provider's locale as the SDK's translator; suspends while a
 * language not loaded yet arrives; the same function until the locale changes.
 *
 * @example
 * const t = useCatalogueText(liveCatalogue)
 * return <span>{t('likeCount', { count: 3 })}</span>
 */
export function useCatalogueText<M extends Readonly<Record<string, Message>>>(
  catalogue: Catalogue<M>,
): Translate<M> {
  const locale = useLocale()
  const messages = useCatalogue(catalogue, locale)
  return useMemo(() => translator(messages, locale), [messages, locale])
}
