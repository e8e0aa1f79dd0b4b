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
  'ko-KR': () => import('./social/koKR').then((m) => m.koKR),
  'th-TH': () => import('./social/thTH').then((m) => m.thTH),
  'zh-CN': () => import('./social/zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./social/zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./social/jaJP').then((m) => m.jaJP),
})

/** The social pages' site words in the site's locale; suspends while its language loads. */
export function useSocialSiteText(): SocialSiteMessages {
  return useCatalogue(siteSocialCatalogue, useSite().locale)
}
