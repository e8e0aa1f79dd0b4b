/**
 * Every text the player UI shows or announces. The button labels are the controls' accessible
 * names: tests and assistive technology find the controls by them, so they stay stable.
 */
export interface PlayerStrings {
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
  | 'OFF'
  | 'OFF_WAITING'
  | 'OFF_FORCE'
  | 'ADULT'
  | 'COUNTRY_RESTRICT'
  | 'PLAYER_POPUP'
  | 'MEDIA_ERROR'
  | 'NETWORK_ERROR'

/**
 * English, the default. Pass a partial object as `strings` to translate; `alerts` entries
 * replace one alert at a time.
 *
 * @example mountPlayerUI(root, player, { strings: { play: '재생', pause: '일시정지' } })
 */
export const defaultPlayerStrings: PlayerStrings = {
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  seek: 'Seek',
  timeOf: '{current} of {duration}',
  live: 'Live',
  goToLive: 'Go to live',
  behindLive: 'Behind live',
  settings: 'Settings',
  quality: 'Quality',
  onlyQuality: 'the only quality of this stream',
  auto: 'Auto',
  speed: 'Playback speed',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  pictureInPicture: 'Picture-in-picture',
  exitPictureInPicture: 'Exit picture-in-picture',
  screenMode: 'Screen mode',
  exitScreenMode: 'Exit screen mode',
  playing: 'Playing',
  paused: 'Paused',
  ended: 'Ended',
  mutedAutoplay: 'Playback started muted',
  player: 'Video player',
  ok: 'OK',
  agree: 'I am an adult, continue',
  back: 'Go back',
  reload: 'Reload',
  retry: 'Retry',
  errorCode: 'Error code: {code}',
  alerts: {
    BLACK: ['You cannot watch this channel', 'The streamer has blocked you from this channel.'],
    SUSPENDED: ['This channel is suspended', 'The channel cannot be watched for now.'],
    DELETED: ['This channel was deleted', 'The channel no longer exists.'],
    VIEWER_SUSPENDED: ['Your account is suspended', 'You will be signed out.'],
    FORCED_LOGOUT: ['You were signed out', 'Your account was signed in somewhere else.'],
    OFF: ['The live stream has ended', 'Thanks for watching.'],
    OFF_WAITING: ['The stream is paused', 'The streamer may be back in a moment.'],
    OFF_FORCE: ['The live stream was stopped', 'It was ended for breaking the rules.'],
    ADULT: ['Adults only', 'This stream is for viewers aged 19 or over.'],
    COUNTRY_RESTRICT: ['Not available in your region', 'This category is restricted here.'],
    PLAYER_POPUP: ['Playing in a popup', 'The stream continues in the popup window.'],
    MEDIA_ERROR: ['The video cannot be played', 'Reload to try again.'],
    NETWORK_ERROR: ['You are offline', 'Playback resumes when the connection is back.'],
  },
}

/** Translations a host passes: any labels, and any alerts' title and text. */
export type PlayerStringsInput = Partial<Omit<PlayerStrings, 'alerts'>> & {
  alerts?: Partial<PlayerStrings['alerts']>
}

/**
 * The defaults with a host's translations on top.
 *
 * @example playerStrings({ play: 'Lecture' }).pause // 'Pause'
 */
export function playerStrings(overrides: PlayerStringsInput = {}): PlayerStrings {
  return {
    ...defaultPlayerStrings,
    ...overrides,
    alerts: { ...defaultPlayerStrings.alerts, ...overrides.alerts },
  }
}
