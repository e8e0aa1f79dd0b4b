import { catalogueOf } from '../catalogue'
import type { ComposerMessages } from './composerMessages'
import { enUS } from './enUS'

/**
 * The post composer's words in every shipped locale: a streamer's tool, so its words are a
 * domain of their own rather than part of every viewer's community words.
 *
 * @example
 * (await composerCatalogue.load('ko-KR')).publish // '게시'
 */
export const composerCatalogue = catalogueOf<ComposerMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
