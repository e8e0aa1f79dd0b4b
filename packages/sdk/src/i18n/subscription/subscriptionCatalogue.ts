import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { SubscriptionMessages } from './subscriptionMessages'

/**
 * The subscription's words (the subscribe button and its dialogs, the gift form, the payment's
 * return) in every shipped locale: a domain of its own, so a page without subscriptions never
 * loads them.
 *
 * @example
 * (await subscriptionCatalogue.load('ko-KR')).subscribe // '구독하기'
 */
export const subscriptionCatalogue = catalogueOf<SubscriptionMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
