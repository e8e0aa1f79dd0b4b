/**
 * Every text the player UI shows or announces. The button labels are the controls' accessible
 * names: tests and assistive technology find the controls by them, so they stay stable.
 */
export interface PlayerMessages {
  play: string
  pause: string
  mute: string
  unmute: string
  volume: string
  seek: string
  /** `{current}` and `{duration}` are replaced, e.g. "1:05 of 10:00". */
  timeOf: string
  live: string
  goToLive: string
  behindLive: string
  settings: string
  quality: string
  /** Said of the one quality of a stream that has no other: no menu offers a single choice. */
  onlyQuality: string
  auto: string
  speed: string
  fullscreen: string
  exitFullscreen: string
  pictureInPicture: string
  exitPictureInPicture: string
  screenMode: string
  exitScreenMode: string
  playing: string
  paused: string
  ended: string
  mutedAutoplay: string
  /** The player region's name. */
  player: string
  ok: string
  agree: string
  back: string
  reload: string
  retry: string
  /** `{code}` is replaced by the error code. */
  errorCode: string
  /** Title then text of each alert, keyed by dialog, box or media alert name. */
  alerts: Record<PlayerAlertKey, readonly [title: string, text: string]>
}

/** Every alert the UI has words for. */
export type PlayerAlertKey =
  | 'BLACK'
  | 'SUSPENDED'
  | 'DELETED'
  | 'VIEWER_SUSPENDED'
  | 'FORCED_LOGOUT'
  | 'OFFLINE'
  | 'OFF'
  | 'OFF_WAITING'
  | 'OFF_FORCE'
  | 'ADULT'
  | 'COUNTRY_RESTRICT'
  | 'PLAYER_POPUP'
  | 'MEDIA_ERROR'
  | 'NETWORK_ERROR'
