import {
  GIFT_SUB_GEM_PRICE,
  GIFT_SUB_MAX,
  type GiftPayment,
  type GiftResult,
  type GiftVoucherType,
  ITEM_ERRORS,
  type PaymentStatus,
  type PayRegion,
  SUBSCRIPTION_ERRORS,
} from '@airwave/sdk/contract'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { loadChatRoom } from '../../chat/chatRoom'
import { chatTextOf, checkRoomText } from '../../chat/chatSend'
import { now } from '../../clock'
import type { Db } from '../../db/database'
import { channels, itemOrders, subscriptionGifts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { type AuthMember, requireChannel } from '../../http/auth'
import { badRequest, conflict, HttpError } from '../../http/httpError'
import {
  claimKey,
  type IdempotencyClaim,
  idempotent,
  replay,
  requestHash,
  settleKey,
  storedOutcome,
} from '../../item/idempotency'
import { type GatedChannel, itemGate } from '../../item/itemGate'
import { ledgerAccount, postTransfers } from '../../item/ledger'
import { newOrderNo } from '../../item/orders'
import type { PaymentProvider } from '../../item/providers/paymentProvider'
import { subscriptionPlan } from '../subscriptionPlan'
import { deliverGift } from './giftDelivery'
import { announceGift } from './giftNews'
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
      and(
        inArray(
          sql`lower(${channels.handle})`,
          handles.map((h) => h.toLowerCase()),
        ),
      ),
    )
  const byHandle = new Map(rows.map((row) => [row.handle.toLowerCase(), row]))
  return handles.flatMap((handle) => {
    const row = byHandle.get(handle.toLowerCase())
    return row ? [refName(row)] : []
  })
}

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
 * The checkout: the gift and its order are written once per key (status 0 until answered), the
 * provider opens the checkout (the same one when asked again), the answer is stored. A retry
 * after a failure anywhere picks up the same order.
 */
async function giftWithCheckout(
  deps: AppDeps,
  provider: PaymentProvider | undefined,
  member: AuthMember,
  channel: GatedChannel,
  claim: IdempotencyClaim,
  base: typeof subscriptionGifts.$inferInsert,
  call: GiftCall & { region: PayRegion },
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
  let checkoutUrl = order.sessionId ? order.checkoutUrl : null
  if (!checkoutUrl) {
    const returnUrl = `${call.origin}/payment/redirect/subscription-voucher?orderNo=${encodeURIComponent(orderNo)}`
    const opened = await provider
      .createCheckout({
        orderNo,
        itemName: itemName(gift.voucherCount, channel.nickname),
        amount: order.priceMinor,
        currency: order.currency,
        successUrl: returnUrl,
        cancelUrl: returnUrl,
      })
      .catch((error: unknown) => {
        throw new HttpError(
          502,
          ITEM_ERRORS.paymentsUnavailable,
          `The payment provider did not open the checkout: try again (${error instanceof Error ? error.message : 'failed'})`,
        )
      })
    await db
      .update(itemOrders)
      .set({ sessionId: opened.sessionId, checkoutUrl: opened.url, updatedAt: now() })
      .where(and(eq(itemOrders.orderNo, orderNo), isNull(itemOrders.sessionId)))
    const [opened2] = await db.select().from(itemOrders).where(eq(itemOrders.orderNo, orderNo))
    checkoutUrl = opened2?.checkoutUrl ?? opened.url
  }
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
  return giftWithCheckout(deps, provider, member, channel, claim, base, { ...call, region })
}
