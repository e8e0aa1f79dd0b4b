import type { HlsConfig } from 'hls.js'

const fragmentRetry = { maxNumRetry: 5 }

/** The fastest rate hls.js plays a live stream at to get back to its target latency. */
export const LIVE_CATCH_UP_RATE = 1.25

/**
 * hls.js settings for low-latency live (spec: sync 2.5 segments, max latency 4, fragment
 * retries 5, buffer-low threshold 0.2 s).
 *
 * - `fragLoadPolicy` replaces `fragLoadingMaxRetry`, deprecated since hls.js 1.5; both retry
 *   counts are 5, as the old option set them, and the delays are hls.js's defaults.
 * - The buffer-low threshold is `maxBufferHole`: hls.js 1.5 removed `lowBufferWatchdogPeriod`,
 *   and its stall handling now jumps a gap ahead of the playhead when the gap is under
 *   `maxBufferHole` seconds. `highBufferWatchdogPeriod` keeps its 2 s default: at 0.2 s hls.js
 *   would nudge on every short stall and turn a slow network into fatal stall errors.
 *
 * @example new Hls({ ...lowLatencyLiveConfig, ...yourConfig })
 */
export const lowLatencyLiveConfig = {
  lowLatencyMode: true,
  // A viewer who fell behind (a slow start, a stall) drifts back to the target at up to 1.25x
  // instead of staying late for the rest of the broadcast: on the site's channel page the
  // latency otherwise stayed wherever the start left it, 3.1 s on one load, 3.6 s on the next.
  maxLiveSyncPlaybackRate: LIVE_CATCH_UP_RATE,
  liveSyncDurationCount: 2.5,
  liveMaxLatencyDurationCount: 4,
  maxBufferHole: 0.2,
  fragLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 10000,
      maxLoadTimeMs: 120000,
      timeoutRetry: { ...fragmentRetry, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { ...fragmentRetry, retryDelayMs: 1000, maxRetryDelayMs: 8000 },
    },
  },
} satisfies Partial<HlsConfig>
