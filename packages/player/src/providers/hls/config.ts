import type { HlsConfig } from 'hls.js'

const fragmentRetry = { maxNumRetry: 5 }

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
