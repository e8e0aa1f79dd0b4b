import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { LiveMessages } from './liveMessages'

/**
 * The live page's words (the live like) in every shipped locale, loaded per language.
 *
 * @example
 * (await liveCatalogue.load('ko-KR')).like // '좋아요'
 */
export const liveCatalogue = catalogueOf<LiveMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
