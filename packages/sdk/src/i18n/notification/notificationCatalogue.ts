import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { NotificationMessages } from './notificationMessages'

/**
 * The notifications' words (the bell, its panel, the settings) in every shipped locale.
 *
 * @example
 * (await notificationCatalogue.load('ja-JP')).markAllRead // 'すべて既読にする'
 */
export const notificationCatalogue = catalogueOf<NotificationMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
