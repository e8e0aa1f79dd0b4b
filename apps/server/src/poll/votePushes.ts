import { createPushThrottle, type PushThrottleOptions } from '../realtime/pushThrottle'

export interface VotePushes {
  /** A poll's counts changed: push them soon (read when the push goes out). */
  changed(pollId: number): void
  close(): void
}

export interface VotePushesOptions extends PushThrottleOptions {
  push(pollId: number): Promise<void>
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
  const throttle = createPushThrottle<number>(options)
  return {
    changed: (pollId) => throttle.changed(pollId, () => options.push(pollId)),
    close: () => throttle.close(),
  }
}
