import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { PollManageMessages } from './pollManageMessages'

/**
 * The words of a channel's poll management (the form, the list, a poll's page) in every
 * shipped locale: a domain of its own, so a viewer's page never carries the streamer's form.
 *
 * @example
 * (await pollManageCatalogue.load('ko-KR')).start // '투표 시작'
 */
export const pollManageCatalogue = catalogueOf<PollManageMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
