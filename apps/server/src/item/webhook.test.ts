import { ITEM_ERRORS } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { itemOrders, paymentEvents } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer, TEST_ADMIN_TOKEN } from '../testing/testServer'
import {
  buyGems,
  deliverWebhook,
  type ItemMember,
  itemMember,
  localPayments,
  newKey,
  orderRow,
  refusal,
  sessionEvent,
  streamerMember,
  TEST_WEBHOOK_SECRET,
} from './itemTestKit'
import { auditLedger } from './ledger'
import { signWebhook } from './providers/localWebhooks'

// The provider's webhook, the only way gems are credited: verified over its exact bytes, applied
// once per event and once per order, whatever the order in which events come; a forged one
// does nothing at all.

let server: RunningServer
let buyer: ItemMember

beforeAll(async () => {
  server = await startTestServer({ config: { payments: localPayments } })
  buyer = await itemMember(server, 'buyer')
})

afterAll(() => server.stop())

const gems = async () => (await buyer.item.getPossess()).gem
const statusOf = async (orderNo: string) => (await buyer.item.getPaymentResult(orderNo)).status

async function newOrder(packId = 'gem-500') {
  const order = await buyer.item.createGemOrder({ packId, region: 'NA' }, newKey())
  return orderRow(server, order.orderNo)
}

function expectLedgerHolds(audit: Awaited<ReturnType<typeof auditLedger>>) {
  expect(audit.mismatched).toEqual([])
  expect(audit.negative).toEqual([])
  for (const sum of Object.values(audit.sums)) expect(sum).toBe(0)
}

