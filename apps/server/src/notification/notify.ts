import { parseRichText } from '@airwave/sdk/contract'
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import { liveHandleIs } from '../channel/channelHandle'
import type { Db } from '../db/database'
import {
  channelFollows,
  channels,
  followNotificationSettings,
  notificationPreferences,
  notifications,
} from '../db/schema'
import { latestBroadcast } from '../live/broadcasts'

// The events that notify a member: a followed channel goes live, a reply to their comment, a
// mention of their channel. Each respects the member's switches; nobody is notified of their
// own act.

/** An excerpt is what the panel shows of a title or a comment. */
const EXCERPT = 120
/** A channel that goes live again within this time (a dropped stream) notifies nobody twice. */
const LIVE_REPEAT_MS = 30 * 60_000
/** Followers written in one insert. */
const BATCH = 500
/** Channels one text notifies at most: a comment that names fifty channels is spam. */
const MAX_MENTIONS = 10

type Kind = 'live' | 'reply' | 'mention'

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat
}

/** Of these members, the ones whose switch for `kind` is not off. */
async function withKindOn(db: Db, memberIds: number[], kind: Kind): Promise<number[]> {
  if (memberIds.length === 0) return []
  const off = await db
    .select({ memberId: notificationPreferences.memberId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.memberId, memberIds),
        sql`(${notificationPreferences.settings} ->> ${kind}) = 'false'`,
      ),
    )
  const muted = new Set(off.map((row) => row.memberId))
  return memberIds.filter((id) => !muted.has(id))
}

async function insertAll(db: Db, rows: (typeof notifications.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(notifications).values(rows.slice(start, start + BATCH))
  }
}

/**
 * A channel went live: its followers hear of it, unless they turned live notifications off,
 * or this channel's off, or were told within the last 30 minutes (a stream that dropped and
 * came back).
 *
 * @example await notifyLive(db, 'airwave')
 */
export async function notifyLive(db: Db, handle: string, now = new Date()): Promise<number> {
  const [channel] = await db
    .select({ idx: channels.id, ownerId: channels.ownerId })
    .from(channels)
    .where(liveHandleIs(handle))
  if (!channel) return 0
  const followers = await db
    .select({ memberId: channelFollows.memberId })
    .from(channelFollows)
    .leftJoin(
      followNotificationSettings,
      and(
        eq(followNotificationSettings.memberId, channelFollows.memberId),
        eq(followNotificationSettings.channelId, channelFollows.channelId),
      ),
    )
    .where(
      and(
        eq(channelFollows.channelId, channel.idx),
        ne(channelFollows.memberId, channel.ownerId),
        sql`coalesce(${followNotificationSettings.enabled}, true)`,
      ),
    )
  const recent = await db
    .select({ memberId: notifications.memberId })
    .from(notifications)
    .where(
      and(
        eq(notifications.channelId, channel.idx),
        eq(notifications.type, 'LIVE'),
        gt(notifications.createdAt, new Date(now.getTime() - LIVE_REPEAT_MS)),
      ),
    )
  const told = new Set(recent.map((row) => row.memberId))
  const recipients = await withKindOn(
    db,
    followers.map((row) => row.memberId).filter((id) => !told.has(id)),
    'live',
  )
  const stream = await latestBroadcast(db, channel.idx)
  await insertAll(
    db,
    recipients.map((memberId) => ({
      memberId,
      type: 'LIVE',
      channelId: channel.idx,
      content: excerpt(stream?.title ?? ''),
      linkUrl: `/${handle}`,
    })),
  )
  return recipients.length
}

export interface CommunityText {
  /** Who wrote it: never notified of their own text. */
  authorId: number
  /** The author's acting channel. */
  channelIdx: number
  text: string
  /** Where the text is read (`/{channelId}/community/{postId}`). */
  linkUrl: string
  /** A reply: the comment's author hears of it. */
  replyTo?: { memberId: number }
}

/**
 * A comment or reply was written: the replied comment's author hears of a reply, and the owners
 * of the channels it mentions (`@channelId`, at most 10) of the mention. Someone both replied to
 * and mentioned gets the reply only.
 *
 * @example await notifyCommunityText(db, { authorId, channelIdx, text, linkUrl, replyTo })
 */
async function notifyCommunityText(db: Db, input: CommunityText): Promise<void> {
  const rows: (typeof notifications.$inferInsert)[] = []
  const content = excerpt(input.text)
  const base = { channelId: input.channelIdx, content, linkUrl: input.linkUrl }
  const replied = input.replyTo?.memberId
  if (replied !== undefined && replied !== input.authorId) {
    if ((await withKindOn(db, [replied], 'reply')).length) {
      rows.push({ ...base, memberId: replied, type: 'COMMENT_REPLY' })
    }
  }
  const names = [
    ...new Set(
      parseRichText(input.text)
        .flatMap((token) => (token.type === 'mention' ? [token.name.toLowerCase()] : []))
        .slice(0, MAX_MENTIONS),
    ),
  ]
  if (names.length > 0) {
    const owners = await db
      .select({ ownerId: channels.ownerId })
      .from(channels)
      .where(and(inArray(sql`lower(${channels.handle})`, names), isNull(channels.deletedAt)))
    const mentioned = [...new Set(owners.map((row) => row.ownerId))].filter(
      (id) => id !== input.authorId && id !== replied,
    )
    for (const memberId of await withKindOn(db, mentioned, 'mention')) {
      rows.push({ ...base, memberId, type: 'MENTION' })
    }
  }
  await insertAll(db, rows)
}

/**
 * {@link notifyCommunityText} for the comment routes: a failure is logged, never the comment's.
 *
 * @example await notifyQuietly(app.log, db, { authorId, channelIdx, text, linkUrl })
 */
export async function notifyQuietly(
  log: { warn(object: object, message: string): void },
  db: Db,
  input: CommunityText,
): Promise<void> {
  try {
    await notifyCommunityText(db, input)
  } catch (error) {
    log.warn({ err: error }, 'comment notifications failed')
  }
}
