import { communityCatalogue } from '@airwave/sdk/i18n'
import { useMemo } from 'react'
import { useLocale } from '../provider/airwaveContext'
import { createTranslator, type Translator } from './translator'
import { useCatalogue } from './useCatalogueText'

/**
 * The translator for the provider's locale; the same function until the locale changes. A
 * language not loaded yet suspends the component until its words arrive, so an app that only
 * uses the hooks never loads any words.
 *
 * @example
 * const t = useT()
 * return <h2>{t('commentCount', { count: post.commentCnt })}</h2>
 */
export function useT(): Translator {
  const locale = useLocale()
  const messages = useCatalogue(communityCatalogue, locale)
  return useMemo(() => createTranslator(locale, messages), [locale, messages])
}
