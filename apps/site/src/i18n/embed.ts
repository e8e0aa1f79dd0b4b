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
  'ko-KR': () => import('./embed/koKR.json').then((m) => m.default),
  'th-TH': () => import('./embed/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./embed/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./embed/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./embed/jaJP.json').then((m) => m.default),
})

/** The embed settings' words in the site's locale; suspends while its language loads. */
export function useEmbedText(): EmbedSettingsMessages {
  return useCatalogue(siteEmbedCatalogue, useSite().locale)
}
