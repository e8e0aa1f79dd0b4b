import {
  ITEM_ERRORS,
  type PaymentResult,
  type PaymentStatus,
  type PayRegion,
  type SubscriptionOrder,
} from '@airwave/sdk/contract'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, itemOrders, members, subscriptions } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { HttpError } from '../http/httpError'
import {
  claimKey,
  type IdempotencyClaim,
  replay,
  requestHash,
  settleKey,
  storedOutcome,
} from '../item/idempotency'
import {
  memberOrder,
  newOrderNo,
  type OrderRow,
  openCheckout,
  paymentResultOf,
} from '../item/orders'
import type { EventOutcome, PaidOrderContext } from '../item/paymentEvents'
import { decimalPrice } from '../item/payPolicy'
import type { PaymentProvider } from '../item/providers/paymentProvider'
import { LIVE_STATUSES } from './activeSubscription'
import { subscribeGate } from './subscribeGate'
import { payPeriod } from './subscriptionPeriods'
import { PERIOD_MS, subscriptionPlan } from './subscriptionPlan'

// A regular subscription's order: made once per idempotency key and opened at the provider as a
// subscription checkout; the subscription starts only when the provider's webhook says its
// first payment went through (paySubscriptionOrder, in the event's transaction).

/** The pack id of every subscription order (one plan: a month). @example order.packId === SUBSCRIPTION_PACK */
export const SUBSCRIPTION_PACK = 'sub-monthly'

const itemName = (nickname: string) => `Monthly subscription to ${nickname}`

const noProvider = () =>
  new HttpError(503, ITEM_ERRORS.paymentsUnavailable, 'Subscriptions cannot be paid here now')

export interface SubscriptionOrderInput {
  handle: string
  region: PayRegion
  key: string
  /** The site's origin: the checkout returns there. */
  origin: string
}

/**
 * Orders a month of `handle` and opens its subscription checkout, once per idempotency key (a
 * retry answers the first outcome, whatever changed since). The subscribe check's refusals
 * apply first.
 *
 * @example const order = await createSubscriptionOrder(db, provider, member, { handle: 'airwave', region: 'NA', key, origin })
 */
export async function createSubscriptionOrder(
  db: Db,
  provider: PaymentProvider | undefined,
  member: AuthMember,
  input: SubscriptionOrderInput,
): Promise<SubscriptionOrder> {
  const claim: IdempotencyClaim = {
    scope: `subscription-order:${member.id}`,
    key: input.key,
    hash: requestHash({ channel: input.handle.toLowerCase(), region: input.region }),
  }
  const prior = await storedOutcome<SubscriptionOrder>(db, claim)
  if (prior) return prior.answer()
  const channel = await subscribeGate(db, input.handle, member)
  if (!provider) throw noProvider()
  const plan = subscriptionPlan(input.region)
  const orderNo = await db.transaction(async (tx) => {
    const started = await claimKey(tx, claim)
    if (started && started.status !== 0) return replay<SubscriptionOrder>(started)
    const made = (started?.answer as { orderNo?: string } | null | undefined)?.orderNo
    if (made) return made
    const fresh = newOrderNo('S')
    await tx.insert(itemOrders).values({
      orderNo: fresh,
      memberId: member.id,
      itemType: 'subscription',
      channelId: channel.idx,
      packId: SUBSCRIPTION_PACK,
      gem: 0,
      priceMinor: plan.priceMinor,
      currency: plan.currency,
      region: input.region,
      provider: provider.name,
    })
    await settleKey(tx, claim, { status: 0, answer: { orderNo: fresh } })
    return fresh
  })
  if (typeof orderNo !== 'string') return orderNo
  const order = await openCheckout(db, provider, await memberOrder(db, member.id, orderNo), {
    mode: 'subscription',
    itemName: itemName(channel.nickname),
    returnPath: '/payment/redirect/subscription',
    origin: input.origin,
  })
  const answer: SubscriptionOrder = {
    orderNo,
    status: order.status as PaymentStatus,
    checkoutUrl: order.checkoutUrl ?? '',
    channelId: channel.handle,
    price: decimalPrice(order.priceMinor),
    currency: order.currency,
  }
  await settleKey(db, claim, { status: 200, answer })
  return answer
}

