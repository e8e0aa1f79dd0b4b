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
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
