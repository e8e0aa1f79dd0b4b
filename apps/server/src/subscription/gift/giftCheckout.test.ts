import type { ChatMessage } from '@airwave/sdk/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ledgerTransfers, members, subscriptionPeriods, subscriptions } from '../../db/schema'
import {
  deliverWebhook,
  type ItemMember,
  itemMember,
  localPayments,
  newKey,
  orderRow,
  sessionEvent,
  streamerMember,
} from '../../item/itemTestKit'
import { auditLedger, balanceOf, ledgerAccount } from '../../item/ledger'
import type { RunningServer } from '../../server'
import { openSocket, type TestSocket } from '../../testing/socketClient'
import { insertSubscription } from '../../testing/subscriptionRows'
import { startTestServer } from '../../testing/testServer'

// A gift paid at the local checkout, over real HTTP: the order and its checkout once per key,
// paid on the checkout's page, delivered by the signed webhook in its transaction (the money to
// the channel's subscription revenue, the receivers' subscriptions, the room told), and a
// replayed webhook granting nothing twice.

let server: RunningServer
let star: ItemMember
let fan: ItemMember
const sockets: TestSocket[] = []

async function giftMember(handle: string, streamer = false) {
  const member = streamer ? await streamerMember(server, handle) : await itemMember(server, handle)
  await server.deps.db
    .update(members)
    .set({ activeChannelId: member.channelIdx ?? null })
    .where(eq(members.id, member.memberId))
  return member
}

beforeAll(async () => {
  server = await startTestServer({ config: { payments: localPayments } })
  star = await giftMember('star', true)
  fan = await giftMember('fan')
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

afterAll(() => server.stop())

const submit = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })

const subscriptionsOf = (...who: ItemMember[]) =>
  server.deps.db
    .select()
    .from(subscriptions)
    .where(
      inArray(
        subscriptions.subscriberChannelId,
        who.map((member) => member.channelIdx ?? 0),
      ),
    )

