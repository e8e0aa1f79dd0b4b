import type { Locale } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { enUS, type SiteMessages } from './messages/enUS'

export type { SiteMessages }

/**
 * The site's own words (the kit's components bring theirs): English with the site, each other
 * language its own chunk, loaded when it is chosen (`loadWords`), before the site shows it.
 *
 * @example (await siteCatalogue.load('ko-KR')).home // '홈'
 */
export const siteCatalogue = catalogueOf<SiteMessages>(enUS, {
  'ko-KR': () => import('./messages/koKR.json').then((m) => m.default),
  'th-TH': () => import('./messages/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./messages/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./messages/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./messages/jaJP.json').then((m) => m.default),
})

/** Each locale named in its own language, for the picker. */
export const localeNames: Record<Locale, string> = {
  'en-US': 'English',
  'ko-KR': '한국어',
  'th-TH': 'ไทย',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ja-JP': '日本語',
}
