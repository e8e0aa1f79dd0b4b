import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { PollMessages } from './pollMessages'

/**
 * The poll's words as a viewer meets them (button, popup, the player's card, alerts) in every
 * shipped locale: a domain of its own, so a page without a poll never carries them, and a
 * viewer's page not the streamer's form (`pollManageCatalogue`).
 *
 * @example
 * (await pollCatalogue.load('ko-KR')).vote // '투표하기'
 */
export const pollCatalogue = catalogueOf<PollMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
