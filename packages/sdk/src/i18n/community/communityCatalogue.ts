import { catalogueOf } from '../catalogue'
import type { CommunityMessages } from './communityMessages'
import { enUS } from './enUS'

/**
 * The community's words (board, posts, comments, dialogs, toasts) in every shipped locale.
 *
 * @example
 * const ko = await communityCatalogue.load('ko-KR')
 * ko.backToList // '목록으로'
 */
export const communityCatalogue = catalogueOf<CommunityMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
