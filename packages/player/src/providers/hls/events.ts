import type { MediaFault, QualityTrack } from './types'

/**
 * What a media provider reports. Recovery listens to `fault`, `fragment` and `time`; hosts to
 * the rest.
 *
 * @example provider.on('qualities', (tracks) => menu.set(tracks))
 */
export interface HlsProviderEvents {
  /** The renditions of the manifest, `auto` first. */
  qualities: QualityTrack[]
  /** The rendition actually playing changed (`auto` is true while ABR chooses). */
  'quality-change': { track: QualityTrack; auto: boolean }
  fault: MediaFault
  /** A fragment arrived; `end` is its end on the media timeline, in seconds. */
  fragment: { end: number }
  /** The playhead moved (the video's `timeupdate`). */
  time: { currentTime: number; paused: boolean }
  /** Seconds behind the live edge, after each fragment of a live stream. */
  latency: { latency: number; target?: number }
}
