import { communityCatalogue } from '@airwave/sdk/i18n'
import { use, useMemo } from 'react'
import { useLocale } from '../provider/airwaveContext'
import { createTranslator, type Translator } from './translator'

/**
 * The translator for the provider's locale; the same function until the locale changes. A
 * language not loaded yet suspends the component until its words arrive.
 *
 * @example
 * const t = useT()
 * return <h2>{t('commentCount', { count: post.commentCnt })}</h2>
 */
export function useT(): Translator {
  const locale = useLocale()
  // Read synchronously once loaded; `use` suspends only for a language not fetched yet, so an
  // app that only uses the hooks never loads any words.
  const messages = communityCatalogue.loaded(locale) ?? use(communityCatalogue.load(locale))
  return useMemo(() => createTranslator(locale, messages), [locale, messages])
}
