import { SUBSCRIBER_BADGE_MONTHS, type SubscriberBadge } from '@airwave/sdk/contract'
import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { UploadStorage } from '../../community/uploads/storage'
import type { Db } from '../../db/database'
import { subscriberBadges } from '../../db/schema'
import { badRequest, notFound } from '../../http/httpError'
import { storePerkImage } from './perkImages'
import { perkImageUrl } from './perkLinks'

// A channel's subscriber badges, one per tier of months (SUBSCRIBER_BADGE_MONTHS): a subscriber
// wears the badge of the highest tier at or below their months.

/** The tier's months from a form or path value, or 400. */
export function badgeMonthsOf(value: string | undefined): number {
  const months = Number(value)
  if (!(SUBSCRIBER_BADGE_MONTHS as readonly number[]).includes(months)) {
    throw badRequest(`months: one of ${SUBSCRIBER_BADGE_MONTHS.join(', ')}`)
  }
  return months
}

/**
 * A channel's badges, the fewest months first.
 *
 * @example const list = await badgesOf(db, channel.id)
 */
export async function badgesOf(db: Db, channelIdx: number): Promise<SubscriberBadge[]> {
  const rows = await db
    .select({ months: subscriberBadges.months, file: subscriberBadges.file })
    .from(subscriberBadges)
    .where(eq(subscriberBadges.channelId, channelIdx))
    .orderBy(asc(subscriberBadges.months))
  return rows.map((row) => ({ months: row.months, badgeUrl: perkImageUrl(row.file) }))
}

/**
 * The badge a subscriber of `months` wears in a channel, if the channel has one that low.
 *
 * @example const badge = await badgeFor(db, channel.id, 4) // the 3-month badge
 */
export async function badgeFor(db: Db, channelIdx: number, months: number): Promise<string | null> {
  const [row] = await db
    .select({ file: subscriberBadges.file })
    .from(subscriberBadges)
    .where(and(eq(subscriberBadges.channelId, channelIdx), lte(subscriberBadges.months, months)))
    .orderBy(desc(subscriberBadges.months))
    .limit(1)
  return row ? perkImageUrl(row.file) : null
}

/**
 * SQL of the badge file for `months` in `channel` (null when none), for the chat room's query.
 *
 * @example badgeFile: badgeFileSql(channels.id, monthsSql)
 */
export function badgeFileSql(channel: AnyPgColumn | SQL, months: SQL) {
  return sql<
    string | null
  >`(select ${subscriberBadges.file} from ${subscriberBadges} where ${subscriberBadges.channelId} = ${channel} and ${subscriberBadges.months} <= ${months} order by ${subscriberBadges.months} desc limit 1)`
}

/**
 * Sets the badge of a tier of months, replacing the old one; the image is checked first.
 *
 * @example await setBadge(db, storage, channel.idx, 3, bytes)
 */
export async function setBadge(
  db: Db,
  storage: UploadStorage,
  channelIdx: number,
  months: number,
  bytes: Buffer,
): Promise<SubscriberBadge> {
  const file = await storePerkImage(storage, bytes)
  await db
    .insert(subscriberBadges)
    .values({ channelId: channelIdx, months, file })
    .onConflictDoUpdate({
      target: [subscriberBadges.channelId, subscriberBadges.months],
      set: { file, createdAt: sql`now()` },
    })
  return { months, badgeUrl: perkImageUrl(file) }
}

/**
 * Removes a tier's badge (404 when the channel has none for it).
 *
 * @example await removeBadge(db, channel.idx, 3)
 */
export async function removeBadge(db: Db, channelIdx: number, months: number): Promise<void> {
  const removed = await db
    .delete(subscriberBadges)
    .where(and(eq(subscriberBadges.channelId, channelIdx), eq(subscriberBadges.months, months)))
    .returning({ months: subscriberBadges.months })
  if (removed.length === 0) throw notFound('The channel has no badge for these months')
}
