import { lowLatencyLiveConfig } from '../providers/hls/config'
import type { MediaProvider } from '../providers/hls/types'

// hls.js aims `liveSyncDurationCount` segments behind the edge and tolerates up to
// `liveMaxLatencyDurationCount`; beyond that ratio of the target the viewer is behind.
const BEHIND_RATIO =
  lowLatencyLiveConfig.liveMaxLatencyDurationCount / lowLatencyLiveConfig.liveSyncDurationCount

/**
 * Whether playback drifted behind the live edge by more than the max latency (4 segments, the
 * target being 2.5). Unknown without a target latency.
 *
 * @example isBehindLive({ latency: 9, target: 3 }) // true: more than 4.8 s behind
 */
export function isBehindLive({ latency, target }: { latency: number; target?: number }): boolean {
  return target !== undefined && target > 0 && latency > target * BEHIND_RATIO
}

/**
 * Where "live" is: hls.js's sync position when the provider knows it, else the end of the
 * seekable range (native HLS).
 *
 * @example video.currentTime = liveEdgeOf(video, provider) ?? video.currentTime
 */
export function liveEdgeOf(
  video: HTMLVideoElement,
  provider: MediaProvider | undefined,
): number | undefined {
  const synced = provider?.liveSyncPosition?.()
  if (synced !== undefined) return synced
  const { seekable } = video
  return seekable && seekable.length > 0 ? seekable.end(seekable.length - 1) : undefined
}
