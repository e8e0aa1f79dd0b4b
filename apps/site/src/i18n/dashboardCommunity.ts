import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { type DashboardCommunityWords, enUS } from './dashboardCommunity/enUS'

export type { DashboardCommunityWords }

/**
 * The words of the dashboard's frame and its community pages: English with the pages, each
 * other language its own chunk, loaded when it is chosen. `{name}` slots are filled with `fill`.
 */
const dashboardCommunityCatalogue = catalogueOf<DashboardCommunityWords>(enUS, {
  'ko-KR': () => import('./dashboardCommunity/koKR.json').then((m) => m.default),
  'th-TH': () => import('./dashboardCommunity/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./dashboardCommunity/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./dashboardCommunity/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./dashboardCommunity/jaJP.json').then((m) => m.default),
})

/** The dashboard frame's and community pages' words in the site's locale. */
export function useDashboardCommunityWords(): DashboardCommunityWords {
  return useCatalogue(dashboardCommunityCatalogue, useSite().locale)
}
