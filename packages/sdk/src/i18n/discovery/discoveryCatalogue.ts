import { catalogueOf } from '../catalogue'
import type { DiscoveryMessages } from './discoveryMessages'
import { enUS } from './enUS'

/**
 * The words of discovery and the video page in every shipped locale, loaded per language.
 *
 * @example (await discoveryCatalogue.load('ko-KR')).follow // '팔로우'
 */
export const discoveryCatalogue = catalogueOf<DiscoveryMessages>(enUS, {
  'ko-KR': () => import('./koKR').then((m) => m.koKR),
  'th-TH': () => import('./thTH').then((m) => m.thTH),
  'zh-CN': () => import('./zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('./zhTW').then((m) => m.zhTW),
  'ja-JP': () => import('./jaJP').then((m) => m.jaJP),
})
