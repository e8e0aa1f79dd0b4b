export interface PushThrottle<K> {
  /**
   * The key changed: `push` runs now when the key is quiet, otherwise once the interval since
   * its last push is over. A key already waiting keeps the push it has (the push reads what to
   * send when it runs, so the burst's last change goes out with it).
   */
  changed(key: K, push: () => Promise<void>): void
  /** Forgets when the key last pushed: its next change goes out at once. */
  forget(key: K): void
  /** After `close()`: a push that was reading when it closed sends nothing. */
  readonly closed: boolean
  close(): void
}

/**
 * At most one push per key in this time (chosen): a busy channel takes thousands of joins,
 * likes or votes in a few seconds, and every push goes to every viewer; once a second keeps the
 * counts and the bars moving.
 */
const PUSH_INTERVAL_MS = 1000

export interface PushThrottleOptions {
  /** Shortest time between two pushes of one key (default 1 s). */
  intervalMs?: number
  onError?: (error: unknown) => void
}

/**
 * Spaces the socket pushes of each key (a channel, a poll): the first change of a quiet key goes
 * out at once, later ones at most once per interval, so a burst of changes (joins, likes, votes)
 * is one push to every viewer of the room. Its timers never hold the process open.
 *
 * @example
 * const throttle = createPushThrottle<number>({ intervalMs: 1000 })
 * throttle.changed(poll.id, () => pushPoll(poll.id))
 */
export function createPushThrottle<K>(options: PushThrottleOptions): PushThrottle<K> {
  const intervalMs = options.intervalMs ?? PUSH_INTERVAL_MS
  const lastPushAt = new Map<K, number>()
  const timers = new Map<K, NodeJS.Timeout>()
  let lastPruneAt = 0
  let closed = false

  const run = (key: K, push: () => Promise<void>) => {
    timers.delete(key)
    if (closed) return
    const now = Date.now()
    // Keys quiet for sixty intervals are forgotten: their next change goes out at once anyway.
    if (now - lastPruneAt > intervalMs * 60) {
      lastPruneAt = now
      for (const [other, at] of lastPushAt) if (now - at > intervalMs * 60) lastPushAt.delete(other)
    }
    lastPushAt.set(key, now)
    push().catch((error: unknown) => options.onError?.(error))
  }

  return {
    changed(key, push) {
      if (closed || timers.has(key)) return
      const wait = Math.max(0, (lastPushAt.get(key) ?? 0) + intervalMs - Date.now())
      const timer = setTimeout(() => run(key, push), wait)
      timer.unref()
      timers.set(key, timer)
    },
    forget(key) {
      lastPushAt.delete(key)
    },
    get closed() {
      return closed
    },
    close() {
      closed = true
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