describe('the webhook signature', () => {
  it("is Stripe's: the local provider signs as the stripe package's helper does", () => {
    const payload = sessionEvent('checkout.session.completed', {
      orderNo: 'G1',
      sessionId: 'cs_1',
      amount: 499,
      currency: 'USD',
    })
    const at = 1_767_225_600_000
    expect(signWebhook(TEST_WEBHOOK_SECRET, payload, at)).toBe(
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: TEST_WEBHOOK_SECRET,
        timestamp: at / 1000,
      }),
    )
  })

  it('credits a verified paid event; a forged, altered, unsigned or stale one does nothing at all', async () => {
    const order = await newOrder()
    const payload = sessionEvent('checkout.session.completed', order)
    const before = await auditLedger(server.deps.db)
    const forged = [
      await deliverWebhook(server, payload, 'whsec_someone_else'),
      await deliverWebhook(
        server,
        payload.replace('"amount_total":499', '"amount_total":1'),
        TEST_WEBHOOK_SECRET,
        Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
      ),
      await deliverWebhook(server, payload, TEST_WEBHOOK_SECRET, ''),
      await deliverWebhook(
        server,
        payload,
        TEST_WEBHOOK_SECRET,
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: TEST_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ),
    ]
    for (const answer of forged) {
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('INVALID_SIGNATURE')
    }
    expect((await auditLedger(server.deps.db)).transfers).toBe(before.transfers)
    expect(await statusOf(order.orderNo)).toBe('PENDING')
    expect(await gems()).toBe(0)
    // The buyer's return to the site's page credits nothing either.
    await fetch(`${server.url}/payment/redirect/gem?orderNo=${order.orderNo}`)
    expect(await statusOf(order.orderNo)).toBe('PENDING')

    const good = await deliverWebhook(server, payload)
    expect(good).toMatchObject({ status: 200, body: { data: { outcome: 'credited' } } })
    expect(await gems()).toBe(500)
    expect(await buyer.item.getPaymentResult(order.orderNo)).toMatchObject({
      status: 'SUCCESS',
      payPrice: '4.99',
      payCur: 'USD',
      itemType: 'gem',
      gem: 500,
    })
  })

  it('credits an order once: a replayed event, a second event of it, the same event ten times at once', async () => {
    const order = await newOrder('gem-100')
    const start = await gems()
    const payload = sessionEvent('checkout.session.completed', order)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliverWebhook(server, payload)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const outcomes = answers.map((a) => (a.body.data as { outcome: string }).outcome).sort()
    expect(outcomes).toEqual(['credited', ...Array(9).fill('duplicate')])
    const again = await deliverWebhook(server, sessionEvent('checkout.session.completed', order))
    expect(again.body.data).toEqual({ received: true, outcome: 'already-paid' })
    expect(await gems()).toBe(start + 100)
    const recorded = await server.deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, order.orderNo))
    expect(recorded.map((event) => event.outcome).sort()).toEqual(['already-paid', 'credited'])
    expectLedgerHolds(await auditLedger(server.deps.db))
  })

  it('lets no event undo a payment, whatever the order they come in', async () => {
    // Declined, then paid with another card, then the late "expired" and "failed" events.
    const order = await newOrder('gem-100')
    const start = await gems()
    const failed = JSON.stringify({
      id: `evt_failed_${order.orderNo}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: { id: 'pi_x', object: 'payment_intent', metadata: { orderNo: order.orderNo } },
      },
    })
    expect((await deliverWebhook(server, failed)).body.data).toMatchObject({ outcome: 'declined' })
    expect(await statusOf(order.orderNo)).toBe('DECLINED')
    await deliverWebhook(server, sessionEvent('checkout.session.completed', order))
    expect(await statusOf(order.orderNo)).toBe('SUCCESS')
    await deliverWebhook(server, sessionEvent('checkout.session.expired', order))
    await deliverWebhook(server, failed.replace('evt_failed_', 'evt_failed_again_'))
    expect(await statusOf(order.orderNo)).toBe('SUCCESS')
    expect(await gems()).toBe(start + 100)

    // Expired first (the buyer walked away), then paid after all: the money was taken, so the
    // gems are credited.
    const late = await newOrder('gem-100')
    await deliverWebhook(server, sessionEvent('checkout.session.expired', late))
    expect(await statusOf(late.orderNo)).toBe('EXPIRED')
    await deliverWebhook(server, sessionEvent('checkout.session.completed', late))
    expect(await statusOf(late.orderNo)).toBe('SUCCESS')
    expect(await gems()).toBe(start + 200)
  })

  it("credits nothing for a paid event that is not the order's payment", async () => {
    const order = await newOrder('gem-100')
    const start = await gems()
    for (const wrong of [
      { ...order, amount: 1 },
      { ...order, currency: 'THB' },
      { ...order, sessionId: 'cs_other' },
      { ...order, orderNo: 'G00000000DEADBEEF' },
    ]) {
      const answer = await deliverWebhook(server, sessionEvent('checkout.session.completed', wrong))
      expect(answer.status).toBe(200)
      expect(['mismatch', 'unknown-order']).toContain(
        (answer.body.data as { outcome: string }).outcome,
      )
    }
    expect(await statusOf(order.orderNo)).toBe('PENDING')
    expect(await gems()).toBe(start)
  })
})

describe('orders', () => {
  it('are made once per idempotency key, priced by the server, and read by their buyer only', async () => {
    const key = newKey()
    const first = await buyer.item.createGemOrder({ packId: 'gem-1000', region: 'TH' }, key)
    expect(first).toMatchObject({ status: 'PENDING', gem: 1000, price: '350.00', currency: 'THB' })
    expect(first.checkoutUrl).toMatch(/\/v2\/item\/checkout\/local\/cs_local_/)
    expect(await buyer.item.createGemOrder({ packId: 'gem-1000', region: 'TH' }, key)).toEqual(
      first,
    )
    expect(
      await refusal(buyer.item.createGemOrder({ packId: 'gem-500', region: 'TH' }, key)),
    ).toEqual({ status: 409, code: ITEM_ERRORS.idempotencyKeyReused })
    expect(
      await refusal(buyer.item.createGemOrder({ packId: 'gem-3', region: 'TH' }, newKey())),
    ).toEqual({ status: 400, code: ITEM_ERRORS.unknownPack })
    const stranger = await itemMember(server, 'stranger')
    expect(await refusal(stranger.item.getPaymentResult(first.orderNo))).toEqual({
      status: 404,
      code: ITEM_ERRORS.orderNotFound,
    })
    expect(await refusal(stranger.item.cancelGemOrder(first.orderNo))).toEqual({
      status: 404,
      code: ITEM_ERRORS.orderNotFound,
    })
    const rows = await server.deps.db
      .select()
      .from(itemOrders)
      .where(eq(itemOrders.memberId, buyer.memberId))
    expect(rows.filter((row) => row.orderNo === first.orderNo)).toHaveLength(1)
  })

  it('cancel an unpaid order and close its checkout, never a paid one', async () => {
    const order = await newOrder('gem-100')
    expect(await buyer.item.cancelGemOrder(order.orderNo)).toMatchObject({ status: 'CANCELLED' })
    const page = await fetch(order.checkoutUrl ?? '')
    expect(page.status).toBe(410)
    expect(await buyer.item.cancelGemOrder(order.orderNo)).toMatchObject({ status: 'CANCELLED' })
    const paid = await buyGems(server, buyer, 'gem-100')
    expect(await refusal(buyer.item.cancelGemOrder(paid))).toEqual({
      status: 409,
      code: ITEM_ERRORS.orderClosed,
    })
  })

  it('refund a paid order by the operator: its gems go back, never below zero', async () => {
    const streamer = await streamerMember(server, 'refundstar')
    const spender = await itemMember(server, 'spender')
    const orderNo = await buyGems(server, spender, 'gem-100')
    const refund = (no: string) =>
      fetch(`${server.url}/admin/item/order/${no}/refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      })
    expect((await refund(orderNo)).status).toBe(200)
    expect((await refund(orderNo)).status).toBe(200)
    expect((await spender.item.getPossess()).gem).toBe(0)
    expect(await spender.item.getPaymentResult(orderNo)).toMatchObject({ status: 'REFUNDED' })
    // Spent gems cannot be taken back: the wallet never goes below zero.
    const spent = await buyGems(server, spender, 'gem-100')
    await spender.item.cheer(streamer.channelId, { gem: 60 }, newKey())
    const refused = await refund(spent)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { code: string }).code).toBe(ITEM_ERRORS.gemsSpent)
    expect((await spender.item.getPossess()).gem).toBe(40)
    const history = await spender.item.listGemHistory({})
    expect(history.list.map((entry) => [entry.kind, entry.gem, entry.balance])).toEqual([
      ['cheer', -60, 40],
      ['purchase', 100, 100],
      ['refund', -100, 0],
      ['purchase', 100, 100],
    ])
    expectLedgerHolds(await auditLedger(server.deps.db))
  })
})
