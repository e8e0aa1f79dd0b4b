/** Backoff of the socket's reconnection: the first ceiling and the cap, in milliseconds. */
export interface ReconnectBackoff {
  baseMs: number
  maxMs: number
}

/**
 * The chosen backoff: ceilings of 0.5 s, 1 s, 2 s... capped at 30 s. After an outage every
 * viewer of a channel reconnects at once; the jitter spreads them over the whole window.
 *
 * @example reconnectDelay(3, Math.random, RECONNECT_BACKOFF) // somewhere in [0, 4000)
 */
export const RECONNECT_BACKOFF: ReconnectBackoff = { baseMs: 500, maxMs: 30_000 }

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): "full jitter", a
 * uniform draw below an exponential ceiling, `random() * min(maxMs, baseMs * 2^attempt)`.
 * `random` is injected so tests choose the draw.
 *
 * @example
 * reconnectDelay(0, () => 0.5) // 250
 * reconnectDelay(20, () => 0.5) // 15000: the ceiling is capped at 30 s
 */
export function reconnectDelay(
  attempt: number,
  random: () => number,
  backoff: ReconnectBackoff = RECONNECT_BACKOFF,
): number {
  // 2 ** 31 would overflow nothing, but the cap is reached long before: stop doubling there.
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(attempt, 30))
  const draw = Math.min(Math.max(random(), 0), 1)
  return Math.floor(draw * ceiling)
}
