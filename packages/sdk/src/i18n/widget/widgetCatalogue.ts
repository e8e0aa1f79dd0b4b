import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { WidgetMessages } from './widgetMessages'

/**
 * The OBS overlays' words (alerts, timer, poll, challenge missions) in every shipped locale: a
 * domain of its own, so an overlay page loads the one language its settings name.
 *
 * @example
 * (await widgetCatalogue.load('ko-KR')).timerFinished // '시간 종료!'
 */
export const widgetCatalogue = catalogueOf<WidgetMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