/**
 * A subscription order as its result page reads it: `Monthly subscription to {nickname}`.
 *
 * @example paymentResultOfOrder(db, order)
 */
export async function paymentResultOfOrder(db: Db, order: OrderRow): Promise<PaymentResult> {
  const result = paymentResultOf(order)
  if (order.itemType !== 'subscription' || order.channelId === null) return result
  const [channel] = await db
    .select({ nickname: channels.nickname })
    .from(channels)
    .where(eq(channels.id, order.channelId))
  return {
    ...result,
    itemNm: itemName(channel?.nickname ?? 'a channel'),
    itemType: 'subscription',
    gem: 0,
  }
}

/**
 * A regular subscription's first checkout, paid: ends what is left of an earlier subscription
 * of the pair whose period is over (its end not yet recorded), starts the ACTIVE one (period 1
 * from now, the provider's subscription as its reference), pays its first period through the
 * ledger and marks the order paid; the room and the alert box are told after the commit.
 * `mismatch` (logged by the webhook route) when the member subscribes already, or acts as no
 * other channel than the subscribed one: the operator refunds.
 */
export async function paySubscriptionOrder(context: PaidOrderContext): Promise<EventOutcome> {
  const { deps, tx, order, event } = context
  if (order.channelId === null) return 'mismatch'
  // The order keeps no subscriber channel: the member's acting channel subscribes (else, for a
  // member who never switched, their first channel).
  const [buyer] = await tx
    .select({ channelIdx: members.activeChannelId })
    .from(members)
    .where(eq(members.id, order.memberId))
  const [first] = buyer?.channelIdx
    ? []
    : await tx
        .select({ channelIdx: channels.id })
        .from(channels)
        .where(and(eq(channels.ownerId, order.memberId), isNull(channels.deletedAt)))
        .orderBy(asc(channels.id))
        .limit(1)
  const subscriberChannelIdx = buyer?.channelIdx ?? first?.channelIdx
  if (!subscriberChannelIdx || subscriberChannelIdx === order.channelId) return 'mismatch'
  const at = now()
  const pair = and(
    eq(subscriptions.channelId, order.channelId),
    eq(subscriptions.subscriberChannelId, subscriberChannelIdx),
    inArray(subscriptions.status, [...LIVE_STATUSES, 'PENDING']),
  )
  const live = await tx.select().from(subscriptions).where(pair).for('update')
  for (const old of live) {
    if (old.periodEnd && old.periodEnd > at) return 'mismatch'
    await tx
      .update(subscriptions)
      .set({
        status: 'ENDED',
        renews: false,
        endedAt: old.periodEnd ?? at,
        endReason: old.renewalFailedAt
          ? 'payment_failed'
          : old.kind === 'regular'
            ? 'cancelled'
            : 'period_over',
        updatedAt: at,
      })
      .where(eq(subscriptions.id, old.id))
  }
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      channelId: order.channelId,
      subscriberChannelId: subscriberChannelIdx,
      subscriberMemberId: order.memberId,
      kind: 'regular',
      status: 'ACTIVE',
      renews: true,
      provider: order.provider,
      providerRef: event.subscriptionRef,
      orderNo: order.orderNo,
      priceMinor: order.priceMinor,
      currency: order.currency,
      region: order.region,
      months: 0,
      startedAt: at,
    })
    .returning()
  if (!sub) throw new Error('The subscription was not written')
  const pushes = await payPeriod(deps, tx, sub, {
    periodNo: 1,
    start: at,
    end: new Date(at.getTime() + PERIOD_MS),
    orderNo: order.orderNo,
    invoiceRef: null,
    amount: order.priceMinor,
    currency: order.currency,
    provider: order.provider,
  })
  await tx
    .update(itemOrders)
    .set({ status: 'SUCCESS', paidAt: at, paymentRef: event.paymentRef, updatedAt: at })
    .where(eq(itemOrders.orderNo, order.orderNo))
  if (pushes) context.after(pushes)
  return 'credited'
}
