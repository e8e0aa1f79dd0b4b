import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { DirectMessages } from './messageMessages'

/**
 * Direct messages' words (the header button, the panel, a room, the search) in every shipped
 * locale: a domain of its own, so a page without the panel never loads them.
 *
 * @example
 * (await messageCatalogue.load('ko-KR')).messages // '메시지'
 */
export const messageCatalogue = catalogueOf<DirectMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
