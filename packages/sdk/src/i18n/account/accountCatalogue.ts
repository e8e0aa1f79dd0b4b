import { catalogueOf } from '../catalogue'
import type { AccountMessages } from './accountMessages'
import { enUS } from './enUS'

/**
 * The words of the account screens in every shipped locale: a domain of its own, so a page
 * without an account form never carries them.
 *
 * @example
 * (await accountCatalogue.load('ko-KR')).loginTitle // '로그인'
 */
export const accountCatalogue = catalogueOf<AccountMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
