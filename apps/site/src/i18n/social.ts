import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { enUS, type SocialSiteMessages } from './social/enUS'

export type { SocialSiteMessages }

/**
 * The site's words around social sign-in, the linked accounts and the notification settings:
 * English with the pages, each other language its own chunk, loaded when it is chosen.
 */
const siteSocialCatalogue = catalogueOf<SocialSiteMessages>(enUS, {
  'ko-KR': () => import('./social/koKR.json').then((m) => m.default),
  'th-TH': () => import('./social/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./social/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./social/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./social/jaJP.json').then((m) => m.default),
})

/** The social pages' site words in the site's locale; suspends while its language loads. */
export function useSocialSiteText(): SocialSiteMessages {
  return useCatalogue(siteSocialCatalogue, useSite().locale)
}
