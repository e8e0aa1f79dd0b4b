import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
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
