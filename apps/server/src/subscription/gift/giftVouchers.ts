import {
  GIFT_SUB_GEM_PRICE,
  GIFT_SUB_MAX,
  type GiftPayment,
  type GiftResult,
  type GiftVoucherType,
  ITEM_ERRORS,
  type PayRegion,
  SUBSCRIPTION_ERRORS,
} from '@airwave/sdk/contract'
import { loadChatRoom } from '../../chat/chatRoom'
import { chatTextOf, checkRoomText } from '../../chat/chatSend'
import { subscriptionGifts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { type AuthMember, requireChannel } from '../../http/auth'
import { badRequest, conflict } from '../../http/httpError'
import {
  type IdempotencyClaim,
  idempotent,
  requestHash,
  storedOutcome,
} from '../../item/idempotency'
import { type GatedChannel, itemGate } from '../../item/itemGate'
import { ledgerAccount, postTransfers } from '../../item/ledger'
import type { PaymentProvider } from '../../item/providers/paymentProvider'
import { deliverGift } from './giftDelivery'
import { announceGift } from './giftNews'
import { createGiftOrder } from './giftOrders'
import { type GiftReceiver, namedReceivers, presentReceivers } from './giftReceivers'

// A member gifts subscriptions to a channel's viewers: named ones (`selected`, `trial`) or
// viewers drawn from those present (`random`), paid with gems (delivered at once, in one
// transaction with the gems' transfer) or at the checkout (an order of `subscription-voucher`,
// delivered by the provider's webhook: `giftOrders.ts`). Once per idempotency key.

/** The longest gift message (the contract's). */
const GIFT_MESSAGE_MAX = 200

interface GiftInput {
  type: GiftVoucherType
  streamerChannelId: string
  voucherCount: number
  receiverChannelIdList?: string[] | undefined
  payWith: GiftPayment
  region?: PayRegion | undefined
  message?: string | undefined
}

interface GiftCall {
  key: string
  /** The site's origin: the checkout returns there. */
  origin: string
  /** The caller's region when the body names none. */
  region: PayRegion
}

const refName = (receiver: { handle: string; nickname: string }) => ({
  channelId: receiver.handle,
  nickname: receiver.nickname,
})

/** Gems: the transfer and the delivery in one transaction, refused whole when short. */
function giftWithGems(
  deps: AppDeps,
  member: AuthMember,
  channel: GatedChannel,
  claim: IdempotencyClaim,
  base: typeof subscriptionGifts.$inferInsert,
  receivers: GiftReceiver[],
): Promise<GiftResult> {
  const me = requireChannel(member)
  const gem = GIFT_SUB_GEM_PRICE * receivers.length
  return idempotent(deps.db, claim, async (tx) => {
    const [gift] = await tx
      .insert(subscriptionGifts)
      .values({ ...base, paidWith: 'gem', gem })
      .returning()
    if (!gift) throw new Error('The gift was not written')
    const posted = await postTransfers(tx, [
      {
        debit: ledgerAccount.wallet(member.id),
        credit: ledgerAccount.earnings(channel.idx),
        amount: gem,
        kind: 'gift',
        memberId: member.id,
        actorChannelId: me.idx,
        channelId: channel.idx,
      },
    ])
    if (!posted.ok) {
      throw conflict(
        `Not enough gems: ${posted.balance} held, ${posted.needed} for ${receivers.length} subscriptions`,
        ITEM_ERRORS.notEnoughGems,
      )
    }
    const served = await deliverGift(tx, gift, receivers)
    // A receiver who subscribed in the meantime: refused whole, the gems stay.
    if (served.length < receivers.length) {
      throw conflict(
        'A receiver subscribed meanwhile: choose again',
        SUBSCRIPTION_ERRORS.receiverRefused,
      )
    }
    const push = await announceGift(deps, tx, {
      channel,
      giver: member,
      gift: { ...gift, status: 'SUCCESS' },
      receivers: served,
    })
    const answer: GiftResult = {
      giftIdx: gift.id,
      status: 'SUCCESS',
      voucherCount: served.length,
      receivers: served.map(refName),
      orderNo: null,
      checkoutUrl: null,
      balance: posted.rows[0]?.debitBalance ?? 0,
    }
    return { answer, after: push }
  })
}

/**
 * Gifts subscriptions. Checks, in order: a member with a channel (403 CHANNEL_REQUIRED); the
 * message by the chat's rules; 1 to {@link GIFT_SUB_MAX} (400 ITE20012); the channel
 * (`itemGate`: the giver's refusals ITE10009, ITE10003, ITE10000, ITE10001, ITE10005); the
 * receivers (named: ITE20012, ITE20013, ITE20014; random: ITE20015). Then gems (409 ITE20001
 * when short, nothing written; delivered at once) or the checkout (delivered by its webhook).
 * A retry with the same key answers the first outcome.
 *
 * @example const gift = await giftVouchers(deps, provider, member, body, { key, origin, region })
 */
export async function giftVouchers(
  deps: AppDeps,
  provider: PaymentProvider | undefined,
  member: AuthMember,
  input: GiftInput,
  call: GiftCall,
): Promise<GiftResult> {
  const { db } = deps
  const me = requireChannel(member)
  const message = chatTextOf(input.message ?? '', { max: GIFT_MESSAGE_MAX, blank: true })
  const region = input.region ?? call.region
  const claim: IdempotencyClaim = {
    scope: `gift:${member.id}`,
    key: call.key,
    hash: requestHash({
      type: input.type,
      channel: input.streamerChannelId.toLowerCase(),
      count: input.voucherCount,
      receivers: (input.receiverChannelIdList ?? []).map((h) => h.toLowerCase()),
      payWith: input.payWith,
      region: input.payWith === 'checkout' ? region : null,
      message: input.message ?? null,
    }),
  }
  // A retry is answered as the first time, whatever changed since (who is present, gems spent).
  const prior = await storedOutcome<GiftResult>(db, claim)
  if (prior) return prior.answer()
  if (input.voucherCount < 1 || input.voucherCount > GIFT_SUB_MAX) {
    throw badRequest(
      `A gift holds 1 to ${GIFT_SUB_MAX} subscriptions`,
      SUBSCRIPTION_ERRORS.giftCount,
    )
  }
  const channel = await itemGate(db, input.streamerChannelId, member)
  if (message !== '') {
    const room = await loadChatRoom(db, channel.handle, member, { withBanWords: true })
    checkRoomText(deps, member, room, message)
  }
  const receivers =
    input.type === 'random'
      ? await presentReceivers(deps, channel, member, input.voucherCount)
      : await namedReceivers(
          db,
          channel,
          member.id,
          input.receiverChannelIdList,
          input.voucherCount,
        )
  const base: typeof subscriptionGifts.$inferInsert = {
    channelId: channel.idx,
    giverMemberId: member.id,
    giverChannelId: me.idx,
    type: input.type,
    voucherCount: receivers.length,
    receiverHandles: receivers.map((receiver) => receiver.handle),
    paidWith: input.payWith,
    message: message || null,
  }
  if (input.payWith === 'gem') return giftWithGems(deps, member, channel, claim, base, receivers)
  return createGiftOrder(deps, provider, member, channel, claim, base, { ...call, region })
}
