import { channelEndpoints, REPORT_REASON_LIST } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { fileReport } from '../community/reports'
import { guardedBody } from '../community/text'
import { channelBlocks, channelFollows, channelNotInterested } from '../db/schema'
import type { AppDeps } from '../deps'
import { badRequest, forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import { isMonetized } from '../item/itemGate'
import { onChannelBlocked, onChannelUnblocked } from '../message/messageRequests'
import { subscriberCount, subscribesNow } from '../subscription/perks/subscribers'
import { bannersOf, isBannerShown } from './channelBanners'
import {
  addRelation,
  blockChannel,
  followerCount,
  hasRelation,
  otherChannel,
  relationPage,
  removeRelation,
  targetChannel,
} from './channelRelations'
import { followingPage } from './following'
import { isManagerOf } from './managers'

// Every kind of target offers the contract's one list of reasons.
const REPORT_TARGETS = new Set(['channel', 'post', 'comment', 'reply', 'video', 'chat'])

/**
 * Channel info, blocking (at most 100), not-interested and following, built from the SDK's
 * `channelEndpoints`. Relations belong to the member (the account), whichever channel it acts as.
 */
export function channelRelationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, channelEndpoints.getChannelInfo, async ({ params, member }) => {
    const channel = await targetChannel(db, params.channelId)
    if (channel.suspended) throw forbidden('This channel is suspended', 'CHA30068')
    return {
      streamerChannelInfo: {
        channelId: channel.handle,
        nickname: channel.nickname,
        channelProfileImg: channel.profileImg,
        totalFollowerCount: await followerCount(db, channel.id),
        totalSubscriberCount: await subscriberCount(db, channel.id),
        isMonetize: await isMonetized(db, channel.id),
        isBanner: await isBannerShown(db, channel.id),
        channelBannerList: await bannersOf(db, channel.id),
        myChannelRelatedInfo: member
          ? {
              isBlock: await hasRelation(db, channelBlocks, member.id, channel.id),
              isFollow: await hasRelation(db, channelFollows, member.id, channel.id),
              // The streamer is not a subscriber of their own channel here (only for emoticons).
              isSubscriber:
                member.channel !== undefined
                  ? await subscribesNow(db, channel.id, member.channel.idx)
                  : false,
              isManager:
                member.channel !== undefined && member.channel.idx !== channel.id
                  ? await isManagerOf(db, channel.id, member.channel.idx)
                  : false,
            }
          : null,
      },
    }
  })

  route(app, channelEndpoints.listReportReasons, async ({ params }) => {
    if (!REPORT_TARGETS.has(params.type ?? '')) throw notFound('No report reasons for this kind')
    return [...REPORT_REASON_LIST]
  })

  route(app, guardedBody(channelEndpoints.reportChannel), async ({ params, body, me }) => {
    const channel = await otherChannel(db, me, params.channelId ?? '', 'report')
    if (!REPORT_REASON_LIST.some((r) => r.reportReasonIdx === body.reportReasonIdx)) {
      throw badRequest('Unknown report reason')
    }
    return fileReport(db, me.id, {
      targetType: 'channel',
      targetId: channel.id,
      reason: body.reportReasonIdx,
      note: body.reportedCommentContent,
      content: channel.nickname,
      isOwn: false,
    })
  })

  route(app, channelEndpoints.listBlocked, async ({ query, me }) =>
    relationPage(db, channelBlocks, me.id, query.page, query.limit),
  )

  route(app, guardedBody(channelEndpoints.block), async ({ body, me }) => {
    const channel = await otherChannel(db, me, body.channelId, 'block')
    await blockChannel(db, me.id, channel.id)
    // A direct-message request between them ends; both learn their new room status.
    await onChannelBlocked(deps, me.id, channel.id)
    return null
  })

  route(app, guardedBody(channelEndpoints.unblock), async ({ body, me }) => {
    const channel = await targetChannel(db, body.channelId)
    await removeRelation(db, channelBlocks, me.id, channel.id)
    await onChannelUnblocked(deps, me.id, channel.id)
    return null
  })

  route(app, channelEndpoints.listNotInterested, async ({ query, me }) =>
    relationPage(db, channelNotInterested, me.id, query.page, query.limit),
  )

  for (const [add, remove, table, verb] of [
    [
      channelEndpoints.addNotInterested,
      channelEndpoints.removeNotInterested,
      channelNotInterested,
      'hide',
    ],
    [channelEndpoints.follow, channelEndpoints.unfollow, channelFollows, 'follow'],
  ] as const) {
    route(app, guardedBody(add), async ({ body, me }) => {
      const channel = await otherChannel(db, me, body.channelId, verb)
      return addRelation(db, table, me.id, channel.id)
    })

    route(app, guardedBody(remove), async ({ body, me }) => {
      const channel = await targetChannel(db, body.channelId)
      return removeRelation(db, table, me.id, channel.id)
    })
  }

  route(app, channelEndpoints.listFollowing, ({ query, me }) =>
    followingPage(deps, me.id, query.page, query.limit),
  )
}
