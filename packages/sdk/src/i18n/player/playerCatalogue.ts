import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { PlayerMessages } from './playerMessages'

/**
 * The player's labels, announcements and alerts in every shipped locale.
 *
 * @example
 * mountPlayerUI(root, player, { strings: await playerCatalogue.load('ja-JP') })
 */
export const playerCatalogue = catalogueOf<PlayerMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
