import { now } from '../clock'
import type { Db } from '../db/database'
import { itemOrders, localSubscriptions, subscriptions } from '../db/schema'
import { TEST_CARDS } from '../item/providers/localBilling'
import type { SeededAccount } from '../seed'
import { SUBSCRIPTION_PACK } from './subscriptionOrders'
import { recordPaidPeriod } from './subscriptionPeriods'
import { PERIOD_MS, subscriptionPlan } from './subscriptionPlan'

// Demo subscribers of `airwave`, made as the local checkout would have made them: the paid
// order, the local provider's subscription (so the renewal job renews it on the server's
// clock), the subscription, its periods and their ledger batches.

const DAY_MS = 24 * 60 * 60 * 1000

export interface DemoSubscriber {
  viewer: SeededAccount
  /** Months paid so far. */
  months: number
  /** Days into the current period. */
  daysIn: number
  /** Renewal stopped: benefits to the period's end. */
  cancelled: boolean
}

/**
 * Writes one regular local subscriber of `channel`, paid month by month up to today.
 *
 * @example await seedRegularSubscriber(db, airwave, { viewer: viewer2, months: 3, daysIn: 10, cancelled: false })
 */
export async function seedRegularSubscriber(
  db: Db,
  channel: SeededAccount,
  demo: DemoSubscriber,
): Promise<void> {
  const plan = subscriptionPlan('NA')
  const orderNo = `SDEMO${demo.viewer.channelId.toUpperCase()}`
  const providerRef = `sub_local_demo_${demo.viewer.channelId}`
  const periodStart = new Date(now().getTime() - demo.daysIn * DAY_MS)
  const periodEnd = new Date(periodStart.getTime() + PERIOD_MS)
  const firstStart = new Date(periodStart.getTime() - (demo.months - 1) * PERIOD_MS)
  await db.transaction(async (tx) => {
    await tx.insert(itemOrders).values({
      orderNo,
      memberId: demo.viewer.memberId,
      itemType: 'subscription',
      channelId: channel.channelIdx,
      packId: SUBSCRIPTION_PACK,
      gem: 0,
      priceMinor: plan.priceMinor,
      currency: plan.currency,
      region: 'NA',
      provider: 'local',
      status: 'SUCCESS',
      createdAt: firstStart,
      paidAt: firstStart,
    })
    await tx.insert(localSubscriptions).values({
      id: providerRef,
      orderNo,
      card: TEST_CARDS.approve,
      amount: plan.priceMinor,
      currency: plan.currency,
      itemName: 'Monthly subscription to airwave',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: demo.cancelled,
      invoices: demo.months,
    })
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        channelId: channel.channelIdx,
        subscriberChannelId: demo.viewer.channelIdx,
        subscriberMemberId: demo.viewer.memberId,
        kind: 'regular',
        status: demo.cancelled ? 'CANCELLED' : 'ACTIVE',
        renews: !demo.cancelled,
        provider: 'local',
        providerRef,
        orderNo,
        priceMinor: plan.priceMinor,
        currency: plan.currency,
        region: 'NA',
        periodStart,
        periodEnd,
        months: demo.months,
        startedAt: firstStart,
        createdAt: firstStart,
      })
      .returning()
    if (!sub) throw new Error('The demo subscription was not written')
    for (let n = 1; n <= demo.months; n += 1) {
      const start = new Date(firstStart.getTime() + (n - 1) * PERIOD_MS)
      await recordPaidPeriod(tx, sub, {
        periodNo: n,
        start,
        end: new Date(start.getTime() + PERIOD_MS),
        orderNo,
        invoiceRef: null,
        amount: plan.priceMinor,
        currency: plan.currency,
        provider: 'local',
        recordedAt: start,
      })
    }
  })
}
