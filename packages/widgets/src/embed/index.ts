// @airwave/widgets/embed: the kit as custom elements for pages without React: the embed's
// `<airwave-player channel|vod>` and `<airwave-community>` (a poster first, the rest loaded on
// use), and the player's own element over a stream URL.
export {
  type AirwavePlayerDefaults,
  defineAirwavePlayer,
  preloadHlsPlayer,
} from '@airwave/player'
export { type AirwaveEmbedsOptions, defineAirwaveEmbeds } from './defineAirwaveEmbeds'
export type { AirwavePlayerEmbedElement } from './elements'
