import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { enUS, type GoLiveMessages } from './golive/enUS'

export type { GoLiveMessages }

/**
 * The go-live words of the dashboard home (`/dashboard`): English with the page, each other language
 * its own chunk, loaded when it is chosen.
 */
const siteGoLiveCatalogue = catalogueOf<GoLiveMessages>(enUS, {
  'ko-KR': () => import('./golive/koKR.json').then((m) => m.default),
  'th-TH': () => import('./golive/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./golive/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./golive/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./golive/jaJP.json').then((m) => m.default),
})

/** The go-live words in the site's locale; suspends while its language loads. */
export function useGoLiveText(): GoLiveMessages {
  return useCatalogue(siteGoLiveCatalogue, useSite().locale)
}
