import type { StreamHealth } from '../contract/live/streamDashboard.schemas'

/**
 * Encoder settings that work with the ingest (the packager copies H.264 and cuts 1 s segments
 * at the publisher's keyframes): H.264 (x264) with a keyframe every 2 s, constant bitrate, AAC
 * audio. What the first-time streamer's how-to shows.
 *
 * @example `${ENCODER_SETTINGS.keyframeIntervalSeconds} s` // '2 s'
 */
export const ENCODER_SETTINGS = {
  videoEncoder: 'x264 (H.264)',
  rateControl: 'CBR',
  keyframeIntervalSeconds: 2,
  /** kbit/s for 720p at 30 fps; 1080p at 30 fps wants about 4500. */
  videoBitrateKbps: 2500,
  maxVideoBitrateKbps: 6000,
  audioEncoder: 'AAC',
  audioBitrateKbps: 128,
} as const

/** A health panel's verdict on one measure. */
export type StreamHealthState = 'unknown' | 'good' | 'warning'

/** Why a measure is a warning, for the panel to say. */
export type StreamHealthWarning = 'lowBitrate' | 'highBitrate' | 'lowFrameRate' | 'keyframes'

// Below these a viewer sees a blurry or choppy picture.
const MIN_BITRATE_KBPS = 400
const MIN_FRAME_RATE = 20
// The keyframe interval should be 2 s; a little over is the encoder's rounding.
const KEYFRAME_TOLERANCE_S = 0.6

/**
 * What the health panel says of the ingest's measure: `unknown` before the first one, each
 * problem found otherwise (keyframes further apart than 2 s, a bitrate or frame rate that
 * viewers will notice).
 *
 * @example streamHealthOf({ bitrateKbps: 150, frameRate: 30, measuredAt }) // { state: 'warning', warnings: ['lowBitrate'] }
 */
export function streamHealthOf(health: StreamHealth | undefined): {
  state: StreamHealthState
  warnings: StreamHealthWarning[]
} {
  if (!health || health.bitrateKbps === undefined) return { state: 'unknown', warnings: [] }
  const warnings: StreamHealthWarning[] = []
  if (health.bitrateKbps < MIN_BITRATE_KBPS) warnings.push('lowBitrate')
  if (health.bitrateKbps > ENCODER_SETTINGS.maxVideoBitrateKbps + ENCODER_SETTINGS.audioBitrateKbps)
    warnings.push('highBitrate')
  if (health.frameRate !== undefined && health.frameRate < MIN_FRAME_RATE)
    warnings.push('lowFrameRate')
  // Shorter is fine (the packager cuts 1 s segments); longer delays the live and its start.
  if (
    health.keyframeInterval !== undefined &&
    health.keyframeInterval > ENCODER_SETTINGS.keyframeIntervalSeconds + KEYFRAME_TOLERANCE_S
  )
    warnings.push('keyframes')
  return { state: warnings.length > 0 ? 'warning' : 'good', warnings }
}

/**
 * How long a broadcast has been live, `H:MM:SS`, from its start (ISO 8601) to `now`; `—` without
 * a start.
 *
 * @example uptimeOf('2026-11-28T18:00:00Z', Date.parse('2026-11-28T19:02:03Z')) // '1:02:03'
 */
export function uptimeOf(openDate: string | undefined, now: number): string {
  const started = openDate === undefined ? Number.NaN : Date.parse(openDate)
  if (Number.isNaN(started)) return '—'
  const total = Math.max(0, Math.floor((now - started) / 1000))
  const two = (value: number) => String(value).padStart(2, '0')
  return `${Math.floor(total / 3600)}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`
}
