import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { WalletMessages } from './walletMessages'

/**
 * The wallet's words (the gem shop, the payment result, the histories, the gift panel) in every
 * shipped locale: a domain of its own, so a page without gems never loads them.
 *
 * @example
 * (await walletCatalogue.load('ko-KR')).buyGems // '젬 구매'
 */
export const walletCatalogue = catalogueOf<WalletMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
