import { catalogueOf } from '../catalogue'
import type { ChatMessages } from './chatMessages'
import { enUS } from './enUS'

/**
 * The chat's words (the room, its lines, its input, banners, moderation) in every shipped
 * locale: a domain of its own, so a page without a chat never carries them. The streamer's
 * chat settings have theirs in `chatSettingsCatalogue`.
 *
 * @example
 * (await chatCatalogue.load('ko-KR')).send // '보내기'
 */
export const chatCatalogue = catalogueOf<ChatMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
