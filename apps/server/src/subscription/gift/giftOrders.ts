import { eq } from 'drizzle-orm'
import { now } from '../../clock'
import { channels, itemOrders, subscriptionGifts } from '../../db/schema'
import { ledgerAccount, postTransfers } from '../../item/ledger'
import type { EventOutcome, PaidOrderContext } from '../../item/paymentEvents'
import { deliverGift } from './giftDelivery'
import { announceGift, giverOf } from './giftNews'
import { receiversAtDelivery } from './giftReceivers'

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
