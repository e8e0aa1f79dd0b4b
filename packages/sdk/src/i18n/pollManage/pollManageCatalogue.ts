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
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
