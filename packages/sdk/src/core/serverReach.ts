import { ApiError } from './apiError'
import { type ReconnectBackoff, reconnectDelay } from './reconnectDelay'

/**
 * Whether a failure says the server could not be reached (no answer, a timeout, or a gateway's
 * 502/504/bare 503): the call itself was fine, and the same call may work in a moment. Such a
 * failure is worded "Can't reach the server" rather than with its raw status.
 *
 * @example
 * isUnreachable(new ApiError(502, 'BAD_GATEWAY', 'HTTP 502')) // true
 * isUnreachable(new ApiError(404, 'CHA30006', 'No such channel')) // false
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unreachable'
}

/**
 * How a screen that failed to load tries again by itself (chosen): at most `attempts` times,
 * each after a full-jitter draw below 1 s, 2 s, 4 s... capped at 30 s (the socket's rule,
 * `reconnectDelay`). Past that, it waits for the Retry button, the browser coming back online
 * or the window regaining focus (`recoveryCues`).
 */
export const AUTO_RETRY: ReconnectBackoff & { attempts: number } = {
  baseMs: 1000,
  maxMs: 30_000,
  attempts: 8,
}

/**
 * The wait before automatic retry `attempt` (0 for the first) of a failed load or query.
 *
 * @example
 * retryDelayOf(0, () => 1) // 1000
 * retryDelayOf(10, () => 1) // 30000
 */
export function retryDelayOf(attempt: number, random: () => number = Math.random): number {
  return reconnectDelay(attempt, random, AUTO_RETRY)
}

/**
 * Whether a failed load is tried again by itself: the server was unreachable or faulted (not a
 * refusal, not maintenance), and fewer than {@link AUTO_RETRY}'s attempts were made.
 *
 * @example
 * shouldAutoRetry(new ApiError(0, 'NETWORK_ERROR', 'failed'), 2) // true
 */
export function shouldAutoRetry(error: unknown, attempts: number): boolean {
  if (attempts >= AUTO_RETRY.attempts || !(error instanceof ApiError)) return false
  return isUnreachable(error) || (error.status >= 500 && error.kind === 'unknown')
}
