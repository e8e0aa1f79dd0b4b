import * as z from 'zod/mini'
import { endpoint } from '../core/endpoint'
import { queryNumber } from '../core/queryNumber'
import { pollEditFormSchema, pollFormSchema, pollPageSchema, pollSchema } from './poll.schemas'

const REST = 'REST-consistent path under /v2/poll'

/** @example client.poll.create({ title: 'Next map?', options: [{ content: 'A' }, { content: 'B' }], time: { minute: 5 } }) */
const create = endpoint({
  method: 'POST',
  path: '/v2/poll',
  body: pollFormSchema,
  answer: pollSchema,
  auth: 'required',
  chosen: REST,
})

/** @example client.poll.update(pollIdx, form) */
const update = endpoint({
  method: 'PATCH',
  path: '/v2/poll/{pollIdx}',
  body: pollEditFormSchema,
  answer: pollSchema,
  auth: 'required',
  chosen: REST,
})

/** @example client.poll.get(pollIdx) */
const get = endpoint({
  method: 'GET',
  path: '/v2/poll/{pollIdx}',
  answer: pollSchema,
  auth: 'optional',
  chosen: REST,
})

/** The poll running on a channel, or null. @example client.poll.getOngoing('a1b2') */
const getOngoing = endpoint({
  method: 'GET',
  path: '/v2/poll/ongoing/{channelId}',
  answer: z.nullish(pollSchema),
  auth: 'optional',
  chosen: REST,
})

/** @example client.poll.list({ page: 1, status: 'end' }) */
const list = endpoint({
  method: 'GET',
  path: '/v2/poll',
  query: z.object({
    page: z.optional(queryNumber()),
    limit: z.optional(queryNumber()),
    status: z.optional(z.string()),
  }),
  answer: pollPageSchema,
  auth: 'required',
  chosen: REST,
})

/** @example client.poll.vote(pollIdx, { voteItemIdx: 2 }) */
const vote = endpoint({
  method: 'POST',
  path: '/v2/poll/{pollIdx}/vote',
  body: z.object({ voteItemIdx: z.number() }),
  answer: pollSchema,
  auth: 'required',
  chosen: REST,
})

/** @example client.poll.end(pollIdx) */
const end = endpoint({
  method: 'POST',
  path: '/v2/poll/{pollIdx}/end',
  answer: pollSchema,
  auth: 'required',
  chosen: REST,
})

/** Poll calls (errors CHA30090..CHA30095 map to poll alert texts). @example bindEndpoints(transport, { poll: pollEndpoints }) */
export const pollEndpoints = { create, update, get, getOngoing, list, vote, end }
