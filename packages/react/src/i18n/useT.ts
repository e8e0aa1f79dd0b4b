import { useMemo } from 'react'
import { useLocale } from '../airwaveContext'
import { createTranslator, type Translator } from './translator'

/**
 * The translator for the provider's locale; the same function until the locale changes.
 *
 * @example
 * const t = useT()
 * return <h2>{t('commentCount', { count: post.commentCnt })}</h2>
 */
export function useT(): Translator {
  const locale = useLocale()
  return useMemo(() => createTranslator(locale), [locale])
}
