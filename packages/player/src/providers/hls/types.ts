import type Hls from 'hls.js'
import type { HlsConfig } from 'hls.js'
import type { Unsubscribe } from '../../emitter'
import type { HlsProviderEvents, QualityTrack } from './events'

export type { MediaFault, QualityTrack } from './events'

/** The hls.js class, full or light build. */
export type HlsConstructor = typeof Hls

/** The part of an hls.js instance the provider drives (a fake implements just this in tests). */
export type HlsInstance = Pick<
  Hls,
  | 'attachMedia'
  | 'detachMedia'
  | 'loadSource'
  | 'startLoad'
  | 'stopLoad'
  | 'recoverMediaError'
  | 'swapAudioCodec'
  | 'destroy'
  | 'on'
  | 'off'
  | 'levels'
  | 'currentLevel'
  | 'latency'
  | 'targetLatency'
  | 'liveSyncPosition'
  | 'config'
>

/** Which hls.js build to load; `light` lacks subtitles, alternate audio, DRM and CMCD. */
export type HlsBuild = 'light' | 'full'

/** The track id of adaptive quality (hls.js uses -1 for "let ABR pick"). @example setQuality(AUTO_TRACK_ID) */
export const AUTO_TRACK_ID = -1

/** What a stream needs beyond plain video and audio; anything set here loads the full hls.js. */
export interface StreamFeatures {
  subtitles?: boolean
  alternateAudio?: boolean
  drm?: boolean
}

/**
 * A loaded media provider: the video element plus whatever feeds it. Both the hls.js provider and
 * native HLS (Safari) implement it, so the player never asks which one it got.
 */
export interface MediaProvider {
  readonly type: 'hls' | 'native-hls'
  readonly video: HTMLVideoElement
  load(src: string): void
  startLoad(): void
  /** Stops fetching segments and playlists until `startLoad` or `reloadSource`. */
  stopLoad(): void
  reloadSource(): void
  recoverMediaError(): void
  swapAudioCodec(): void
  qualities(): QualityTrack[]
  /** The selected track id, or {@link AUTO_TRACK_ID}. */
  quality(): number
  setQuality(trackId: number): void
  /** Seconds behind the live edge, when known. */
  latency(): number | undefined
  /** Live: where playing "at the live edge" means, as a media time; hls.js knows it. */
  liveSyncPosition?(): number | undefined
  /**
   * Live: whether playback speeds up a little to get back to the target latency after a slow
   * start or a stall. Off while the viewer has chosen a rate of their own.
   */
  catchUpLive?(enabled: boolean): void
  on<K extends keyof HlsProviderEvents>(
    event: K,
    listener: (payload: HlsProviderEvents[K]) => void,
  ): Unsubscribe
  destroy(): void
}

/** Options of the HLS provider. */
export interface HlsProviderOptions {
  /** Merged over {@link lowLatencyLiveConfig} for live, over hls.js defaults otherwise. */
  config?: Partial<HlsConfig>
  live?: boolean
  features?: StreamFeatures
  /** Loads the hls.js class; defaults to {@link loadHlsLibrary}. Tests pass a fake. */
  loadLibrary?: (build: HlsBuild) => Promise<HlsConstructor>
}
