import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { type EmbedSettingsMessages, enUS } from './embed/enUS'

export type { EmbedSettingsMessages }

/**
 * The embed settings' words (`/dashboard/embed`): English with the page, each other language
 * its own chunk, loaded when it is chosen.
 */
const siteEmbedCatalogue = catalogueOf<EmbedSettingsMessages>(enUS, {
  'ko-KR': () => import('./embed/koKR').then((m) => m.koKR),
  'th-TH': () => import('./embed/thTH').then((m) => m.thTH),
  'zh-CN': () => import('./embed/zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./embed/zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./embed/jaJP').then((m) => m.jaJP),
})

/** The embed settings' words in the site's locale; suspends while its language loads. */
export function useEmbedText(): EmbedSettingsMessages {
  return useCatalogue(siteEmbedCatalogue, useSite().locale)
}
