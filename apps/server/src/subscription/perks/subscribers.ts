import type {
  Subscriber,
  SubscriptionKind,
  SubscriptionRevenue,
  SubscriptionStatus,
} from '@airwave/sdk/contract'
import { and, count, desc, eq, gte, lt, ne, not, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { now } from '../../clock'
import type { Db } from '../../db/database'
import {
  channels,
  ledgerAccounts,
  ledgerTransfers,
  subscriptionPeriods,
  subscriptions,
} from '../../db/schema'
import type { DayRange } from '../../item/dayRange'
import { ledgerAccount } from '../../item/ledger'
import { benefitsOnSql, subscriberCountSql, subscribesSql } from '../activeSubscription'

// The streamer's side of subscriptions: who subscribes (or did), and what it brought in.

const giver = alias(channels, 'giver')
const startOf = sql<Date>`coalesce(${subscriptions.startedAt}, ${subscriptions.createdAt})`

/**
 * A channel's subscribers, newest first: `active` those whose benefits are on now, `past` those
 * whose are over, both by default (never the unpaid ones); in a range of start days.
 *
 * @example const page = await subscribersOf(db, channel.idx, { state: 'active', range, offset: 0, limit: 20 })
 */
export async function subscribersOf(
  db: Db,
  channelIdx: number,
  options: { state?: 'active' | 'past'; range: DayRange; offset: number; limit: number },
): Promise<{ list: Subscriber[]; totalCnt: number }> {
  const on = benefitsOnSql(now())
  const filters: (SQL | undefined)[] = [
    eq(subscriptions.channelId, channelIdx),
    ne(subscriptions.status, 'PENDING'),
    options.state === 'active' ? on : options.state === 'past' ? not(on) : undefined,
    options.range.from ? gte(startOf, options.range.from) : undefined,
    options.range.to ? lt(startOf, options.range.to) : undefined,
  ]
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        channelId: channels.handle,
        nickname: channels.nickname,
        subscriptionId: subscriptions.id,
        kind: subscriptions.kind,
        status: subscriptions.status,
        months: subscriptions.months,
        startDate: startOf,
        periodEnd: subscriptions.periodEnd,
        giverId: giver.handle,
        giverNickname: giver.nickname,
      })
      .from(subscriptions)
      .innerJoin(channels, eq(channels.id, subscriptions.subscriberChannelId))
      .leftJoin(giver, eq(giver.id, subscriptions.giftedByChannelId))
      .where(where)
      .orderBy(desc(startOf), desc(subscriptions.id))
      .offset(options.offset)
      .limit(options.limit),
    db
      .select({ n: count() })
      .from(subscriptions)
      .innerJoin(channels, eq(channels.id, subscriptions.subscriberChannelId))
      .where(where),
  ])
  return {
    list: rows.map((row) => ({
      channelId: row.channelId,
      nickname: row.nickname,
      subscriptionId: row.subscriptionId,
      kind: row.kind as SubscriptionKind,
      status: row.status as SubscriptionStatus,
      months: row.months,
      startDate: new Date(row.startDate).toISOString(),
      periodEnd: row.periodEnd?.toISOString() ?? null,
      giftedBy:
        row.giverId && row.giverNickname
          ? { channelId: row.giverId, nickname: row.giverNickname }
          : null,
    })),
    totalCnt: total?.n ?? 0,
  }
}

/**
 * How many subscribe to a channel now (channel info's and live info's `totalSubscriberCount`;
 * the streamer is never one of them).
 *
 * @example totalSubscriberCount: await subscriberCount(db, channel.id)
 */
export async function subscriberCount(db: Db, channelIdx: number): Promise<number> {
  const [row] = await db
    .select({ n: subscriberCountSql(channelIdx, now()) })
    .from(sql`(select 1) as one`)
  return Number(row?.n ?? 0)
}

/**
 * Whether `subscriberIdx` subscribes to a channel now (channel info's `isSubscriber`).
 *
 * @example isSubscriber: await subscribesNow(db, channel.id, me.channel.idx)
 */
export async function subscribesNow(
  db: Db,
  channelIdx: number,
  subscriberIdx: number,
): Promise<boolean> {
  const [row] = await db
    .select({ on: subscribesSql(channelIdx, subscriberIdx, now()) })
    .from(sql`(select 1) as one`)
  return Boolean(row?.on)
}

/**
 * What a channel's subscriptions brought in: its active subscribers; by currency, the money
 * credited to its `subscriptions:{channel}:{CUR}` ledger accounts less what was refunded from
 * them, with the count of periods paid in that currency; the gems of gem-paid gifts credited to
 * its earnings.
 *
 * @example const revenue = await revenueOf(db, channel.idx)
 */
export async function revenueOf(db: Db, channelIdx: number): Promise<SubscriptionRevenue> {
  const money = await db
    .select({
      currency: ledgerAccounts.unit,
      credited: sql<string>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${ledgerTransfers.creditAccountId} = ${ledgerAccounts.id}), 0)::text`,
      refunded: sql<string>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${ledgerTransfers.debitAccountId} = ${ledgerAccounts.id} and ${ledgerTransfers.kind} = 'refund'), 0)::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(
      ledgerTransfers,
      sql`${ledgerTransfers.creditAccountId} = ${ledgerAccounts.id} or ${ledgerTransfers.debitAccountId} = ${ledgerAccounts.id}`,
    )
    .where(and(eq(ledgerAccounts.kind, 'subscriptions'), eq(ledgerAccounts.channelId, channelIdx)))
    .groupBy(ledgerAccounts.id, ledgerAccounts.unit)
    .orderBy(ledgerAccounts.unit)
  const periods = await db
    .select({ currency: subscriptionPeriods.currency, n: count() })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .where(
      and(
        eq(subscriptions.channelId, channelIdx),
        eq(subscriptionPeriods.status, 'PAID'),
        sql`${subscriptionPeriods.currency} is not null`,
      ),
    )
    .groupBy(subscriptionPeriods.currency)
  const paid = new Map(periods.map((row) => [row.currency, row.n]))
  const [gems] = await db
    .select({ n: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(
      and(
        eq(ledgerAccounts.code, ledgerAccount.earnings(channelIdx).code),
        eq(ledgerTransfers.kind, 'gift'),
      ),
    )
  const active = await subscriberCount(db, channelIdx)
  const currencies = new Set([...money.map((row) => row.currency), ...paid.keys()])
  return {
    activeSubscribers: active,
    byCurrency: [...currencies]
      .filter((currency): currency is string => currency !== null)
      .sort()
      .map((currency) => {
        const row = money.find((m) => m.currency === currency)
        const amount = row ? BigInt(row.credited) - BigInt(row.refunded) : 0n
        return { currency, amount: amount.toString(), payments: paid.get(currency) ?? 0 }
      }),
    gem: Number(gems?.n ?? 0),
  }
}
