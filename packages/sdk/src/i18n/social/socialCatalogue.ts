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
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
