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
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
