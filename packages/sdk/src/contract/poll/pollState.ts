import type { PollStatus } from './poll.schemas'

// The rules of a poll's state that the server and the kit both hold (viewing.md section 4,
// "Poll states"): the server refuses by them, the UI offers only what they allow. The kit's
// own rules over a poll it holds (voted flags, the red dot) are `poll/pollRules.ts`.

/**
 * The milliseconds left until `endsAt`, never below 0: a running poll's countdown on the page's
 * clock, its `remainingMs` on the server's.
 *
 * @example pollTimeLeft(endsAt, Date.now()) // 65_000
 */
export function pollTimeLeft(endsAt: Date | number, at: Date | number): number {
  return Math.max(0, Number(endsAt) - Number(at))
}

/**
 * Whether a poll is running: viewers may vote, its streamer may edit it. Given the time left
 * (the server knows its end), a poll whose time ran out no longer runs, even before the
 * scheduler moved it to its result; a page goes by the status the server sent.
 *
 * @example
 * isPollRunning(poll) // the page
 * isPollRunning(row, pollTimeLeft(row.endsAt, now)) // the server
 */
export function isPollRunning(poll: { status: PollStatus }, timeLeft?: number): boolean {
  return poll.status === 'in-progress' && (timeLeft === undefined || timeLeft > 0)
}

/**
 * Whether an edit may no longer change a poll's options: someone voted (chosen: a vote is for
 * an option as it read, so its text and its place stay).
 *
 * @example pollOptionsLocked(poll.totalVoteCnt) // true once someone voted
 */
export function pollOptionsLocked(votes: number | undefined): boolean {
  return (votes ?? 0) > 0
}
