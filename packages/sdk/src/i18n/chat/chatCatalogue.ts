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
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
