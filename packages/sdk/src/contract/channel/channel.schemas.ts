import * as z from 'zod/mini'
import { withAliases } from '../../core/aliases'
import { listPageSchema } from '../core/listPage'
import { channelBannerSchema } from './channelBanner.schemas'

const flag = z.optional(z.boolean())
const maybeNumber = z.optional(z.number())
const maybeText = z.optional(z.nullable(z.string()))

/**
 * A streamer's public channel info; only the nickname is guaranteed, the rest depends on
 * what the page asked for. `myChannelRelatedInfo` is present for members.
 *
 * @example
 * const { streamerChannelInfo } = await client.channel.getChannelInfo('neo')
 */
export const channelInfoSchema = withAliases(
  {
    channelId: z.optional(z.string()),
    nickname: z.string(),
    channelProfileImg: maybeText,
    isMonetize: flag,
    isTemporaryMonetized: flag,
    isRevenueExceeded: flag,
    totalFollowerCount: maybeNumber,
    totalSubscriberCount: maybeNumber,
    totalEnterChannelCount: maybeNumber,
    streamerLevel: maybeNumber,
    isBanner: flag,
    // Oldest first; the channel page shows the first when `isBanner` (ours: the spec names it only).
    channelBannerList: z.optional(z.array(channelBannerSchema)),
    isVisibleVod: flag,
    signUpCountryCode: maybeText,
    myChannelRelatedInfo: z.optional(
      // `isManager` (chosen; the spec lists the first two): the member's acting channel is one
      // of the channel's managers, so its cards offer edit and delete.
      z.nullable(z.object({ isSubscriber: flag, isBlock: flag, isFollow: flag, isManager: flag })),
    ),
  },
  { profileImgLink: 'channelProfileImg', totalFollowCount: 'totalFollowerCount' },
)
export type ChannelInfo = z.output<typeof channelInfoSchema>

/**
 * Answer of the channel info call.
 *
 * @example
 * z.parse(channelInfoAnswerSchema, { streamerChannelInfo: { nickname: 'Neo' } })
 */
export const channelInfoAnswerSchema = z.object({ streamerChannelInfo: channelInfoSchema })

/**
 * The signed-in member: the acting channel (`channelRole` 2 is an admin; no channel yet
 * right after sign-up) and the account.
 *
 * @example
 * const me = await client.channel.getMyChannel()
 * const isAdmin = me.channel?.channelRole === 2
 */
export const sessionUserSchema = z.object({
  channel: z.optional(
    z.nullable(
      withAliases(
        {
          channelId: z.string(),
          nickname: z.string(),
          channelProfileImg: maybeText,
          channelRole: maybeNumber,
        },
        { profileImgLink: 'channelProfileImg' },
      ),
    ),
  ),
  userInfo: z.object({
    email: z.string(),
    socialPlatform: maybeText,
    signUpDate: z.optional(z.string()),
  }),
})
export type SessionUser = z.output<typeof sessionUserSchema>

/**
 * A page of channels (blocked or not interested): `items` and `total`, also read from
 * `list` and `totalCnt`.
 *
 * @example
 * const { items, total } = await client.channel.listBlocked({ page: 1 })
 */
export const channelPageSchema = withAliases(
  {
    items: z.array(
      withAliases(
        { channelId: z.string(), nickname: z.optional(z.string()), channelProfileImg: maybeText },
        { profileImgLink: 'channelProfileImg' },
      ),
    ),
    total: z.number(),
  },
  { list: 'items', totalCnt: 'total' },
)
export type ChannelPage = z.output<typeof channelPageSchema>
export type ChannelSummary = ChannelPage['items'][number]

/**
 * Body naming the target channel of a block, follow or not-interested call.
 *
 * @example
 * await client.channel.block({ channelId: 'troll' })
 */
export const channelTargetSchema = z.object({ channelId: z.string().check(z.minLength(1)) })
export type ChannelTarget = z.input<typeof channelTargetSchema>

/**
 * A channel the member follows, for `/following`: `isStream` tells whether it is live now, and
 * `live` holds what its live card shows (chosen shape).
 *
 * @example z.parse(followingChannelSchema, { channelId: 'neo', nickname: 'Neo', isStream: false })
 */
export const followingChannelSchema = withAliases(
  {
    channelId: z.string(),
    nickname: z.string(),
    channelProfileImg: maybeText,
    totalFollowerCount: maybeNumber,
    isStream: z.boolean(),
    live: z.optional(
      z.object({
        streamIdx: z.number(),
        title: z.string(),
        totalViewer: maybeNumber,
        isAdult: flag,
        openDate: z.optional(z.string()),
        categoryInfo: z.optional(
          z.object({ idx: z.number(), name: z.string(), pathName: z.string() }),
        ),
        /** Chosen: the broadcast's latest frame, once it has one (as on the live list's cards). */
        thumbnail: z.optional(z.string()),
      }),
    ),
  },
  { profileImgLink: 'channelProfileImg' },
)
export type FollowingChannel = z.output<typeof followingChannelSchema>

/**
 * A page of followed channels, the live ones first (most watched first), then the others by
 * the newest follow.
 *
 * @example z.parse(followingPageSchema, { followingList: [], totalCnt: 0, currentPage: 1 })
 */
export const followingPageSchema = listPageSchema('followingList', followingChannelSchema, {
  totalCnt: z.number(),
  currentPage: z.number(),
})
export type FollowingPage = z.output<typeof followingPageSchema>
