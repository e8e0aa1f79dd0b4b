import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryInteger } from '../../core/queryInteger'
import { unreadAnswer as none } from '../core/fields'
import { switchEndpoints } from '../core/switchEndpoints'
import { postReportSchema, reportReasonSchema } from '../report/report.schemas'
import {
  channelInfoAnswerSchema,
  channelPageSchema,
  channelTargetSchema,
  followingPageSchema,
  sessionUserSchema,
} from './channel.schemas'
import { BLOCK_PAGE_SIZE, FOLLOWING_PAGE_SIZE, NOT_INTERESTED_PAGE_SIZE } from './channelLimits'

export {
  BLOCK_LIMIT,
  BLOCK_PAGE_SIZE,
  FOLLOWING_PAGE_SIZE,
  NOT_INTERESTED_PAGE_SIZE,
} from './channelLimits'

// Query values arrive as strings at the server; typed as numbers for callers.
const pageQuery = (size: number) =>
  z.object({ page: z._default(queryInteger(), 1), limit: z._default(queryInteger(100), size) })

const getChannelInfo = endpoint({
  method: 'GET',
  path: '/v2/channel/info/{channelId}',
  answer: channelInfoAnswerSchema,
  auth: 'optional',
})

const getMyChannel = endpoint({
  method: 'GET',
  path: '/v2/channel/info',
  answer: sessionUserSchema,
  auth: 'required',
  embed: true,
})

const listBlocked = endpoint({
  method: 'GET',
  path: '/v2/channel/block',
  query: pageQuery(BLOCK_PAGE_SIZE),
  answer: channelPageSchema,
  auth: 'required',
  embed: true,
})

const { on: block, off: unblock } = switchEndpoints({
  path: '/v2/channel/block',
  body: channelTargetSchema,
  answer: none,
  auth: 'required',
  embed: true,
})

const listNotInterested = endpoint({
  method: 'GET',
  path: '/v2/channel/not-interested',
  query: pageQuery(NOT_INTERESTED_PAGE_SIZE),
  answer: channelPageSchema,
  auth: 'required',
  chosen: 'answer shape not shown; same page as the blocked list ({ items, total })',
})

const { on: addNotInterested, off: removeNotInterested } = switchEndpoints({
  path: '/v2/channel/not-interested',
  body: channelTargetSchema,
  answer: none,
  auth: 'required',
})

const { on: follow, off: unfollow } = switchEndpoints({
  path: '/channel/follow',
  body: channelTargetSchema,
  answer: none,
  auth: 'required',
  embed: true,
})

/**
 * The channels the member follows, with their live state (`/following`, `/following/channel`).
 *
 * @example const { followingList } = await client.channel.listFollowing({ page: 1 })
 */
const listFollowing = endpoint({
  method: 'GET',
  path: '/v2/channel/following',
  query: pageQuery(FOLLOWING_PAGE_SIZE),
  answer: followingPageSchema,
  auth: 'required',
  chosen: 'path and answer {followingList, totalCnt, currentPage}; 20 a page',
})

const listReportReasons = endpoint({
  method: 'GET',
  path: '/channel/report-reason/{type}',
  answer: z.array(reportReasonSchema),
  auth: 'optional',
  chosen: 'answer shape not shown: [{ reportReasonIdx, reason }]',
})

const reportChannel = endpoint({
  method: 'POST',
  path: '/channel/{channelId}/report',
  body: postReportSchema,
  answer: none,
  auth: 'required',
  chosen: 'payload not shown; the post report payload { reportReasonIdx, reportedCommentContent }',
})

/**
 * The managers of the caller's channel (streamer only), as a page of channels.
 *
 * @example const { items } = await client.channel.listManagers()
 */
const listManagers = endpoint({
  method: 'GET',
  path: '/v2/channel/manager',
  answer: channelPageSchema,
  auth: 'required',
  chosen: 'answer a channel page (items, total) like the block list',
})

/**
 * Makes a channel a manager of the caller's channel, or dismisses it.
 *
 * @example client.channel.addManager({ channelId: 'viewer1' })
 * @example client.channel.removeManager({ channelId: 'viewer1' })
 */
const { on: addManager, off: removeManager } = switchEndpoints({
  path: '/v2/channel/manager',
  body: channelTargetSchema,
  answer: none,
  auth: 'required',
  chosen: 'body {channelId}',
})

/**
 * Channels to pick a manager from, by channel id or nickname prefix (at most 10).
 *
 * @example const { items } = await client.channel.searchManagerCandidates({ keyword: 'vie' })
 */
const searchManagerCandidates = endpoint({
  method: 'GET',
  path: '/v2/channel/manager/search',
  query: z.object({ keyword: z.string().check(z.minLength(1), z.maxLength(20)) }),
  answer: channelPageSchema,
  auth: 'required',
  chosen: 'query {keyword}; answer a channel page of at most 10',
})

/**
 * Channel info, the signed-in member's channel, blocking, not-interested and following.
 *
 * @example
 * const client = bindEndpoints(transport, { channel: channelEndpoints })
 * await client.channel.block({ channelId: 'troll' })
 */
export const channelEndpoints = {
  getChannelInfo,
  getMyChannel,
  listBlocked,
  block,
  unblock,
  listNotInterested,
  addNotInterested,
  removeNotInterested,
  follow,
  unfollow,
  listFollowing,
  listReportReasons,
  reportChannel,
  listManagers,
  addManager,
  removeManager,
  searchManagerCandidates,
}
