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
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
