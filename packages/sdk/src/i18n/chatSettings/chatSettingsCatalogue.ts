import { catalogueOf } from '../catalogue'
import type { ChatSettingsMessages } from './chatSettingsMessages'
import { enUS } from './enUS'

/**
 * The streamer's chat settings' words (notice, rules, ice and slow mode, ban words) in every
 * shipped locale: a domain of its own, as the composer's are, so a viewer's chat never carries
 * a dashboard's text.
 *
 * @example
 * (await chatSettingsCatalogue.load('ko-KR')).banWords // '금칙어'
 */
export const chatSettingsCatalogue = catalogueOf<ChatSettingsMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
