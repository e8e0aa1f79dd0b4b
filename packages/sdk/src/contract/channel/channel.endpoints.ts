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
import { bannerShownSchema, channelBannerSchema } from './channelBanner.schemas'
import { BLOCK_PAGE_SIZE, FOLLOWING_PAGE_SIZE, NOT_INTERESTED_PAGE_SIZE } from './channelLimits'
import { channelProfileSchema } from './channelProfile.schemas'
import { channelProfileImageSchema } from './channelProfileImage.schemas'
import { followerPageSchema } from './follower.schemas'
import {
  managedChannelListSchema,
  managerActivityPageSchema,
  managerListSchema,
  updateManagerSchema,
} from './manager.schemas'

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
 * The managers of the caller's channel (streamer only), each with their permissions.
 *
 * @example const { items } = await client.channel.listManagers()
 */
const listManagers = endpoint({
  method: 'GET',
  path: '/v2/channel/manager',
  answer: managerListSchema,
  auth: 'required',
  chosen: 'answer a page (items, total) like the block list, each with permissions and createdDate',
})

/**
 * Changes what one manager of the caller's channel may do (streamer only); 404 CHA30023 for a
 * channel that is not one of its managers.
 *
 * @example await client.channel.updateManager({ channelId: 'viewer1', permissions: { chat: true } })
 */
const updateManager = endpoint({
  method: 'PATCH',
  path: '/v2/channel/manager',
  body: updateManagerSchema,
  answer: none,
  auth: 'required',
  chosen: 'body {channelId, permissions: partial}; the six permissions are ours',
})

/**
 * The channels the caller manages, with what they may do on each (the dashboard's picker).
 *
 * @example const { items } = await client.channel.listManagedChannels()
 */
const listManagedChannels = endpoint({
  method: 'GET',
  path: '/v2/channel/manager/managed',
  answer: managedChannelListSchema,
  auth: 'required',
  chosen: 'path and answer ours',
})

/**
 * What the managers of the caller's channel did, newest first, 30 a page (streamer only).
 *
 * @example const { items } = await client.channel.listManagerActivity({ page: 1 })
 */
const listManagerActivity = endpoint({
  method: 'GET',
  path: '/v2/channel/manager/activity',
  query: z.object({ page: z._default(queryInteger(), 1) }),
  answer: managerActivityPageSchema,
  auth: 'required',
  chosen: 'path, query and answer ours; 30 a page (the dashboard list limit 30)',
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
 * The followers of the caller's channel, newest first, 30 a page (streamer only);
 * `keyword` keeps those whose channel id or nickname starts with it (any case).
 *
 * @example const { items, total } = await client.channel.listFollowers({ page: 1, keyword: 'vi' })
 */
const listFollowers = endpoint({
  method: 'GET',
  path: '/v2/channel/follower',
  query: z.object({
    page: z._default(queryInteger(), 1),
    keyword: z.optional(z.string().check(z.maxLength(20))),
  }),
  answer: followerPageSchema,
  auth: 'required',
  chosen: 'path, query and answer ours; 30 a page (the dashboard list limit 30)',
})

/**
 * A channel's description and links, for anyone.
 *
 * @example const { description, links } = await client.channel.getChannelProfile('airwave')
 */
const getChannelProfile = endpoint({
  method: 'GET',
  path: '/v2/channel/profile/{channelId}',
  answer: channelProfileSchema,
  auth: 'optional',
  chosen: 'path and answer ours: { description, links: [{ title, url }] }',
})

/**
 * Replaces the caller's channel's description and links (at most 5, http and https only).
 *
 * @example await client.channel.updateChannelProfile({ description: 'Hi', links: [{ title: 'Site', url: 'https://example.com' }] })
 */
const updateChannelProfile = endpoint({
  method: 'PUT',
  path: '/v2/channel/profile',
  body: channelProfileSchema,
  answer: channelProfileSchema,
  auth: 'required',
  chosen: 'path, body and answer ours; answers what was kept',
})

/**
 * Adds a banner to the caller's channel: multipart, one image in `file` (png, jpeg, gif or webp,
 * checked as post images are) and an optional `linkUrl` field; at most 5 banners.
 *
 * @example await client.channel.uploadBanner(form)
 */
const uploadBanner = endpoint({
  method: 'POST',
  path: '/v2/channel/banner',
  body: 'multipart',
  answer: channelBannerSchema,
  auth: 'required',
  chosen: 'path and answer ours; owner only; 400 CHANNEL_BANNER_LIMIT past 5',
})

/** Removes one of the caller's channel's banners. @example await client.channel.deleteBanner(3) */
const deleteBanner = endpoint({
  method: 'DELETE',
  path: '/v2/channel/banner/{bannerIdx}',
  answer: none,
  auth: 'required',
  chosen: 'path ours; owner only',
})

/**
 * Shows or hides the banner on the caller's channel page.
 *
 * @example await client.channel.setBannerShown({ isBanner: true })
 */
const setBannerShown = endpoint({
  method: 'PATCH',
  path: '/v2/channel/banner',
  body: bannerShownSchema,
  answer: bannerShownSchema,
  auth: 'required',
  chosen: 'path, body and answer ours; owner only',
})

/**
 * Sets the caller's channel's profile image: multipart, one image in `file` (png, jpeg, gif or
 * webp, checked by its bytes as banners are; at most 5 MB, else 413 FILE_SIZE_EXCEEDS).
 *
 * @example const { channelProfileImg } = await client.channel.uploadProfileImage(form)
 */
const uploadProfileImage = endpoint({
  method: 'POST',
  path: '/v2/channel/profile-image',
  body: 'multipart',
  answer: channelProfileImageSchema,
  auth: 'required',
  chosen: 'path and answer ours; owner only; 5 MB (spec default 20 MB)',
})

/**
 * Removes the caller's channel's profile image: the channel shows its generated picture again,
 * whose address the call answers.
 *
 * @example const { channelProfileImg } = await client.channel.deleteProfileImage()
 */
const deleteProfileImage = endpoint({
  method: 'DELETE',
  path: '/v2/channel/profile-image',
  answer: channelProfileImageSchema,
  auth: 'required',
  chosen: 'path and answer ours; owner only; back to the generated picture',
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
  updateManager,
  listManagedChannels,
  listManagerActivity,
  searchManagerCandidates,
  listFollowers,
  getChannelProfile,
  updateChannelProfile,
  uploadBanner,
  deleteBanner,
  setBannerShown,
  uploadProfileImage,
  deleteProfileImage,
}
