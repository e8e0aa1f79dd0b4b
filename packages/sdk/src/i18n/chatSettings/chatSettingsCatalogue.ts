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
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
