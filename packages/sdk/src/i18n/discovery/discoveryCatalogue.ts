import { catalogueOf } from '../catalogue'
import type { DiscoveryMessages } from './discoveryMessages'
import { enUS } from './enUS'

/**
 * The words of discovery and the video page in every shipped locale, loaded per language.
 *
 * @example (await discoveryCatalogue.load('ko-KR')).follow // '팔로우'
 */
export const discoveryCatalogue = catalogueOf<DiscoveryMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => m.default),
  'th-TH': () => import('./thTH.json').then((m) => m.default),
  'zh-CN': () => import('./zhCN.json').then((m) => m.default),
  'zh-TW': () => import('./zhTW.json').then((m) => m.default),
  'ja-JP': () => import('./jaJP.json').then((m) => m.default),
})
