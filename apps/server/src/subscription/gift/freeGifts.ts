import { GIFT_SUB_MAX, type GiftResult } from '@airwave/sdk/contract'
import * as z from 'zod/mini'
import { targetChannel } from '../../channel/channelRelations'
import { subscriptionGifts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { deliverGift } from './giftDelivery'
import { announceGift } from './giftNews'
import { namedReceivers } from './giftReceivers'

// Free gift subscriptions: the platform gives a channel's subscription to named members (an
// operator's call). Nothing is paid, so nothing moves in the ledger; the receivers are told.

/**
 * The operator's body: the channel and the receivers (1 to GIFT_SUB_MAX channel ids).
 *
 * @example z.parse(freeGiftBody, { channelId: 'airwave', receiverChannelIdList: ['viewer3'] })
 */
export const freeGiftBody = z.object({
  channelId: z.string().check(z.minLength(1), z.maxLength(64)),
  receiverChannelIdList: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1), z.maxLength(GIFT_SUB_MAX)),
})

/**
 * Gives each named receiver a free subscription to the channel (kind `free`, a full period,
 * paid with `free`), with the receivers' refusals of a gift (ITE20014); answers the gift.
 *
 * @example await giveFreeGift(deps, { channelId: 'airwave', receiverChannelIdList: ['viewer3'] })
 */
export async function giveFreeGift(
  deps: AppDeps,
  body: z.output<typeof freeGiftBody>,
): Promise<GiftResult> {
  const row = await targetChannel(deps.db, body.channelId)
  const channel = { idx: row.id, handle: row.handle, nickname: row.nickname, ownerId: row.ownerId }
  const list = body.receiverChannelIdList
  const receivers = await namedReceivers(deps.db, channel, undefined, list, list.length)
  const { answer, push } = await deps.db.transaction(async (tx) => {
    const [gift] = await tx
      .insert(subscriptionGifts)
      .values({
        channelId: channel.idx,
        type: 'free',
        voucherCount: receivers.length,
        receiverHandles: receivers.map((receiver) => receiver.handle),
        paidWith: 'free',
      })
      .returning()
    if (!gift) throw new Error('The free gift was not written')
    const served = await deliverGift(tx, gift, receivers)
    const push = await announceGift(deps, tx, {
      channel,
      giver: undefined,
      gift,
      receivers: served,
    })
    const answer: GiftResult = {
      giftIdx: gift.id,
      status: 'SUCCESS',
      voucherCount: served.length,
      receivers: served.map((r) => ({ channelId: r.handle, nickname: r.nickname })),
      orderNo: null,
      checkoutUrl: null,
      balance: null,
    }
    return { answer, push }
  })
  push()
  return answer
}
