import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { type AccountSiteMessages, enUS } from './account/enUS'

export type { AccountSiteMessages }

/**
 * The account pages' site words: English with the site, each other language its own chunk,
 * loaded when it is chosen.
 */
export const siteAccountCatalogue = catalogueOf<AccountSiteMessages>(enUS, {
  'ko-KR': () => import('./account/koKR').then((m) => m.koKR),
  'th-TH': () => import('./account/thTH').then((m) => m.thTH),
  'zh-CN': () => import('./account/zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./account/zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./account/jaJP').then((m) => m.jaJP),
})

/** The account pages' site words in the site's locale; suspends while its language loads. */
export function useAccountSiteText(): AccountSiteMessages {
  return useCatalogue(siteAccountCatalogue, useSite().locale)
}
