import { eq } from 'drizzle-orm'
import { now } from '../../clock'
import { subscriptionGifts, subscriptionPeriods, subscriptions } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { PERIOD_MS } from '../subscriptionPlan'
import type { GiftReceiver } from './giftReceivers'

// A gift's delivery: each receiver's subscription (kind `gift`, `trial` or `free`) and its
// first period, and the gift marked delivered, in the caller's transaction (the one that pays
// for it), so a gift is delivered with its payment or not at all.

export type GiftRow = typeof subscriptionGifts.$inferSelect

/** A trial lasts a week (chosen); every other gift a full period. */
const TRIAL_MS = 7 * 24 * 60 * 60 * 1000

/** How long a gift of this type lasts. @example giftLength('trial') // a week */
const giftLength = (type: string) => (type === 'trial' ? TRIAL_MS : PERIOD_MS)

const kindOf = (type: string) => (type === 'trial' ? 'trial' : type === 'free' ? 'free' : 'gift')

/**
 * Delivers a gift to its receivers: for each, a subscription ACTIVE from now for the gift's
 * days (one month counted), with its period (paid with `gift`, or `free`); one who took a live
 * subscription meanwhile is passed over (the unique live index). Marks the gift SUCCESS,
 * delivered now. Answers the receivers served.
 *
 * @example const served = await deliverGift(tx, gift, receivers)
 */
export async function deliverGift(
  tx: Tx,
  gift: GiftRow,
  receivers: readonly GiftReceiver[],
): Promise<GiftReceiver[]> {
  const start = now()
  const end = new Date(start.getTime() + giftLength(gift.type))
  const count = Math.max(1, gift.voucherCount)
  const priceEach = gift.priceMinor === null ? null : Math.floor(gift.priceMinor / count)
  const gemEach = gift.gem === null ? null : Math.floor(gift.gem / count)
  const served: GiftReceiver[] = []
  for (const receiver of receivers) {
    const [made] = await tx
      .insert(subscriptions)
      .values({
        channelId: gift.channelId,
        subscriberChannelId: receiver.channelIdx,
        subscriberMemberId: receiver.memberId,
        kind: kindOf(gift.type),
        status: 'ACTIVE',
        orderNo: gift.orderNo,
        priceMinor: priceEach,
        currency: gift.currency,
        periodStart: start,
        periodEnd: end,
        months: 1,
        startedAt: start,
        giftId: gift.id,
        giftedByChannelId: gift.giverChannelId,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id })
    if (!made) continue
    await tx.insert(subscriptionPeriods).values({
      subscriptionId: made.id,
      periodNo: 1,
      periodStart: start,
      periodEnd: end,
      paidWith: gift.type === 'free' ? 'free' : 'gift',
      status: 'PAID',
      orderNo: gift.orderNo,
      priceMinor: priceEach,
      currency: gift.currency,
      gem: gemEach,
    })
    served.push(receiver)
  }
  await tx
    .update(subscriptionGifts)
    .set({ status: 'SUCCESS', deliveredAt: start })
    .where(eq(subscriptionGifts.id, gift.id))
  return served
}
