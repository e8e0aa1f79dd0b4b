// @airwave/player: what a page needs to play Airwave's streams and videos. The state reducers,
// the recovery timings and the hls.js plumbing stay inside; the README documents each name.

export type { AlertBox, DialogAlert } from './alerts/alerts'
export type { PlayerAccess } from './alerts/playerAlerts'
export {
  type AirwavePlayerDefaults,
  type AirwavePlayerElement,
  defineAirwavePlayer,
} from './element'
export {
  createEmitter,
  PLAYER_EVENT_NAMES,
  type PlayerEvent,
  type PlayerEvents,
  type Subscribable,
  type Unsubscribe,
} from './events'
export type { LiveStatus, LiveStreamInfo } from './live/liveStatus.reducer'
export {
  DEFAULT_VOLUME,
  LIVE_PLAYBACK_RATES,
  type PlaybackSettings,
  type SettingsStorage,
  VOD_PLAYBACK_RATES,
} from './playback/playbackSettings'
export type { PlayLogger, PlayLogOptions } from './playback/playLog'
export {
  createPlayer,
  type Player,
  type PlayerOptions,
  type PlayerState,
  type PlayerStreamInfo,
} from './player'
export type { HlsProviderEvents } from './providers/hls/events'
export {
  canPlayHls,
  type HlsLoadOptions,
  hlsLoader,
  preloadHlsPlayer,
} from './providers/hls/loader'
export { AUTO_TRACK } from './providers/hls/quality'
export {
  AUTO_TRACK_ID,
  type MediaFault,
  type MediaProvider,
  type QualityTrack,
} from './providers/hls/types'
export type { AlertAction } from './ui/alertContent'
export {
  mountPlayerUI,
  type PlayerScreenMode,
  type PlayerUI,
  type PlayerUIAction,
  type PlayerUIOptions,
} from './ui/playerUI'
export {
  defaultPlayerStrings,
  type PlayerAlertKey,
  type PlayerStrings,
  type PlayerStringsInput,
  playerStrings,
} from './ui/strings'
export { injectPlayerStyles, playerStyles } from './ui/styles'
