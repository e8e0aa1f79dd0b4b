import { catalogueOf } from '../catalogue'
import type { EmbedMessages } from './embedMessages'
import { enUS } from './enUS'

/**
 * The embed's words (posters, errors, the sign-in notice) in every shipped locale: English in
 * the script-tag loader, each other language fetched when an element asks for it.
 *
 * @example
 * (await embedCatalogue.load('ja-JP')).play // '再生'
 */
export const embedCatalogue = catalogueOf<EmbedMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
