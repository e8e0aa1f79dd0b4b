import { eq, sql } from 'drizzle-orm'
import { now } from '../clock'
import { subscriptionPeriods, subscriptions } from '../db/schema'
import type { Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import { ledgerAccount, postTransfers } from '../item/ledger'
import { announcePeriod } from './subscriptionAnnounce'

// A regular subscription's paid period: its row, its ledger batch (the money from the provider's
// clearing account to the channel's subscription revenue, under the period's order number, so
// the ledger's unique order index counts a replayed payment once) and the subscription's dates
// and months, in the payment event's transaction; the room and the alert box are told after.

export type SubscriptionRow = typeof subscriptions.$inferSelect

/** The order number of a period's ledger batch: the order's own for the first, `:n` after. @example periodOrderNo('S1', 2) // 'S1:2' */
const periodOrderNo = (orderNo: string, periodNo: number) =>
  periodNo === 1 ? orderNo : `${orderNo}:${periodNo}`

export interface PaidPeriodInput {
  periodNo: number
  start: Date
  end: Date
  /** The order that opened the subscription. */
  orderNo: string
  invoiceRef: string | null
  amount: number
  currency: string
  provider: string
}

/** The subscription a period is paid for, as its ledger batch names it. */
type PeriodOwner = Pick<
  SubscriptionRow,
  'id' | 'channelId' | 'subscriberMemberId' | 'subscriberChannelId'
>

/**
 * Writes a paid period's row and its ledger batch (money from the provider's clearing account
 * to the channel's subscription revenue, under the period's order number); a refused try of
 * the same period turns paid. Answers false when the period was paid already (a replay): then
 * nothing is written. The payment webhook and the demo data both record periods through it.
 *
 * @example if (!(await recordPaidPeriod(tx, sub, input))) return 'already-paid'
 */
export async function recordPaidPeriod(
  tx: Tx,
  sub: PeriodOwner,
  input: PaidPeriodInput & { recordedAt?: Date },
): Promise<boolean> {
  const orderNo = periodOrderNo(input.orderNo, input.periodNo)
  const period = {
    periodStart: input.start,
    periodEnd: input.end,
    paidWith: 'card',
    status: 'PAID',
    orderNo,
    priceMinor: input.amount,
    currency: input.currency,
    invoiceRef: input.invoiceRef,
    failure: null,
  }
  const [written] = await tx
    .insert(subscriptionPeriods)
    .values({
      subscriptionId: sub.id,
      periodNo: input.periodNo,
      ...period,
      ...(input.recordedAt ? { createdAt: input.recordedAt } : {}),
    })
    .onConflictDoUpdate({
      target: [subscriptionPeriods.subscriptionId, subscriptionPeriods.periodNo],
      set: period,
      setWhere: sql`${subscriptionPeriods.status} = 'FAILED'`,
    })
    .returning({ id: subscriptionPeriods.id })
  if (!written) return false
  const posted = await postTransfers(tx, [
    {
      debit: ledgerAccount.clearing(input.provider, input.currency),
      credit: ledgerAccount.subscriptionRevenue(sub.channelId, input.currency),
      amount: input.amount,
      kind: 'subscription',
      orderNo,
      memberId: sub.subscriberMemberId,
      actorChannelId: sub.subscriberChannelId,
      channelId: sub.channelId,
    },
  ])
  if (!posted.ok) throw new Error(`A subscription payment overdrew ${posted.code}`)
  return true
}

/**
 * Records a paid period of `sub` (locked by the caller) and moves its subscription on to it;
 * answers the pushes for after the commit, or undefined when the period was paid already (a
 * replay).
 *
 * @example context.after(await payPeriod(deps, tx, sub, { periodNo: 2, ... }))
 */
export async function payPeriod(
  deps: AppDeps,
  tx: Tx,
  sub: SubscriptionRow,
  input: PaidPeriodInput,
): Promise<(() => void) | undefined> {
  if (!(await recordPaidPeriod(tx, sub, input))) return undefined
  const months = sub.months + 1
  await tx
    .update(subscriptions)
    .set({
      periodStart: input.start,
      periodEnd: input.end,
      months,
      renewalFailedAt: null,
      endDetail: null,
      updatedAt: now(),
    })
    .where(eq(subscriptions.id, sub.id))
  return announcePeriod(deps, tx, {
    channelIdx: sub.channelId,
    subscriberChannelIdx: sub.subscriberChannelId,
    subscriberMemberId: sub.subscriberMemberId,
    months,
  })
}
