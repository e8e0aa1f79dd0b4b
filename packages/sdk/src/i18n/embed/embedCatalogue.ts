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
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
