import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { enUS, type ModerationSiteMessages } from './moderation/enUS'

export type { ModerationSiteMessages }

/**
 * The dashboard's moderation pages' site words: English with the pages, each other language
 * its own chunk, loaded when it is chosen.
 */
const siteModerationCatalogue = catalogueOf<ModerationSiteMessages>(enUS, {
  'ko-KR': () => import('./moderation/koKR.json').then((m) => m.default),
  'th-TH': () => import('./moderation/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./moderation/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./moderation/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./moderation/jaJP.json').then((m) => m.default),
})

/** The moderation pages' site words in the site's locale; suspends while its language loads. */
export function useModerationText(): ModerationSiteMessages {
  return useCatalogue(siteModerationCatalogue, useSite().locale)
}
