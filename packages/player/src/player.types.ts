import type { LiveStatusEvent } from '@airwave/sdk/live'
import type { PlayerAccess, PlayerAlerts } from './alerts/playerAlerts'
import type { PlayerEvents, Subscribable, Unsubscribe } from './events'
import type { LiveStatus, LiveStreamInfo } from './live/liveStatus.reducer'
import type { SettingsStorage } from './playback/playbackSettings'
import type { PlayLogOptions } from './playback/playLog'
import type { MediaProvider, QualityTrack } from './providers/hls/types'
import type { HlsRecoveryInput } from './recovery/hlsRecovery.reducer'

// What `createPlayer` takes, what a host drives and what it reads.

/** Stream info as the host holds it: a full SDK `StreamInfo` fits; `isAdult` feeds the adult box. */
export type PlayerStreamInfo = LiveStreamInfo & { isAdult?: boolean }

/** Options of `createPlayer`. */
export interface PlayerOptions {
  src: string
  /** A live stream: live settings, live rates, low-latency hls.js config. */
  live?: boolean
  /** Where volume, mute and resolution persist; defaults to `localStorage`. */
  storage?: SettingsStorage
  autoplay?: boolean
  /**
   * Starts muted (true) or with sound (false), whatever the viewer's stored choice; unset, the
   * stored choice. The host's choice is not stored: the viewer's own stays for other pages.
   */
  muted?: boolean
  /** The starting volume (0..1), over the stored one; not stored either. */
  volume?: number
  /** Loads the media provider; defaults to hls.js (`hlsLoader`). Tests pass a fake. */
  loadProvider?: (video: HTMLVideoElement, options: { live: boolean }) => Promise<MediaProvider>
  /** Clock and randomness of error recovery (tests make them deterministic). */
  recovery?: HlsRecoveryInput
  /** Live: the stream info the page holds; without it the live is taken to be on. */
  streamInfo?: PlayerStreamInfo
  /**
   * Live: fetches the stream info again when streaming starts (spec), e.g.
   * `() => client.live.getStreamInfo(channelId)` with an `@airwave/sdk` client.
   */
  fetchStreamInfo?: () => Promise<PlayerStreamInfo>
  /** What the host knows of the viewer and the channel; see {@link Player.setAccess}. */
  access?: PlayerAccess
  /**
   * Logs the play for the statistics (start, 30 s heartbeats, quality changes, end), e.g.
   * `{ logger: logClient, channelId }` with the SDK's `createLogClient`.
   */
  log?: PlayLogOptions
}

/** A snapshot of what the player is doing. */
export interface PlayerState {
  playback: 'idle' | 'starting' | 'playing' | 'paused' | 'ended'
  recovery: 'none' | 'recovering' | 'success' | 'fail'
  volume: number
  muted: boolean
  mutedAutoplay: boolean
  rate: number
  /** The selected track id, or -1 for auto; undefined until the provider loaded. */
  quality?: number
  mode: 'live' | 'vod'
  /** Live only: status, restream, and whether playback drifted behind the live edge. */
  live?: { status: LiveStatus; restreaming: boolean; behind: boolean; latency?: number }
  alerts: PlayerAlerts
}

/** The player a host drives. */
export interface Player extends Subscribable<PlayerEvents> {
  play(): void
  pause(): void
  seek(time: number): void
  setVolume(volume: number): void
  toggleMute(): void
  /** Mutes or unmutes (a host's `muted` changing); nothing when it already is. */
  setMuted(muted: boolean): void
  setRate(rate: number): void
  setQuality(trackId: number): void
  qualities(): QualityTrack[]
  /** Live: jumps to the live edge and plays. */
  goToLive(): void
  /** The viewer pressed reload (MEDIA_ERROR) or retry (NETWORK_ERROR). */
  retry(): void
  /** Live: a live-status event from the socket (status, endedReason). */
  setLiveStatus(event: LiveStatusEvent): void
  /** Live: fresher stream info (pending-end protection, adult flag). */
  setStreamInfo(info: PlayerStreamInfo): void
  /** Merges facts about the viewer and channel into the alerts (dialogs and boxes). */
  setAccess(access: PlayerAccess): void
  /** The adult notice: agreeing clears it; `back` keeps it (the host leaves the page). */
  answerAdult(answer: 'agree' | 'back'): void
  /** Called after anything in {@link PlayerState} may have changed (for UIs). */
  subscribe(listener: () => void): Unsubscribe
  state(): PlayerState
  destroy(): void
}
