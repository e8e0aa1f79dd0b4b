import type { Level } from 'hls.js'
import { AUTO_TRACK_ID, type QualityTrack } from './types'

/** The adaptive track, listed first in every quality menu. @example tracks[0] === AUTO_TRACK */
export const AUTO_TRACK: QualityTrack = {
  trackId: AUTO_TRACK_ID,
  label: 'auto',
  resolution: '',
  videoHeight: 0,
  videoWidth: 0,
  url: '',
  bitrate: 0,
}

/** The hls.js level fields a quality track is built from. */
export type LevelLike = Pick<Level, 'width' | 'height' | 'bitrate' | 'frameRate' | 'uri'>

/**
 * Turns an hls.js level into a quality track. High frame rates show in the label so that
 * 720p at 30 and at 60 fps stay distinguishable.
 *
 * @example toQualityTrack({ width: 1280, height: 720, bitrate: 2.8e6, frameRate: 60, uri }, 2).label // '720p60'
 */
export function toQualityTrack(level: LevelLike, trackId: number): QualityTrack {
  const fps = level.frameRate >= 49 ? String(Math.round(level.frameRate)) : ''
  return {
    trackId,
    label: level.height ? `${level.height}p${fps}` : `${Math.round(level.bitrate / 1000)}kbps`,
    resolution: level.width && level.height ? `${level.width}x${level.height}` : '',
    videoHeight: level.height,
    videoWidth: level.width,
    url: level.uri,
    bitrate: level.bitrate,
  }
}
