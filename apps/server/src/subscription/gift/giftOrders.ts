import {
  type GiftResult,
  ITEM_ERRORS,
  type PaymentStatus,
  type PayRegion,
} from '@airwave/sdk/contract'
import { eq, inArray, sql } from 'drizzle-orm'
import { now } from '../../clock'
import type { Db } from '../../db/database'
import { channels, itemOrders, subscriptionGifts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { AuthMember } from '../../http/auth'
import { HttpError } from '../../http/httpError'
import { claimKey, type IdempotencyClaim, replay, settleKey } from '../../item/idempotency'
import type { GatedChannel } from '../../item/itemGate'
import { ledgerAccount, postTransfers } from '../../item/ledger'
import { newOrderNo, openCheckout } from '../../item/orders'
import type { EventOutcome, PaidOrderContext } from '../../item/paymentEvents'
import type { PaymentProvider } from '../../item/providers/paymentProvider'
import { subscriptionPlan } from '../subscriptionPlan'
import { deliverGift } from './giftDelivery'
import { announceGift, giverOf } from './giftNews'
import { receiversAtDelivery } from './giftReceivers'

// Gifts paid at the checkout: the order made (once per idempotency key) and its checkout opened,
// then paid by the provider's webhook, which delivers the gift in its own transaction.

const noProvider = () =>
  new HttpError(503, ITEM_ERRORS.paymentsUnavailable, 'Gift subscriptions cannot be paid here now')

/** The checkout's line: `3 gift subscriptions to Airwave`. */
const itemName = (count: number, nickname: string) =>
  `${count} gift subscription${count === 1 ? '' : 's'} to ${nickname}`

/** The receivers a gift names, as the answers show them (in the order named). */
async function receiversNamed(db: Db, handles: readonly string[]) {
  if (handles.length === 0) return []
  const rows = await db
    .select({ handle: channels.handle, nickname: channels.nickname })
    .from(channels)
    .where(
      inArray(
        sql`lower(${channels.handle})`,
        handles.map((h) => h.toLowerCase()),
      ),
    )
  const byHandle = new Map(rows.map((row) => [row.handle.toLowerCase(), row]))
  return handles.flatMap((handle) => {
    const row = byHandle.get(handle.toLowerCase())
    return row ? [{ channelId: row.handle, nickname: row.nickname }] : []
  })
}

/**
 * A gift paid at the checkout: the gift and its order (`subscription-voucher`, priced at the
 * region's monthly price each) are written once per key (status 0 until answered), the provider
 * opens the checkout (the same one when asked again), the answer is stored. A retry after a
 * failure anywhere picks up the same order. The webhook delivers it (`payGiftOrder`).
 *
 * @example return createGiftOrder(deps, provider, member, channel, claim, base, { origin, region })
 */
export async function createGiftOrder(
  deps: AppDeps,
  provider: PaymentProvider | undefined,
  member: AuthMember,
  channel: GatedChannel,
  claim: IdempotencyClaim,
  base: typeof subscriptionGifts.$inferInsert,
  call: { origin: string; region: PayRegion },
): Promise<GiftResult> {
  if (!provider) throw noProvider()
  const { db } = deps
  const plan = subscriptionPlan(call.region)
  const priceMinor = plan.priceMinor * base.voucherCount
  const orderNo = await db.transaction(async (tx) => {
    const prior = await claimKey(tx, claim)
    if (prior && prior.status !== 0) return replay<GiftResult>(prior)
    const started = (prior?.answer as { orderNo?: string } | null | undefined)?.orderNo
    if (started) return started
    const made = newOrderNo()
    const [gift] = await tx
      .insert(subscriptionGifts)
      .values({ ...base, paidWith: 'checkout', orderNo: made, priceMinor, currency: plan.currency })
      .returning({ id: subscriptionGifts.id })
    if (!gift) throw new Error('The gift was not written')
    await tx.insert(itemOrders).values({
      orderNo: made,
      memberId: member.id,
      itemType: 'subscription-voucher',
      channelId: channel.idx,
      giftId: gift.id,
      packId: 'subscription-voucher',
      gem: 0,
      priceMinor,
      currency: plan.currency,
      region: call.region,
      provider: provider.name,
    })
    await settleKey(tx, claim, { status: 0, answer: { orderNo: made } })
    return made
  })
  if (typeof orderNo !== 'string') return orderNo
  const [order] = await db.select().from(itemOrders).where(eq(itemOrders.orderNo, orderNo))
  const [gift] = await db
    .select()
    .from(subscriptionGifts)
    .where(eq(subscriptionGifts.orderNo, orderNo))
  if (!order || !gift) throw new Error(`Gift order ${orderNo} vanished`)
  const { checkoutUrl } = await openCheckout(db, provider, order, {
    itemName: itemName(gift.voucherCount, channel.nickname),
    returnPath: '/payment/redirect/subscription-voucher',
    origin: call.origin,
  })
  const answer: GiftResult = {
    giftIdx: gift.id,
    status: order.status as PaymentStatus,
    voucherCount: gift.voucherCount,
    receivers: await receiversNamed(db, gift.receiverHandles),
    orderNo,
    checkoutUrl,
    balance: null,
  }
  await settleKey(db, claim, { status: 200, answer })
  return answer
}

/**
 * A gift of subscriptions paid at the checkout, in the webhook's transaction (the order is
 * locked, unpaid): its money from the provider's clearing to the channel's subscription revenue
 * (kind `gift`, under the order's number: the ledger's unique order index makes it once), the
 * receivers' subscriptions, the chat entry, alert and notifications, the order SUCCESS; the
 * pushes after the commit. A receiver who subscribed between the order and the payment is
 * passed over.
 *
 * @example if (order.itemType === 'subscription-voucher') return payGiftOrder(context)
 */
export async function payGiftOrder(context: PaidOrderContext): Promise<EventOutcome> {
  const { deps, tx, order, event } = context
  if (order.giftId === null || order.channelId === null) return 'mismatch'
  const [gift] = await tx
    .select()
    .from(subscriptionGifts)
    .where(eq(subscriptionGifts.id, order.giftId))
    .for('update')
  const [channel] = await tx
    .select({ idx: channels.id, handle: channels.handle, ownerId: channels.ownerId })
    .from(channels)
    .where(eq(channels.id, order.channelId))
  if (!gift || !channel) return 'mismatch'
  if (gift.status === 'SUCCESS') return 'already-paid'
  const posted = await postTransfers(tx, [
    {
      debit: ledgerAccount.clearing(order.provider, order.currency),
      credit: ledgerAccount.subscriptionRevenue(channel.idx, order.currency),
      amount: order.priceMinor,
      kind: 'gift',
      orderNo: order.orderNo,
      memberId: order.memberId,
      actorChannelId: gift.giverChannelId ?? undefined,
      channelId: channel.idx,
    },
  ])
  if (!posted.ok) throw new Error(`A gift order overdrew ${posted.code}`)
  const receivers = await receiversAtDelivery(tx, channel, gift.receiverHandles)
  const served = await deliverGift(tx, gift, receivers)
  const push = await announceGift(deps, tx, {
    channel,
    giver: await giverOf(tx, gift),
    gift,
    receivers: served,
  })
  await tx
    .update(itemOrders)
    .set({ status: 'SUCCESS', paidAt: now(), paymentRef: event.paymentRef, updatedAt: now() })
    .where(eq(itemOrders.orderNo, order.orderNo))
  context.after(push)
  return 'credited'
}
