import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryInteger } from '../../core/queryInteger'
import { POLL_STATUSES, pollPageSchema, pollSchema } from './poll.schemas'
import { pollEditFormSchema, pollFormSchema } from './pollForm'

// The spec shows no poll path ("poll fetch by id (paths not shown)"): REST paths under /v2/poll.
const REST = 'REST-consistent path under /v2/poll'

/**
 * Starts a poll on the caller's channel, or on `channelId` for one of its managers. Refused
 * while another poll runs there (CHA30092); a poll showing its result is closed by it.
 *
 * @example client.poll.create({ title: 'Next map?', options: [{ content: 'A' }, { content: 'B' }], time: { minute: 5 } })
 */
const create = endpoint({
  method: 'POST',
  path: '/v2/poll',
  body: pollFormSchema,
  answer: pollSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Edits a running poll: title, ranking, options (until the first vote: CHA30095 after), and
 * `time` added to its end (0 keeps it).
 *
 * @example client.poll.update(pollIdx, form)
 */
const update = endpoint({
  method: 'PATCH',
  path: '/v2/poll/{pollIdx}',
  body: pollEditFormSchema,
  answer: pollSchema,
  auth: 'required',
  chosen: REST,
})

/** A poll, with the caller's vote and the counts they may see. @example client.poll.get(pollIdx) */
const get = endpoint({
  method: 'GET',
  path: '/v2/poll/{pollIdx}',
  answer: pollSchema,
  auth: 'optional',
  chosen: REST,
})

/** The poll on a channel (running, or showing its result), or null. @example client.poll.getOngoing('a1b2') */
const getOngoing = endpoint({
  method: 'GET',
  path: '/v2/poll/ongoing/{channelId}',
  answer: z.nullable(pollSchema),
  auth: 'optional',
  chosen: REST,
})

/**
 * A channel's polls, newest first, 10 a page: the caller's channel, or `channelId` for one of
 * its managers.
 *
 * @example client.poll.list({ page: 1, status: 'end' })
 */
const list = endpoint({
  method: 'GET',
  path: '/v2/poll',
  query: z.object({
    page: z.optional(queryInteger(100_000)),
    status: z.optional(z.enum(POLL_STATUSES)),
    channelId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
  answer: pollPageSchema,
  auth: 'required',
  chosen: REST,
})

/** One vote per member per poll, while it runs. @example client.poll.vote(pollIdx, { voteItemIdx: 2 }) */
const vote = endpoint({
  method: 'POST',
  path: '/v2/poll/{pollIdx}/vote',
  body: z.object({ voteItemIdx: int32(1) }),
  answer: pollSchema,
  auth: 'required',
  embed: true,
  chosen: REST,
})

/**
 * Stops a running poll (its result shows to everyone), or closes a poll showing its result
 * (it leaves the channel's page).
 *
 * @example client.poll.end(pollIdx)
 */
const end = endpoint({
  method: 'POST',
  path: '/v2/poll/{pollIdx}/end',
  answer: pollSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Poll calls. Their refusals (chosen, the spec names the codes only): CHA30090 no such poll or
 * option, CHA30091 only the channel's streamer and managers, CHA30092 a poll already runs on
 * the channel, CHA30093 the poll has ended, CHA30094 already voted, CHA30095 the options are
 * locked once someone voted. See `pollAlertOf` for their alert texts.
 *
 * @example bindEndpoints(transport, { poll: pollEndpoints })
 */
export const pollEndpoints = { create, update, get, getOngoing, list, vote, end }
