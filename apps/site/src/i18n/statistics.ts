import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { enUS, type StatisticsMessages } from './statistics/enUS'

export type { StatisticsMessages }

/**
 * The statistics pages' words (`/dashboard/statistics/*`): English with the pages, each other
 * language its own chunk, loaded when it is chosen.
 */
const statisticsCatalogue = catalogueOf<StatisticsMessages>(enUS, {
  'ko-KR': () => import('./statistics/koKR.json').then((m) => m.default),
  'th-TH': () => import('./statistics/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./statistics/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./statistics/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./statistics/jaJP.json').then((m) => m.default),
})

/** The statistics' words in the site's locale; suspends while its language loads. */
export function useStatisticsText(): StatisticsMessages {
  return useCatalogue(statisticsCatalogue, useSite().locale)
}
