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
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
