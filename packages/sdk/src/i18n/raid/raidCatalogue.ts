import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { RaidMessages } from './raidMessages'

/**
 * The raid and live-end words (the countdown and live-end screens over the player, the
 * streamer's raid panel) in every shipped locale: a domain of their own, so the player's core
 * and a page without raids never carry them.
 *
 * @example
 * (await raidCatalogue.load('ko-KR')).raidGo // '지금 이동'
 */
export const raidCatalogue = catalogueOf<RaidMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
