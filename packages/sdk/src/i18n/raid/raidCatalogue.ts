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
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
