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
  'ko-KR': () => import('./account/koKR.json').then((m) => m.default),
  'th-TH': () => import('./account/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./account/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./account/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./account/jaJP.json').then((m) => m.default),
})

/** The account pages' site words in the site's locale; suspends while its language loads. */
export function useAccountSiteText(): AccountSiteMessages {
  return useCatalogue(siteAccountCatalogue, useSite().locale)
}
