import * as z from 'zod/mini'

const num = z.optional(z.number())
const str = z.optional(z.string())
const bool = z.optional(z.boolean())

/** Poll form limits. @example title.length <= POLL_LIMITS.title */
export const POLL_LIMITS = { title: 50, option: 50, minOptions: 1, maxOptions: 10 } as const

/** Poll states (wire values chosen). @example poll.status === 'result' */
export const POLL_STATUSES = ['in-progress', 'result', 'end'] as const
export type PollStatus = (typeof POLL_STATUSES)[number]

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
const part = z._default(z.int().check(z.nonnegative()), 0)

/** Poll duration; the total may be 0 only when editing. @example { day: 0, hour: 1, minute: 0 } */
export const pollTimeSchema = z.object({ day: part, hour: part, minute: part })
export type PollTime = z.output<typeof pollTimeSchema>

/** @example z.parse(pollOptionSchema, { content: 'Yes' }) */
export const pollOptionSchema = z.object({
  content: text(POLL_LIMITS.option),
  fileName: str,
  imageUrl: str,
  idx: num,
  channelVoteItemIdx: num,
})
export type PollOption = z.output<typeof pollOptionSchema>

const formShape = {
  title: text(POLL_LIMITS.title),
  options: z
    .array(pollOptionSchema)
    .check(z.minLength(POLL_LIMITS.minOptions), z.maxLength(POLL_LIMITS.maxOptions)),
  isRankingExpose: bool,
  time: pollTimeSchema,
}

/** Edit form: like the create form, but a total duration of 0 is allowed. @example z.parse(pollEditFormSchema, form) */
export const pollEditFormSchema = z.object(formShape)

/**
 * Create form: title 1..50, 1..10 options of 1..50, total duration at least 1 minute.
 *
 * @example z.parse(pollFormSchema, { title: 'Map?', options: [{ content: 'A' }], time: { minute: 1 } })
 */
export const pollFormSchema = z.object(formShape).check(
  z.refine((form) => form.time.day + form.time.hour + form.time.minute >= 1, {
    message: 'Poll duration must be at least 1 minute',
    path: ['time'],
  }),
)
export type PollForm = z.input<typeof pollFormSchema>

/** @example z.parse(pollVoteItemSchema, { idx: 2, isVoted: true, voteCnt: 5 }) */
export const pollVoteItemSchema = z.object({
  idx: z.number(),
  isVoted: bool,
  content: str,
  imageUrl: str,
  voteCnt: num,
})
export type PollVoteItem = z.output<typeof pollVoteItemSchema>

/**
 * A poll as the player sees it live (title, time and counts are optional extras).
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
  endDate: str,
})
export type Poll = z.output<typeof pollSchema>

/** @example z.parse(pollPageSchema, { pollList: [], totalCnt: 0 }) */
export const pollPageSchema = z.object({
  pollList: z._default(z.array(pollSchema), []),
  totalCnt: num,
  currentPage: num,
})
export type PollPage = z.output<typeof pollPageSchema>
