/**
 * The server's "now" for rules that turn on a date (a reserved post goes public at its time).
 * A test of such a rule moves this clock with `advanceClock` (from `@airwave/server/testing`)
 * instead of waiting: a browser flow cannot wait a day for a post to come out. Each test file
 * runs in its own worker, with its own clock.
 */
let offsetMs = 0

/** @example const reserved = post.reservedAt > now() */
export function now(): Date {
  return new Date(Date.now() + offsetMs)
}

/**
 * Moves the server's clock forward (tests only).
 *
 * @example
 * advanceClock(25 * 60 * 60 * 1000) // a day and an hour later
 */
export function advanceClock(ms: number): void {
  offsetMs += ms
}

/** Back to the real time (tests only). */
export function resetClock(): void {
  offsetMs = 0
}
