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
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
