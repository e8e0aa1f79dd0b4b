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
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
