import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { SubscriberMessages } from './subscriberMessages'

/**
 * The streamer's subscriber pages' words (the list, the badges, the emoticons, the name colours,
 * the revenue) in every shipped locale: a domain of its own, so a viewer's page never loads them.
 *
 * @example
 * (await subscriberCatalogue.load('ko-KR')).listTitle // '구독자'
 */
export const subscriberCatalogue = catalogueOf<SubscriberMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
