/** The languages the kit ships text for. */
export type Locale = 'en-US' | 'ko-KR' | 'th-TH' | 'zh-CN' | 'zh-TW' | 'ja-JP'

/**
 * The shipped locales, English first.
 *
 * @example
 * LOCALES.includes('ko-KR') // true
 */
export const LOCALES: readonly Locale[] = ['en-US', 'ko-KR', 'th-TH', 'zh-CN', 'zh-TW', 'ja-JP']

// Chinese script decides the catalogue: Hant regions read Taiwan's, the rest Simplified.
const traditional = /^zh-(tw|hk|mo|hant)/i

/**
 * The shipped locale for any BCP 47 tag: exact match, then by language (`ko` → `ko-KR`,
 * `zh-HK` → `zh-TW`), otherwise `en-US`. Apart from the catalogues, so the provider can name
 * the root's `lang` without bundling every language.
 *
 * @example
 * resolveLocale('ja') // 'ja-JP'
 * resolveLocale('fr-FR') // 'en-US'
 */
export function resolveLocale(tag: string): Locale {
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  if (traditional.test(tag)) return 'zh-TW'
  const language = tag.split(/[-_]/)[0]?.toLowerCase()
  return LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? 'en-US'
}
