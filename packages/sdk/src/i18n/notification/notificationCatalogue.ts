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
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