describe('a gift paid at the checkout', () => {
  it('is delivered by the webhook once, whatever the replays', async () => {
    const mia = await giftMember('mia')
    const leo = await giftMember('leo')
    const room = await openSocket(server.url, { clientId: 'room' })
    sockets.push(room)
    expect(await room.command('ENTER_CHANNEL', { channelId: 'star' })).toEqual({ ok: true })
    const key = newKey()
    const body = {
      type: 'selected' as const,
      streamerChannelId: 'star',
      voucherCount: 2,
      receiverChannelIdList: ['mia', 'leo'],
      payWith: 'checkout' as const,
      region: 'NA' as const,
    }
    const made = await fan.item.giftVouchers(body, key)
    expect(made).toMatchObject({
      status: 'PENDING',
      voucherCount: 2,
      receivers: [{ channelId: 'mia' }, { channelId: 'leo' }],
      balance: null,
    })
    expect(made.checkoutUrl).toContain('/v2/item/checkout/local/')
    const orderNo = made.orderNo ?? ''
    // The same key answers the same order and checkout.
    expect(await fan.item.giftVouchers(body, key)).toEqual(made)
    const order = await orderRow(server, orderNo)
    expect(order).toMatchObject({
      itemType: 'subscription-voucher',
      giftId: made.giftIdx,
      priceMinor: 2 * 499,
      currency: 'USD',
    })
    expect(await fan.item.getPaymentResult(orderNo)).toMatchObject({
      status: 'PENDING',
      itemType: 'subscription-voucher',
      payPrice: '9.98',
      payCur: 'USD',
    })
    expect(await subscriptionsOf(mia, leo)).toEqual([])
    // Paid on the checkout's page: back to the voucher's result page, delivered.
    const paid = await submit(made.checkoutUrl ?? '', { action: 'pay', card: '4242424242424242' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `${server.url}/payment/redirect/subscription-voucher?orderNo=${orderNo}`,
    )
    const result = await fan.item.getPaymentResult(orderNo)
    expect(result).toMatchObject({
      status: 'SUCCESS',
      itemType: 'subscription-voucher',
      itemNo: made.giftIdx,
      itemNm: 'Gift subscriptions',
    })
    expect(result.gem).toBeUndefined()
    const subs = await subscriptionsOf(mia, leo)
    expect(subs).toHaveLength(2)
    expect(subs.every((s) => s.kind === 'gift' && s.status === 'ACTIVE')).toBe(true)
    expect(subs.every((s) => s.orderNo === orderNo && s.giftedByChannelId === fan.channelIdx)).toBe(
      true,
    )
    const periods = await server.deps.db
      .select()
      .from(subscriptionPeriods)
      .where(
        inArray(
          subscriptionPeriods.subscriptionId,
          subs.map((s) => s.id),
        ),
      )
    expect(periods.map((p) => [p.paidWith, p.priceMinor, p.currency])).toEqual([
      ['gift', 499, 'USD'],
      ['gift', 499, 'USD'],
    ])
    const revenue = ledgerAccount.subscriptionRevenue(star.channelIdx ?? 0, 'USD')
    expect(await balanceOf(server.deps.db, revenue)).toBe(998)
    const entry = await room.next<ChatMessage>('CHAT_MESSAGE', (e) => e.type === 'GIFT_SUB')
    expect(entry).toMatchObject({ giftCount: 2, viewerInfo: { viewerId: 'fan' } })
    // Replays: another event of the same payment, and the same event again.
    const replay = sessionEvent('checkout.session.completed', order, 'evt_gift_replay')
    expect((await deliverWebhook(server, replay)).body.data).toEqual({
      received: true,
      outcome: 'already-paid',
    })
    expect((await deliverWebhook(server, replay)).body.data).toEqual({
      received: true,
      outcome: 'duplicate',
    })
    expect(await subscriptionsOf(mia, leo)).toHaveLength(2)
    expect(await balanceOf(server.deps.db, revenue)).toBe(998)
    const transfers = await server.deps.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.orderNo, orderNo)))
    expect(transfers.map((t) => [t.kind, t.unit, t.amount])).toEqual([['gift', 'USD', 998]])
    const audit = await auditLedger(server.deps.db)
    expect(audit).toMatchObject({ mismatched: [], negative: [] })
    expect(audit.sums.USD).toBe(0)
    expect(room.all<ChatMessage>('CHAT_MESSAGE').filter((e) => e.type === 'GIFT_SUB')).toHaveLength(
      1,
    )
    // The giver's page lists it; the gem purchases do not.
    const given = await fan.item.listGiftPurchases({})
    expect(given.list[0]).toMatchObject({
      paidWith: 'checkout',
      status: 'SUCCESS',
      price: '9.98',
      currency: 'USD',
      gem: null,
    })
    expect((await fan.item.listGemPurchases({})).totalCnt).toBe(0)
    expect((await mia.item.listGiftHistory({})).list[0]).toMatchObject({
      from: { channelId: 'fan' },
      paidWith: 'checkout',
    })
  })

  it('passes over a receiver who subscribed between the order and the payment', async () => {
    const ada = await giftMember('ada')
    const ben = await giftMember('ben')
    const made = await fan.item.giftVouchers(
      {
        type: 'selected',
        streamerChannelId: 'star',
        voucherCount: 2,
        receiverChannelIdList: ['ada', 'ben'],
        payWith: 'checkout',
        region: 'NA',
      },
      newKey(),
    )
    await insertSubscription(server.deps.db, {
      channelIdx: star.channelIdx ?? 0,
      subscriberChannelIdx: ben.channelIdx ?? 0,
      subscriberMemberId: ben.memberId,
      kind: 'regular',
    })
    const paid = await submit(made.checkoutUrl ?? '', { action: 'pay', card: '4242424242424242' })
    expect(paid.status).toBe(303)
    const subs = await subscriptionsOf(ada, ben)
    expect(subs.map((s) => [s.subscriberChannelId, s.kind]).sort()).toEqual(
      [
        [ada.channelIdx, 'gift'],
        [ben.channelIdx, 'regular'],
      ].sort(),
    )
    expect((await fan.item.getPaymentResult(made.orderNo ?? '')).status).toBe('SUCCESS')
  })

  it('shows a gift whose checkout was cancelled as its order, delivered to nobody', async () => {
    const cat = await giftMember('cat')
    const made = await fan.item.giftVouchers(
      {
        type: 'trial',
        streamerChannelId: 'star',
        voucherCount: 1,
        receiverChannelIdList: ['cat'],
        payWith: 'checkout',
      },
      newKey(),
    )
    expect(await fan.item.cancelGemOrder(made.orderNo ?? '')).toMatchObject({
      status: 'CANCELLED',
      itemType: 'subscription-voucher',
    })
    const given = await fan.item.listGiftPurchases({})
    expect(given.list.find((g) => g.giftIdx === made.giftIdx)).toMatchObject({
      type: 'trial',
      status: 'CANCELLED',
      receivers: [{ channelId: 'cat' }],
    })
    expect(await subscriptionsOf(cat)).toEqual([])
  })
})
