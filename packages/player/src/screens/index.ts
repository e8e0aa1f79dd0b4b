// @airwave/player/screens: the screens a host shows over the player (raid countdown, live end),
// without a framework. An entry of its own, loaded when a screen first shows, so the player's
// core never carries them.
export {
  type LiveEndScreen,
  type LiveEndScreenOptions,
  type LiveEndScreenView,
  mountLiveEndScreen,
} from './liveEndScreen'
export { mountRaidScreen, type RaidScreenOptions, type RaidScreenView } from './raidScreen'
export { injectScreenStyles, screenStyles } from './screenStyles'
export type { ScreenTextOptions } from './screenText'
