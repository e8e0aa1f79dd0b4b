import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { MissionMessages } from './missionMessages'

/**
 * The challenge missions' words (the panel, the propose and pledge forms, the streamer's
 * controls and settings, the history, the MIS refusals) in every shipped locale: a domain of
 * its own, so a page without missions never loads them.
 *
 * @example
 * (await missionCatalogue.load('ko-KR')).propose // '제안하기'
 */
export const missionCatalogue = catalogueOf<MissionMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
