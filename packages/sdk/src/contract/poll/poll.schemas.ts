import * as z from 'zod/mini'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'
import { countedPaging, listPageSchema } from '../core/listPage'

// A poll as the calls and the socket answer it. The form the streamer sends is `pollForm.ts`.

/**
 * Poll states (wire values chosen): `in-progress` while viewers vote; `result` once its time ran
 * out or the streamer stopped it, when everyone sees the counts; `end` once the streamer closed
 * it (or started the next one), when it leaves the channel's page.
 *
 * @example poll.status === 'result'
 */
export const POLL_STATUSES = ['in-progress', 'result', 'end'] as const
export type PollStatus = (typeof POLL_STATUSES)[number]

/**
 * The poll's refusals (accounts-platform.md section 8 names CHA30090 to CHA30095 and says they
 * map to the poll's alert texts; which rule each names is chosen, and written here once):
 * CHA30090 no such poll (or no such option in it), CHA30091 only the channel's streamer and
 * managers create, edit and end, CHA30092 a poll already runs on the channel, CHA30093 the poll
 * has ended (no vote, edit or end after it), CHA30094 the member already voted, CHA30095 the
 * options are locked (someone voted).
 *
 * @example throw new HttpError(409, POLL_ERRORS.alreadyVoted, 'Already voted')
 */
export const POLL_ERRORS = {
  notFound: 'CHA30090',
  notAllowed: 'CHA30091',
  alreadyRunning: 'CHA30092',
  ended: 'CHA30093',
  alreadyVoted: 'CHA30094',
  optionsLocked: 'CHA30095',
} as const
export type PollErrorCode = (typeof POLL_ERRORS)[keyof typeof POLL_ERRORS]

/** Polls per page of the streamer's list (chosen: the spec's page size 10). */
export const POLL_PAGE_SIZE = 10

/** A poll's duration as it was set. @example { day: 0, hour: 1, minute: 0 } */
export const pollTimeSchema = z.object({ day: z.number(), hour: z.number(), minute: z.number() })
export type PollTime = z.output<typeof pollTimeSchema>

/** An option as the form sends it (`content` 1..50 once kept). @example { content: 'Yes' } */
export const pollOptionSchema = z.object({
  content: z.string(),
  fileName: str,
  imageUrl: str,
  idx: num,
  channelVoteItemIdx: num,
})
export type PollOption = z.output<typeof pollOptionSchema>

/**
 * One option of a live poll: `idx` its place (1 first), `isVoted` whether the caller chose it
 * (only in answers to that member), `voteCnt` its votes (absent while the counts are hidden:
 * a running poll with `isRankingExpose` off, to anyone but its channel's streamer and managers).
 *
 * @example z.parse(pollVoteItemSchema, { idx: 2, isVoted: true, voteCnt: 5, content: 'Mirage' })
 */
export const pollVoteItemSchema = z.object({
  idx: z.number(),
  isVoted: bool,
  content: str,
  imageUrl: str,
  voteCnt: num,
})
export type PollVoteItem = z.output<typeof pollVoteItemSchema>

/**
 * A poll as the player sees it live. Beside the spec's idx, status and voteItem (chosen extras):
 * its title and channel, `isRankingExpose`, its duration, `startDate` and `endDate` (ISO),
 * `remainingMs` (measured by the server as it answered, so a client's clock does not matter),
 * `totalVoteCnt` (the number of voters, shown even while the counts are hidden) and
 * `canManage` (the caller may edit and end it; only in answers to the caller).
 *
 * @example z.parse(pollSchema, { idx: 1, status: 'in-progress', voteItem: [{ idx: 1, isVoted: false }] })
 */
export const pollSchema = z.object({
  idx: z.number(),
  status: z.enum(POLL_STATUSES),
  voteItem: z._default(z.array(pollVoteItemSchema), []),
  title: str,
  channelId: str,
  isRankingExpose: bool,
  time: z.optional(z.partial(pollTimeSchema)),
  startDate: str,
  endDate: str,
  remainingMs: num,
  totalVoteCnt: num,
  canManage: bool,
})
export type Poll = z.output<typeof pollSchema>

/** @example z.parse(pollPageSchema, { pollList: [], totalCnt: 0, currentPage: 1 }) */
export const pollPageSchema = listPageSchema('pollList', pollSchema, countedPaging)
export type PollPage = z.output<typeof pollPageSchema>
