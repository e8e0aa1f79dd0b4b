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
  'ko-KR': () => import('./messages/koKR').then((m) => m.koKR),
  'th-TH': () => import('./messages/thTH').then((m) => m.thTH),
  'zh-CN': () => import('./messages/zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./messages/zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./messages/jaJP').then((m) => m.jaJP),
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
