import type { Catalogue } from './catalogue'
import { enUS } from './locales/enUS'
import { jaJP } from './locales/jaJP'
import { koKR } from './locales/koKR'
import { thTH } from './locales/thTH'
import { zhCN } from './locales/zhCN'
import { zhTW } from './locales/zhTW'
import type { Locale } from './resolveLocale'

/**
 * Every catalogue by locale.
 *
 * @example
 * catalogues['ko-KR'].backToList // '목록으로'
 */
export const catalogues: Readonly<Record<Locale, Catalogue>> = {
  'en-US': enUS,
  'ko-KR': koKR,
  'th-TH': thTH,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ja-JP': jaJP,
}
