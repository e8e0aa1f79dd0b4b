import type { Poll, PollStatus, PollVoteItem } from '../contract/poll/poll.schemas'
import { isPollRunning } from '../contract/poll/pollState'

// The rules of a channel's current poll as a page holds it (viewing.md section 4, "Poll
// states"; accounts-platform.md section 4), pure so the poll machine, the overlay and the OBS
// widget read the same ones.

const byIdx = (a: PollVoteItem, b: PollVoteItem) => a.idx - b.idx

/**
 * Whether the member voted in the poll.
 *
 * @example hasVoted({ idx: 1, status: 'in-progress', voteItem: [{ idx: 1, isVoted: true }] }) // true
 */
export function hasVoted(poll: Poll | undefined): boolean {
  return poll?.voteItem.some((item) => item.isVoted === true) ?? false
}

/**
 * Whether the member may vote in the poll: it runs and they have not voted; given an option,
 * also that it is one of the poll's. The server checks each again.
 *
 * @example canVote(poll) ? t('vote') : t('seeResults')
 */
export function canVote(poll: Poll | undefined, itemIdx?: number): boolean {
  if (!poll || !isPollRunning(poll) || hasVoted(poll)) return false
  return itemIdx === undefined || poll.voteItem.some((item) => item.idx === itemIdx)
}

// The order a poll's statuses come in. A record rather than the schema's list: importing a
// value from the schemas' module brings every poll schema into the page's poll machine.
const STEP: Record<PollStatus, number> = { 'in-progress': 0, result: 1, end: 2 }

/**
 * Whether a poll that arrived is newer than the one held: a later poll, or a later status of
 * the same poll; a copy of the same state is not (a live update that came while the page
 * loaded the channel's poll is applied after the answer only then).
 *
 * @example isNewerPoll({ ...held, status: 'result' }, held) // true
 */
export function isNewerPoll(incoming: Poll, held: Poll | undefined): boolean {
  if (!held || incoming.idx > held.idx) return true
  return incoming.idx === held.idx && STEP[incoming.status] > STEP[held.status]
}

/**
 * A poll arriving (a live update, an answer) over the one held: a live update of the same poll
 * keeps the member's own voted flags (the channel's room never carries them) and whether they
 * may manage it; the items are sorted by idx. Another poll replaces the one held as it came.
 *
 * @example
 * mergePoll(held, update).voteItem.map((item) => item.idx) // [1, 2, 3]
 */
export function mergePoll(held: Poll | undefined, incoming: Poll): Poll {
  const items = [...incoming.voteItem].sort(byIdx)
  if (!held || held.idx !== incoming.idx) return { ...incoming, voteItem: items }
  const voted = new Set(held.voteItem.filter((item) => item.isVoted).map((item) => item.idx))
  return {
    ...incoming,
    ...(incoming.canManage === undefined && held.canManage !== undefined
      ? { canManage: held.canManage }
      : {}),
    voteItem: items.map((item) =>
      voted.has(item.idx) && !item.isVoted ? { ...item, isVoted: true } : item,
    ),
  }
}

/**
 * Whether a poll found on entering a channel lights the red dot: any poll does, unless it is
 * running and the member already voted in it.
 *
 * @example redDotOnEnter({ idx: 1, status: 'in-progress', voteItem: [] }) // true
 */
export function redDotOnEnter(poll: Poll | undefined): boolean {
  if (!poll || poll.status === 'end') return false
  return !(isPollRunning(poll) && hasVoted(poll))
}

/**
 * Whether an update lights the red dot: the status changed (a new poll counts as one, from no
 * poll to running). An `end` clears the poll instead (chosen: nothing is left to look at).
 *
 * @example redDotOnUpdate(running, { ...running, status: 'result' }) // true
 */
export function redDotOnUpdate(held: Poll | undefined, next: Poll): boolean {
  if (next.status === 'end') return false
  return !held || held.idx !== next.idx || held.status !== next.status
}

/**
 * Whether the counts of a poll are shown: the server leaves them out while they are hidden
 * (a running poll without `isRankingExpose`, to a viewer who does not manage it).
 *
 * @example countsShown({ idx: 1, status: 'result', voteItem: [{ idx: 1, voteCnt: 3 }] }) // true
 */
export function countsShown(poll: Poll): boolean {
  return poll.voteItem.length > 0 && poll.voteItem.every((item) => item.voteCnt !== undefined)
}

/** An option's share of the votes and its rank, as the popup and the overlay show them. */
export interface PollStanding {
  idx: number
  content: string
  voteCnt: number
  /** 0 to 1 of all votes (0 while nobody voted). */
  share: number
  /** 1 for the most votes; equal counts share a rank. */
  rank: number
  isVoted: boolean
}

/**
 * Every option's votes, share and rank, in the poll's order; `undefined` while the counts are
 * hidden.
 *
 * @example
 * pollStandings(poll)?.[0] // { idx: 1, content: 'Dust', voteCnt: 3, share: 0.75, rank: 1, isVoted: false }
 */
export function pollStandings(poll: Poll): PollStanding[] | undefined {
  if (!countsShown(poll)) return undefined
  const total = poll.voteItem.reduce((sum, item) => sum + (item.voteCnt ?? 0), 0)
  const counts = poll.voteItem.map((item) => item.voteCnt ?? 0)
  return [...poll.voteItem].sort(byIdx).map((item) => {
    const voteCnt = item.voteCnt ?? 0
    return {
      idx: item.idx,
      content: item.content ?? '',
      voteCnt,
      share: total === 0 ? 0 : voteCnt / total,
      rank: 1 + counts.filter((count) => count > voteCnt).length,
      isVoted: item.isVoted === true,
    }
  })
}
