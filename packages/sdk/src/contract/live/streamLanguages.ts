/**
 * The content languages a stream may be set to (the spec counts 32 without listing them: this
 * list is chosen, ISO 639-1 codes with the region where the platform's own languages need it).
 * A screen names them with `Intl.DisplayNames` in the viewer's language.
 *
 * @example STREAM_LANGUAGES.includes('ko') // true
 */
export const STREAM_LANGUAGES = [
  'en',
  'ko',
  'ja',
  'th',
  'zh-TW',
  'zh-CN',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'ru',
  'ar',
  'hi',
  'id',
  'vi',
  'tr',
  'pl',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
  'cs',
  'hu',
  'ro',
  'el',
  'he',
  'uk',
  'ms',
  'tl',
  'bn',
] as const
export type StreamLanguage = (typeof STREAM_LANGUAGES)[number]

/** Whether `code` is one of {@link STREAM_LANGUAGES}. @example isStreamLanguage('fr') // true */
export const isStreamLanguage = (code: string): code is StreamLanguage =>
  (STREAM_LANGUAGES as readonly string[]).includes(code)
