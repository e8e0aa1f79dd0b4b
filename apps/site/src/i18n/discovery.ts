import { useCatalogue } from '@airwave/react'
import { catalogueOf, fillPlaceholders, translate } from '@airwave/sdk/i18n'
import { useSite } from '../app/siteContext'
import { type DiscoveryMessages, enUS } from './discovery/enUS'

export type { DiscoveryMessages }

/**
 * The site's words for finding things (the home page, the lists, search, following, the
 * channel's and the video's pages): English with the site, each other language its own chunk,
 * loaded when it is chosen.
 */
export const siteDiscoveryCatalogue = catalogueOf<DiscoveryMessages>(enUS, {
  'ko-KR': () => import('./discovery/koKR.json').then((m) => m.default),
  'th-TH': () => import('./discovery/thTH.json').then((m) => m.default),
  'zh-CN': () => import('./discovery/zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./discovery/zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./discovery/jaJP.json').then((m) => m.default),
})

/** The discovery words in the site's locale; suspends while their language loads. */
export function useDiscoveryText(): DiscoveryMessages {
  return useCatalogue(siteDiscoveryCatalogue, useSite().locale)
}

/**
 * Fills `{name}` slots of a message with the kit's filler. Values are written as given: a
 * video's number or an alert's sequence is an id, not a count.
 *
 * @example fill('Results for {keyword}', { keyword: 'lofi' }) // 'Results for lofi'
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return fillPlaceholders(message, values)
}

/**
 * `3 viewers`, `1 follower`: the count in full, and the word by the language's plural rule.
 *
 * @example counted('en-US', 1_234, 'viewer', 'viewers') // '1,234 viewers'
 */
export function counted(locale: string, count: number, one: string, other: string): string {
  return `${new Intl.NumberFormat(locale).format(count)} ${translate({ one, other }, { count }, locale)}`
}
