/**
 * At most one vote count push per poll in this time (chosen): a poll on a busy channel takes
 * thousands of votes in its first seconds, and every push goes to every viewer; once a second
 * keeps the bars moving.
 */
const VOTE_PUSH_INTERVAL_MS = 1000

export interface VotePushes {
  /** A poll's counts changed: push them soon (read when the push goes out). */
  changed(pollId: number): void
  close(): void
}

export interface VotePushesOptions {
  push(pollId: number): Promise<void>
  onError?: (error: unknown) => void
  intervalMs?: number
}

/**
 * Coalesces vote count changes into CHANNEL_VOTE pushes: the first vote of a quiet poll is
 * pushed at once, later ones at most once per interval, so a burst of votes is one push.
 *
 * @example
 * const votes = createVotePushes({ push: (id) => pushPoll(id) })
 * votes.changed(poll.id)
 */
export function createVotePushes(options: VotePushesOptions): VotePushes {
  const interval = options.intervalMs ?? VOTE_PUSH_INTERVAL_MS
  const lastPushAt = new Map<number, number>()
  const timers = new Map<number, NodeJS.Timeout>()
  let closed = false
  const run = (pollId: number) => {
    timers.delete(pollId)
    if (closed) return
    const now = Date.now()
    // Polls quiet for a minute are forgotten: their next vote is pushed at once anyway.
    for (const [id, at] of lastPushAt) if (now - at > interval * 60) lastPushAt.delete(id)
    lastPushAt.set(pollId, now)
    options.push(pollId).catch((error: unknown) => options.onError?.(error))
  }
  return {
    changed(pollId) {
      if (closed || timers.has(pollId)) return
      const wait = Math.max(0, (lastPushAt.get(pollId) ?? 0) + interval - Date.now())
      const timer = setTimeout(() => run(pollId), wait)
      timer.unref()
      timers.set(pollId, timer)
    },
    close() {
      closed = true
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
