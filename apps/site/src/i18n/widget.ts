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
  'ko-KR': () => import('./widget/koKR').then((m) => m.koKR),
  'th-TH': () => import('./widget/thTH').then((m) => m.thTH),
  'zh-CN': () => import('./widget/zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./widget/zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./widget/jaJP').then((m) => m.jaJP),
})

/** The widget pages' words in the site's locale; suspends while their language loads. */
export function useWidgetWords(): WidgetWords {
  return useCatalogue(siteWidgetCatalogue, useSite().locale)
}
