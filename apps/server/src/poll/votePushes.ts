import { createPushThrottle } from '../realtime/pushThrottle'

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
  const throttle = createPushThrottle<number>({
    intervalMs: options.intervalMs ?? VOTE_PUSH_INTERVAL_MS,
    onError: options.onError,
  })
  return {
    changed: (pollId) => throttle.changed(pollId, () => options.push(pollId)),
    close: () => throttle.close(),
  }
}
