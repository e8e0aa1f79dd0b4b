/**
 * One selectable rendition. `trackId` is the hls.js level index; {@link AUTO_TRACK_ID} is the
 * adaptive choice.
 *
 * @example { trackId: 2, label: '720p', resolution: '1280x720', videoHeight: 720, videoWidth: 1280, url, bitrate: 2800000 }
 */
export interface QualityTrack {
  trackId: number
  label: string
  resolution: string
  videoHeight: number
  videoWidth: number
  url: string
  bitrate: number
}

/** A media error as the recovery machine and hosts see it, whatever produced it. */
export interface MediaFault {
  fatal: boolean
  kind: 'network' | 'media' | 'other'
  /** hls.js error details (e.g. `fragLoadError`) or `MEDIA_ERR_*` for native playback. */
  code: string
  /**
   * A notice that playback waits for data, which the provider deals with itself (hls.js's
   * buffer stall, nudge and hole skip): no error of the stream, so recovery does not count it.
   */
  stall?: true
}

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
