import { BLOCK_LIMIT, channelEndpoints, REPORT_REASON_LIST } from '@airwave/sdk/contract'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { fileReport } from '../community/reports'
import { guardedBody, storableText } from '../community/text'
import type { Db } from '../db/database'
import {
  channelBlocks,
  channelFollows,
  channelNotInterested,
  channels,
  members,
} from '../db/schema'
import type { AppDeps } from '../deps'
import { demoSubscriberEmoticons } from '../emoticon/emoticonCatalog'
import type { AuthMember } from '../http/auth'
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/httpError'
import { route } from '../http/route'

type RelationTable = typeof channelBlocks | typeof channelNotInterested | typeof channelFollows

/** A live channel by its public id, or 404 CHA30023; deleted channels answer CHA30071. */
async function targetChannel(db: Db, handle: string) {
  storableText(handle, 'channelId')
  const [channel] = await db
    .select()
    .from(channels)
    .where(eq(sql`lower(${channels.handle})`, handle.toLowerCase()))
  if (!channel) throw notFound('No channel has this id', 'CHA30023')
  if (channel.deletedAt) throw notFound('This channel was deleted', 'CHA30071')
  return channel
}

// Every kind of target offers the contract's one list of reasons.
const REPORT_TARGETS = new Set(['channel', 'post', 'comment', 'reply', 'video', 'chat'])

/** A target other than one of the member's own channels (CHA30017). */
async function otherChannel(db: Db, member: AuthMember, handle: string, action: string) {
  const channel = await targetChannel(db, handle)
  if (channel.ownerId === member.id)
    throw forbidden(`You cannot ${action} your own channel`, 'CHA30017')
  return channel
}

async function relationPage(
  db: Db,
  table: RelationTable,
  memberId: number,
  page: number,
  limit: number,
) {
  const items = await db
    .select({
      channelId: channels.handle,
      nickname: channels.nickname,
      channelProfileImg: channels.profileImg,
    })
    .from(table)
    .innerJoin(channels, eq(channels.id, table.channelId))
    .where(eq(table.memberId, memberId))
    .orderBy(desc(table.createdAt), desc(table.channelId))
    .offset((page - 1) * limit)
    .limit(limit)
  const [total] = await db.select({ n: count() }).from(table).where(eq(table.memberId, memberId))
  return { items, total: total?.n ?? 0 }
}

async function removeRelation(db: Db, table: RelationTable, memberId: number, channelIdx: number) {
  await db.delete(table).where(and(eq(table.memberId, memberId), eq(table.channelId, channelIdx)))
  return null
}

/**
 * Channel info, blocking (at most 100), not-interested and following, built from the SDK's
 * `channelEndpoints`. Relations belong to the member (the account), whichever channel it acts as.
 */
export function channelRelationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, channelEndpoints.getChannelInfo, async ({ params, member }) => {
    const channel = await targetChannel(db, params.channelId)
    if (channel.suspended) throw forbidden('This channel is suspended', 'CHA30068')
    const [followers] = await db
      .select({ n: count() })
      .from(channelFollows)
      .where(eq(channelFollows.channelId, channel.id))
    const has = async (table: RelationTable) => {
      if (!member) return false
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.memberId, member.id), eq(table.channelId, channel.id)))
      return (row?.n ?? 0) > 0
    }
    return {
      streamerChannelInfo: {
        channelId: channel.handle,
        nickname: channel.nickname,
        channelProfileImg: channel.profileImg,
        totalFollowerCount: followers?.n ?? 0,
        // No payments here: a channel with demo subscriber emoticons stands for a monetized one.
        isMonetize:
          !deps.config.production &&
          (demoSubscriberEmoticons[channel.handle.toLowerCase()]?.length ?? 0) > 0,
        myChannelRelatedInfo: member
          ? {
              isBlock: await has(channelBlocks),
              isFollow: await has(channelFollows),
              isSubscriber: false,
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
    await db.transaction(async (tx) => {
      // The member's row lock serialises its blocks, so the limit holds under concurrency.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, me.id)).for('update')
      const [already] = await tx
        .select({ n: count() })
        .from(channelBlocks)
        .where(and(eq(channelBlocks.memberId, me.id), eq(channelBlocks.channelId, channel.id)))
      if ((already?.n ?? 0) > 0) throw conflict('This channel is already blocked', 'CHA30025')
      const [blocked] = await tx
        .select({ n: count() })
        .from(channelBlocks)
        .where(eq(channelBlocks.memberId, me.id))
      if ((blocked?.n ?? 0) >= BLOCK_LIMIT) {
        throw new HttpError(409, 'CHA30048', `You can block at most ${BLOCK_LIMIT} channels`)
      }
      await tx.insert(channelBlocks).values({ memberId: me.id, channelId: channel.id })
    })
    return null
  })

  route(app, guardedBody(channelEndpoints.unblock), async ({ body, me }) => {
    const channel = await targetChannel(db, body.channelId)
    return removeRelation(db, channelBlocks, me.id, channel.id)
  })

  route(app, channelEndpoints.listNotInterested, async ({ query, me }) =>
    relationPage(db, channelNotInterested, me.id, query.page, query.limit),
  )

  route(app, guardedBody(channelEndpoints.addNotInterested), async ({ body, me }) => {
    const channel = await otherChannel(db, me, body.channelId, 'hide')
    await db
      .insert(channelNotInterested)
      .values({ memberId: me.id, channelId: channel.id })
      .onConflictDoNothing()
    return null
  })

  route(app, guardedBody(channelEndpoints.removeNotInterested), async ({ body, me }) => {
    const channel = await targetChannel(db, body.channelId)
    return removeRelation(db, channelNotInterested, me.id, channel.id)
  })

  route(app, guardedBody(channelEndpoints.follow), async ({ body, me }) => {
    const channel = await otherChannel(db, me, body.channelId, 'follow')
    await db
      .insert(channelFollows)
      .values({ memberId: me.id, channelId: channel.id })
      .onConflictDoNothing()
    return null
  })

  route(app, guardedBody(channelEndpoints.unfollow), async ({ body, me }) => {
    const channel = await targetChannel(db, body.channelId)
    return removeRelation(db, channelFollows, me.id, channel.id)
  })
}
