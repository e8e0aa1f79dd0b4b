import {
  NOTIFICATION_KINDS,
  type NotificationSetting,
  notificationEndpoints,
} from '@airwave/sdk/contract'
import { and, asc, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { handleIs } from '../channel/channelHandle'
import type { Db } from '../db/database'
import {
  channelFollows,
  channels,
  followNotificationSettings,
  notificationPreferences,
  notifications,
} from '../db/schema'
import type { AppDeps } from '../deps'
import { notFound } from '../http/httpError'
import { route } from '../http/route'
import { limits } from '../limits/catalogue'
import { notifyLive } from './notify'

/** A member's preferences row, made on first use. */
async function preferencesOf(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.memberId, memberId))
  return row ?? { memberId, settings: {}, badgeSeenId: 0 }
}

/** Every kind with its switch: absent is on. */
function settingsView(stored: unknown): Required<NotificationSetting> {
  const values = (stored ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, values[kind] !== false]),
  ) as Required<NotificationSetting>
}

/** The member's own record, or 404: another member's id says nothing about it. */
async function ownRecord(db: Db, memberId: number, recordId: number) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, recordId), eq(notifications.memberId, memberId)))
  if (!row) throw notFound('No notification has this id')
  return row
}

/** Marks the unread records `which` finds as read now (a read record keeps its first time). */
async function markRead(db: Db, which: SQL) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(which, isNull(notifications.readAt)))
}

/**
 * The notification calls (accounts-platform.md section 7): the badge (new since the member
 * last opened the panel), the records, the switches by kind and by followed channel. And the
 * live event: when a channel's broadcast goes on, its followers are notified (the reply and
 * mention events come from the comment routes, through `notifyCommunityText`).
 */
export function notificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  // Once for the cluster: only the instance that pushes LIVE_STATUS runs this.
  deps.realtime.onChannelPush('LIVE_STATUS', (handle, status) => {
    if (!status.status) return
    notifyLive(db, handle).catch((error: unknown) => {
      app.log.warn({ err: error, channelId: handle }, 'live notifications failed')
    })
  })

  const switchFollow = async (memberId: number, channelId: string, enable: boolean) => {
    // Over every channel and both calls: a script flipping hundreds meets the spec's API1002.
    await deps.limiter.consume(limits.followNotification, `member:${memberId}`)
    const [followed] = await db
      .select({ idx: channels.id })
      .from(channelFollows)
      .innerJoin(channels, eq(channels.id, channelFollows.channelId))
      .where(
        and(eq(channelFollows.memberId, memberId), handleIs(channelId), isNull(channels.deletedAt)),
      )
    if (!followed) throw notFound('You do not follow this channel', 'CHA30006')
    await db
      .insert(followNotificationSettings)
      .values({ memberId, channelId: followed.idx, enabled: enable })
      .onConflictDoUpdate({
        target: [followNotificationSettings.memberId, followNotificationSettings.channelId],
        set: { enabled: enable, updatedAt: new Date() },
      })
    return null
  }

  route(app, notificationEndpoints.getBadge, async ({ me }) => {
    const { badgeSeenId } = await preferencesOf(db, me.id)
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.memberId, me.id),
          gt(notifications.id, badgeSeenId),
          isNull(notifications.readAt),
        ),
      )
    const n = row?.n ?? 0
    return { hasNew: n > 0, count: n }
  })

  route(app, notificationEndpoints.clearBadge, async ({ me }) => {
    const [newest] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.memberId, me.id))
      .orderBy(desc(notifications.id))
      .limit(1)
    const badgeSeenId = newest?.id ?? 0
    await db
      .insert(notificationPreferences)
      .values({ memberId: me.id, badgeSeenId })
      .onConflictDoUpdate({ target: notificationPreferences.memberId, set: { badgeSeenId } })
    return null
  })

  route(app, notificationEndpoints.listRecords, async ({ me, query }) => {
    const rows = await db
      .select({ record: notifications, channel: channels })
      .from(notifications)
      .leftJoin(channels, eq(channels.id, notifications.channelId))
      .where(eq(notifications.memberId, me.id))
      .orderBy(desc(notifications.id))
      .offset((query.page - 1) * query.limit)
      // One more than a page says whether another follows.
      .limit(query.limit + 1)
    const [total] = await db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.memberId, me.id))
    return {
      recordList: rows.slice(0, query.limit).map(({ record, channel }) => ({
        recordId: record.id,
        type: record.type,
        content: record.content,
        channelId: channel?.handle,
        nickname: channel?.nickname,
        profileUrl: channel?.profileImg ?? null,
        linkUrl: record.linkUrl,
        isRead: record.readAt !== null,
        createDate: record.createdAt.toISOString(),
      })),
      totalCnt: total?.n ?? 0,
      hasNext: rows.length > query.limit,
    }
  })

  route(app, notificationEndpoints.readAllRecords, async ({ me }) => {
    await markRead(db, eq(notifications.memberId, me.id))
    return null
  })

  route(app, notificationEndpoints.readRecord, async ({ me, id }) => {
    const record = await ownRecord(db, me.id, id('recordId'))
    await markRead(db, eq(notifications.id, record.id))
    return null
  })

  route(app, notificationEndpoints.deleteRecord, async ({ me, id }) => {
    const record = await ownRecord(db, me.id, id('recordId'))
    await db.delete(notifications).where(eq(notifications.id, record.id))
    return null
  })

  route(app, notificationEndpoints.getSettings, async ({ me }) =>
    settingsView((await preferencesOf(db, me.id)).settings),
  )

  route(app, notificationEndpoints.updateSettings, async ({ me, body }) => {
    const current = settingsView((await preferencesOf(db, me.id)).settings)
    const settings = { ...current }
    for (const kind of NOTIFICATION_KINDS) {
      const value = body[kind]
      if (value !== undefined) settings[kind] = value
    }
    await db
      .insert(notificationPreferences)
      .values({ memberId: me.id, settings })
      .onConflictDoUpdate({ target: notificationPreferences.memberId, set: { settings } })
    return null
  })

  route(app, notificationEndpoints.listFollowSettings, async ({ me, query }) => {
    const where = and(eq(channelFollows.memberId, me.id), isNull(channels.deletedAt))
    const rows = await db
      .select({
        handle: channels.handle,
        nickname: channels.nickname,
        profileImg: channels.profileImg,
        enabled: followNotificationSettings.enabled,
      })
      .from(channelFollows)
      .innerJoin(channels, eq(channels.id, channelFollows.channelId))
      .leftJoin(
        followNotificationSettings,
        and(
          eq(followNotificationSettings.memberId, channelFollows.memberId),
          eq(followNotificationSettings.channelId, channelFollows.channelId),
        ),
      )
      .where(where)
      .orderBy(asc(sql`lower(${channels.nickname})`), asc(channels.id))
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
    const [total] = await db
      .select({ n: count() })
      .from(channelFollows)
      .innerJoin(channels, eq(channels.id, channelFollows.channelId))
      .where(where)
    return {
      list: rows.map((row) => ({
        channelId: row.handle,
        nickname: row.nickname,
        profileUrl: row.profileImg,
        enable: row.enabled ?? true,
      })),
      totalCnt: total?.n ?? 0,
      currentPage: query.page,
    }
  })

  route(app, notificationEndpoints.updateFollowSettings, ({ me, body }) =>
    switchFollow(me.id, body.channelId, body.enable),
  )
  route(app, notificationEndpoints.setFollowNotification, ({ me, body }) =>
    switchFollow(me.id, body.channelId, body.enable),
  )
}
