import { useCatalogue } from '@airwave/react'
import { catalogueOf } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { enUS, type WidgetWords } from './widget/enUS'

export type { WidgetWords }

/**
 * The words of the widgets' dashboard pages (`/dashboard/widget/...`; the overlays' own are the
 * SDK's widget catalogue): English with the pages, each other language its own chunk, loaded
 * when it is chosen. `{name}` slots are filled with `fill`.
 */
const siteWidgetCatalogue = catalogueOf<WidgetWords>(enUS, {
  'ko-KR': () => import('./widget/koKR.json').then((m) => m.default),
  'th-TH': () => import('./widget/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./widget/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./widget/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./widget/jaJP.json').then((m) => m.default),
})

/** The widget pages' words in the site's locale; suspends while their language loads. */
export function useWidgetWords(): WidgetWords {
  return useCatalogue(siteWidgetCatalogue, useSite().locale)
}
