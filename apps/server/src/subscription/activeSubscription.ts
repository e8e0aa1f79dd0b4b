import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { now } from '../clock'
import type { Db } from '../db/database'
import { subscriptions } from '../db/schema'

// What "subscribes" means everywhere (chat roles, emoticons, channel info, the gate): a
// subscription of the pair that is ACTIVE or CANCELLED (a cancelled one keeps its benefits)
// and whose period has not ended on the server's clock. Written once, as SQL, so every query
// asks the same question.

/** The statuses whose benefits are on while the period lasts. */
export const LIVE_STATUSES = ['ACTIVE', 'CANCELLED'] as const

/**
 * SQL true when `subscriber` (a channel id column or value) subscribes to `channel` at `at`.
 *
 * @example isSubscriber: subscribesSql(channels.id, meIdx, now())
 */
export function subscribesSql(
  channel: AnyPgColumn | SQL | number,
  subscriber: AnyPgColumn | SQL | number,
  at: Date,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.channelId} = ${channel} and ${subscriptions.subscriberChannelId} = ${subscriber} and ${benefitsOnSql(at)})`
}

/**
 * SQL true for a `subscriptions` row whose benefits are on at `at` (use in a query over the table).
 *
 * @example db.select().from(subscriptions).where(benefitsOnSql(now()))
 */
export function benefitsOnSql(at: Date): SQL<boolean> {
  return sql<boolean>`(${subscriptions.status} in ('ACTIVE', 'CANCELLED') and ${subscriptions.periodEnd} > ${at.toISOString()}::timestamptz)`
}

/**
 * SQL count of a channel's subscribers at `at` (channel info's `totalSubscriberCount`).
 *
 * @example totalSubscriberCount: subscriberCountSql(channels.id, now())
 */
export function subscriberCountSql(channel: AnyPgColumn | SQL | number, at: Date): SQL<number> {
  return sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.channelId} = ${channel} and ${benefitsOnSql(at)})`
}

const DAY_MS = 24 * 60 * 60 * 1000

export interface SubscriptionRow {
  channelIdx: number
  subscriberChannelIdx: number
  subscriberMemberId: number
  kind?: 'regular' | 'gift' | 'trial' | 'free'
  /** When its period began (the server's clock by default). */
  from?: Date
  days?: number
  months?: number
}

/**
 * A subscription whose benefits are on from `from` for `days` (30), written directly: for the
 * demo data and for tests of what a subscriber may do. Paid subscriptions come from the
 * subscription service, through the ledger.
 *
 * @example await insertSubscription(db, { channelIdx, subscriberChannelIdx, subscriberMemberId })
 */
export async function insertSubscription(db: Db, row: SubscriptionRow): Promise<number> {
  const from = row.from ?? now()
  const [made] = await db
    .insert(subscriptions)
    .values({
      channelId: row.channelIdx,
      subscriberChannelId: row.subscriberChannelIdx,
      subscriberMemberId: row.subscriberMemberId,
      kind: row.kind ?? 'free',
      status: 'ACTIVE',
      periodStart: from,
      periodEnd: new Date(from.getTime() + (row.days ?? 30) * DAY_MS),
      startedAt: from,
      months: row.months ?? 1,
    })
    .returning({ id: subscriptions.id })
  if (!made) throw new Error('The subscription was not written')
  return made.id
}
