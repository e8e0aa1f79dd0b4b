import { itemOrders, subscriptionGifts } from '../../db/schema'
import { ledgerAccount, postTransfers } from '../../item/ledger'
import { newOrderNo } from '../../item/orders'
import type { SeedContext } from '../../seed'
import { subscriptionPlan } from '../subscriptionPlan'
import { deliverGift } from './giftDelivery'

/**
 * Two gifts so the gift pages are not empty: `viewer4` gave `viewer5` a month of `airwave`,
 * paid at the local checkout (an order paid as its webhook would: the money to the channel's
 * subscription revenue), and the platform gave `viewer1` a free month of it. Nobody gets gems.
 */
export async function seedGifts(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  const airwave = accounts.get('airwave')
  const giver = accounts.get('viewer4')
  const receiver = accounts.get('viewer5')
  const lucky = accounts.get('viewer1')
  if (!airwave || !giver || !receiver || !lucky)
    throw new Error('The gift seed needs the demo accounts')
  const plan = subscriptionPlan('NA')
  const orderNo = newOrderNo()
  const channel = { idx: airwave.channelIdx, ownerId: airwave.memberId }
  // Delivery reads the receiver's channel and member; the nickname is for answers only.
  const as = (account: typeof receiver) => ({
    channelIdx: account.channelIdx,
    handle: account.channelId,
    nickname: account.channelId,
    memberId: account.memberId,
  })
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .insert(subscriptionGifts)
      .values({
        channelId: channel.idx,
        giverMemberId: giver.memberId,
        giverChannelId: giver.channelIdx,
        type: 'selected',
        voucherCount: 1,
        receiverHandles: [receiver.channelId],
        paidWith: 'checkout',
        orderNo,
        priceMinor: plan.priceMinor,
        currency: plan.currency,
        message: 'Enjoy the streams!',
      })
      .returning()
    if (!paid) throw new Error('The demo gift was not written')
    await tx.insert(itemOrders).values({
      orderNo,
      memberId: giver.memberId,
      itemType: 'subscription-voucher',
      channelId: channel.idx,
      giftId: paid.id,
      packId: 'subscription-voucher',
      gem: 0,
      priceMinor: plan.priceMinor,
      currency: plan.currency,
      region: plan.region,
      provider: 'local',
      status: 'SUCCESS',
      paidAt: new Date(),
    })
    const posted = await postTransfers(tx, [
      {
        debit: ledgerAccount.clearing('local', plan.currency),
        credit: ledgerAccount.subscriptionRevenue(channel.idx, plan.currency),
        amount: plan.priceMinor,
        kind: 'gift',
        orderNo,
        memberId: giver.memberId,
        actorChannelId: giver.channelIdx,
        channelId: channel.idx,
      },
    ])
    if (!posted.ok) throw new Error('The demo gift overdrew the ledger')
    await deliverGift(tx, paid, [as(receiver)])
    const [free] = await tx
      .insert(subscriptionGifts)
      .values({
        channelId: channel.idx,
        type: 'free',
        voucherCount: 1,
        receiverHandles: [lucky.channelId],
        paidWith: 'free',
      })
      .returning()
    if (!free) throw new Error('The demo free gift was not written')
    await deliverGift(tx, free, [as(lucky)])
  })
  context.log.info({ orderNo }, 'demo gift subscriptions seeded')
}
