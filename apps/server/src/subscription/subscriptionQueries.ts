import type {
  SubscribeInfo,
  Subscription,
  SubscriptionEndReason,
  SubscriptionKind,
  SubscriptionPayment,
  SubscriptionStatus,
} from '@airwave/sdk/contract'
import { SUBSCRIPTION_ERRORS } from '@airwave/sdk/contract'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, subscriptionPeriods, subscriptions } from '../db/schema'
import { notFound } from '../http/httpError'
import type { DayRange } from '../item/dayRange'
import { decimalPrice } from '../item/payPolicy'
import { within } from '../item/walletQueries'
import { benefitsOnSql } from './activeSubscription'

// The member's subscriptions as their pages read them: one, the list (active first, then
// past), the periods paid, and a channel's subscription as the channel page shows it.

interface Page {
  page: number
  limit: number
}

const channel = alias(channels, 'subscribed_channel')
const giver = alias(channels, 'gift_giver')

const iso = (at: Date | null) => at?.toISOString() ?? null
const priceOf = (minor: number | null) => (minor === null ? null : decimalPrice(minor))

const subscriptionColumns = {
  sub: subscriptions,
  channelId: channel.handle,
  nickname: channel.nickname,
  giverId: giver.handle,
  giverNickname: giver.nickname,
}

type Joined = {
  sub: typeof subscriptions.$inferSelect
  channelId: string
  nickname: string
  giverId: string | null
  giverNickname: string | null
}

function toSubscription(row: Joined): Subscription {
  const { sub } = row
  return {
    subscriptionId: sub.id,
    channel: { channelId: row.channelId, nickname: row.nickname },
    kind: sub.kind as SubscriptionKind,
    status: sub.status as SubscriptionStatus,
    renews: sub.renews,
    startDate: (sub.startedAt ?? sub.createdAt).toISOString(),
    periodStart: iso(sub.periodStart),
    periodEnd: iso(sub.periodEnd),
    endDate: iso(sub.endedAt),
    endReason: sub.endReason as SubscriptionEndReason | null,
    endDetail: sub.endDetail,
    months: sub.months,
    giftedBy:
      row.giverId && row.giverNickname
        ? { channelId: row.giverId, nickname: row.giverNickname }
        : null,
    price: priceOf(sub.priceMinor),
    currency: sub.currency,
  }
}

const joinedSubscriptions = (db: Db) =>
  db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(channel, eq(channel.id, subscriptions.channelId))
    .leftJoin(giver, eq(giver.id, subscriptions.giftedByChannelId))

/**
 * One of the member's subscriptions (404 ITE20016 for another's or none).
 *
 * @example await memberSubscription(db, member.id, 12)
 */
export async function memberSubscription(
  db: Db,
  memberId: number,
  subscriptionId: number,
): Promise<Subscription> {
  const [row] = await joinedSubscriptions(db).where(
    and(eq(subscriptions.id, subscriptionId), eq(subscriptions.subscriberMemberId, memberId)),
  )
  if (!row) throw notFound('No such subscription', SUBSCRIPTION_ERRORS.subscriptionNotFound)
  return toSubscription(row)
}

/**
 * The member's subscriptions, those whose benefits are on first, then the past ones, newest
 * first within each; `state` keeps one kind; the range filters by when they began.
 *
 * @example await subscribeHistory(db, member.id, { page: 1, limit: 20 }, range, 'active')
 */
export async function subscribeHistory(
  db: Db,
  memberId: number,
  paging: Page,
  range: DayRange,
  state: 'active' | 'past' | undefined,
) {
  const on = benefitsOnSql(now())
  const where = and(
    eq(subscriptions.subscriberMemberId, memberId),
    ...within(subscriptions.createdAt, range),
    ...(state === 'active' ? [on] : state === 'past' ? [sql`not ${on}`] : []),
  )
  const [rows, total] = await Promise.all([
    joinedSubscriptions(db)
      .where(where)
      .orderBy(desc(on), desc(subscriptions.createdAt), desc(subscriptions.id))
      .offset((paging.page - 1) * paging.limit)
      .limit(paging.limit),
    db.select({ n: count() }).from(subscriptions).where(where),
  ])
  return { list: rows.map(toSubscription), totalCnt: total[0]?.n ?? 0, ...paging }
}

/**
 * Every period of the member's subscriptions (paid or refused), newest first.
 *
 * @example await subscriptionPayments(db, member.id, { page: 1, limit: 20 }, range, undefined)
 */
export async function subscriptionPayments(
  db: Db,
  memberId: number,
  paging: Page,
  range: DayRange,
  subscriptionId: number | undefined,
) {
  const where: SQL | undefined = and(
    eq(subscriptions.subscriberMemberId, memberId),
    ...(subscriptionId === undefined ? [] : [eq(subscriptions.id, subscriptionId)]),
    ...within(subscriptionPeriods.createdAt, range),
  )
  const base = () =>
    db
      .select({
        period: subscriptionPeriods,
        channelId: channel.handle,
        nickname: channel.nickname,
      })
      .from(subscriptionPeriods)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
      .innerJoin(channel, eq(channel.id, subscriptions.channelId))
  const [rows, total] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(subscriptionPeriods.createdAt), desc(subscriptionPeriods.id))
      .offset((paging.page - 1) * paging.limit)
      .limit(paging.limit),
    db
      .select({ n: count() })
      .from(subscriptionPeriods)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
      .where(where),
  ])
  const list: SubscriptionPayment[] = rows.map(({ period, channelId, nickname }) => ({
    paymentId: period.id,
    subscriptionId: period.subscriptionId,
    channel: { channelId, nickname },
    periodNo: period.periodNo,
    periodStart: period.periodStart.toISOString(),
    periodEnd: period.periodEnd.toISOString(),
    paidWith: period.paidWith as SubscriptionPayment['paidWith'],
    status: period.status as SubscriptionPayment['status'],
    price: priceOf(period.priceMinor),
    currency: period.currency,
    failure: period.failure,
    createDate: period.createdAt.toISOString(),
  }))
  return { list, totalCnt: total[0]?.n ?? 0, ...paging }
}

/**
 * The member's subscription to a channel as the channel page shows it: the live one (benefits
 * on), else the latest; `isSubscriber` false and nothing else when there is none. Badges and
 * nickname colours are read by their own call.
 *
 * @example await subscribeInfo(db, channelIdx, 'airwave', me.idx)
 */
export async function subscribeInfo(
  db: Db,
  channelIdx: number,
  handle: string,
  subscriberChannelIdx: number,
): Promise<SubscribeInfo> {
  const on = benefitsOnSql(now())
  const [row] = await db
    .select({ sub: subscriptions, on })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.channelId, channelIdx),
        eq(subscriptions.subscriberChannelId, subscriberChannelIdx),
      ),
    )
    .orderBy(desc(on), desc(subscriptions.createdAt))
    .limit(1)
  if (!row) return { channelId: handle, isSubscriber: false, isRegular: false, renews: false }
  const { sub } = row
  return {
    channelId: handle,
    subscriptionId: sub.id,
    isSubscriber: Boolean(row.on),
    isRegular: sub.kind === 'regular',
    renews: Boolean(row.on) && sub.renews,
    subscribeMonth: sub.months,
    ...(sub.startedAt ? { startDate: sub.startedAt.toISOString() } : {}),
    ...(sub.periodEnd ? { endDate: sub.periodEnd.toISOString() } : {}),
  }
}
