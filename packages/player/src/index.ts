export {
  type AdultConsent,
  ALERT_ERROR_CODES,
  type AlertBox,
  type AlertBoxInput,
  alertBoxFor,
  answerAdultAlert,
  type DialogAlert,
  type DialogAlertInput,
  dialogAlertFor,
  isAdultAlertShown,
} from './alerts/alerts'
export { type PlayerAccess, type PlayerAlerts, playerAlerts } from './alerts/playerAlerts'
export {
  type AirwavePlayerDefaults,
  type AirwavePlayerElement,
  defineAirwavePlayer,
} from './element'
export {
  createEmitter,
  createPlayerEvents,
  type Emitter,
  PLAYER_EVENT_NAMES,
  type PlayerEvent,
  type PlayerEvents,
  type Subscribable,
  type Unsubscribe,
} from './events'
export { isBehindLive } from './live/liveEdge'
export {
  type LiveStatus,
  type LiveStatusContext,
  type LiveStatusEmitted,
  type LiveStatusInput,
  type LiveStatusIO,
  type LiveStatusReducerEvent,
  type LiveStreamInfo,
  liveStatusReducer,
} from './live/liveStatus.reducer'
export {
  type PlaybackContext,
  type PlaybackEmitted,
  type PlaybackEvent,
  type PlaybackInput,
  type PlaybackIO,
  type PlaybackValue,
  playbackReducer,
} from './playback/playback.reducer'
export {
  clampVolume,
  DEFAULT_VOLUME,
  defaultSettingsStorage,
  LIVE_PLAYBACK_RATES,
  type PlaybackMode,
  type PlaybackSettings,
  playbackRateOptions,
  readPlaybackSettings,
  type SettingsStorage,
  settingsKey,
  VOD_PLAYBACK_RATES,
  writePlaybackSettings,
} from './playback/playbackSettings'
export {
  createPlayer,
  type Player,
  type PlayerOptions,
  type PlayerState,
  type PlayerStreamInfo,
} from './player'
export { lowLatencyLiveConfig } from './providers/hls/config'
export type { HlsProviderEvents } from './providers/hls/events'
export { hlsBuildFor, loadHlsLibrary } from './providers/hls/lib-loader'
export {
  canPlayHls,
  type HlsLoadOptions,
  hlsLoader,
  isMediaSourceSupported,
  preloadHlsPlayer,
} from './providers/hls/loader'
export { NativeHlsProvider } from './providers/hls/native'
export type { HlsProvider } from './providers/hls/provider'
export { AUTO_TRACK, type LevelLike, toQualityTrack } from './providers/hls/quality'
export {
  AUTO_TRACK_ID,
  type HlsBuild,
  type HlsConstructor,
  type HlsInstance,
  type HlsProviderOptions,
  type MediaFault,
  type MediaProvider,
  type QualityTrack,
  type StreamFeatures,
} from './providers/hls/types'
export {
  BACKOFF_BASE_MS,
  BACKOFF_JITTER,
  BACKOFF_MAX_MS,
  backoffDelay,
} from './recovery/backoff'
export {
  type AlertState,
  type HlsRecoveryContext,
  type HlsRecoveryEmitted,
  type HlsRecoveryEvent,
  type HlsRecoveryInput,
  type HlsRecoveryIO,
  type HlsRecoveryValue,
  hlsRecoveryReducer,
  MEDIA_RECOVERY_INTERVAL_MS,
  RECOVERY_MAX_TRIES,
  RECOVERY_RESET_AFTER_MS,
} from './recovery/hlsRecovery.reducer'
export { createReducerStore, type Reducer, type ReducerState, type ReducerStore } from './reducer'
export { type AlertAction, type AlertContent, alertContent } from './ui/alertContent'
export { CONTROLS_HIDE_AFTER_MS } from './ui/autohide'
export { SEEK_STEP_SECONDS, type ShortcutAction, shortcutFor, VOLUME_STEP } from './ui/keyboard'
export {
  mountPlayerUI,
  type PlayerScreenMode,
  type PlayerUI,
  type PlayerUIAction,
  type PlayerUIOptions,
} from './ui/playerUI'
export { ORIENTATION_LOCK_DELAY_MS } from './ui/screen'
export {
  defaultPlayerStrings,
  type PlayerAlertKey,
  type PlayerStrings,
  type PlayerStringsInput,
  playerStrings,
} from './ui/strings'
export { injectPlayerStyles, playerStyles } from './ui/styles'
