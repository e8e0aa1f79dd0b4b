import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { SocialMessages } from './socialMessages'

/**
 * The social sign-in's words (buttons, popup pages, the social sign-up, the linked accounts)
 * in every shipped locale: a domain of its own, so a page without sign-in never carries them.
 *
 * @example
 * (await socialCatalogue.load('ko-KR')).link // '연결'
 */
export const socialCatalogue = catalogueOf<SocialMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
