import { catalogueOf } from '../catalogue'
import { enUS } from './enUS'
import type { PlayerAlertKey, PlayerMessages } from './playerMessages'

/**
 * A translation as its JSON file types it: JSON has no tuples, so each alert reads as a list,
 * made a title and a text here (the catalogue test loads every locale through this).
 */
type PlayerJson = Omit<PlayerMessages, 'alerts'> & { alerts: Record<PlayerAlertKey, string[]> }
const translation = ({ alerts, ...labels }: PlayerJson): PlayerMessages => ({
  ...labels,
  alerts: Object.fromEntries(
    Object.entries(alerts).map(([key, [title = '', text = '']]) => [key, [title, text] as const]),
  ) as PlayerMessages['alerts'],
})

/**
 * The player's labels, announcements and alerts in every shipped locale.
 *
 * @example
 * mountPlayerUI(root, player, { strings: await playerCatalogue.load('ja-JP') })
 */
export const playerCatalogue = catalogueOf<PlayerMessages>(enUS, {
  'ko-KR': () => import('./koKR.json').then((m) => translation(m.default)),
  'th-TH': () => import('./thTH.json').then((m) => translation(m.default)),
  'zh-CN': () => import('./zhCN.json').then((m) => translation(m.default)),
  'zh-TW': () => import('./zhTW.json').then((m) => translation(m.default)),
  'ja-JP': () => import('./jaJP.json').then((m) => translation(m.default)),
})
