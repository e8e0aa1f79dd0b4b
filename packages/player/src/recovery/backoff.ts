/** First retry delay after a fatal network error. @example backoffDelay(0, Math.random) // 800..1200 */
const BACKOFF_BASE_MS = 1000
/** Longest wait between two network retries, before jitter. @example BACKOFF_MAX_MS // 30000 */
export const BACKOFF_MAX_MS = 30000
/**
 * Each delay moves by up to this share either way, so players that lost the same CDN edge do
 * not retry in step. @example BACKOFF_JITTER // 0.2
 */
const BACKOFF_JITTER = 0.2

/**
 * Exponential backoff with jitter: 1 s, 2 s, 4 s… capped at 30 s, each ±20 %. Never zero, so a
 * fatal network error can never become a tight reload loop.
 *
 * @example backoffDelay(3, () => 0.5) // 8000
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt), BACKOFF_MAX_MS)
  const spread = Math.min(Math.max(random(), 0), 1) * 2 - 1
  return Math.round(base * (1 + BACKOFF_JITTER * spread))
}
