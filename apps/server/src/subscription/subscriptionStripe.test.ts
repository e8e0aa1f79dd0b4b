import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deliverWebhook,
  type ItemMember,
  itemMember,
  newKey,
  orderRow,
  streamerMember,
} from '../item/itemTestKit'
import { auditLedger } from '../item/ledger'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// The Stripe adapter's subscriptions through the official package against a stand-in of
// Stripe's API on 127.0.0.1: the subscription-mode Checkout it opens, the cancel it sends, and
// Stripe's signed subscription events (the first checkout, a renewal invoice paid, one refused,
// the subscription deleted) read by the same webhook route as the local provider's.

interface Recorded {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  form: URLSearchParams
}

const SECRET_KEY = 'sk_test_airwave_standin'
const WEBHOOK_SECRET = 'whsec_test_airwave_stripe'

let standIn: Server
const requests: Recorded[] = []
let server: RunningServer
let sessions = 0

function answer(request: Recorded): unknown {
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    sessions += 1
    const id = `cs_test_${sessions}`
    return {
      id,
      object: 'checkout.session',
      status: 'open',
      url: `https://checkout.stripe.test/${id}`,
    }
  }
  const update = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path)
  if (update?.[1]) {
    return { id: update[1], object: 'subscription', status: 'active', cancel_at_period_end: true }
  }
  return { error: { type: 'invalid_request_error', message: 'unknown path' } }
}

beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const recorded: Recorded = {
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0] ?? '',
        headers: request.headers,
        form: new URLSearchParams(body),
      }
      requests.push(recorded)
      response.setHeader('content-type', 'application/json')
      response.setHeader('request-id', `req_${requests.length}`)
      response.end(JSON.stringify(answer(recorded)))
    })
  })
  standIn.listen(0, '127.0.0.1')
  await once(standIn, 'listening')
  const { port } = standIn.address() as AddressInfo
  server = await startTestServer({
    config: {
      payments: {
        provider: 'stripe',
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: `http://127.0.0.1:${port}`,
      },
    },
  })
  // The channel every test subscribes to.
  await streamerMember(server, 'star')
})

afterAll(async () => {
  await server.stop()
  standIn.close()
})

const event = (
  type: string,
  object: Record<string, unknown>,
  id = `evt_${type}_${Math.random()}`,
) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })

const deliver = (payload: string) => deliverWebhook(server, payload, WEBHOOK_SECRET)

/** Orders a month of `star` and delivers Stripe's completed subscription checkout for it. */
async function subscribeAtStripe(fan: ItemMember, subscriptionRef: string) {
  const order = await fan.item.createSubscriptionOrder(
    { channelId: 'star', region: 'NA' },
    newKey(),
  )
  const row = await orderRow(server, order.orderNo)
  const completed = await deliver(
    event('checkout.session.completed', {
      id: row.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: order.orderNo,
      metadata: { orderNo: order.orderNo },
      amount_total: row.amount,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: null,
      subscription: subscriptionRef,
      invoice: `in_first_${subscriptionRef}`,
    }),
  )
  expect(completed.body.data).toEqual({ received: true, outcome: 'credited' })
  return order
}

/** A renewal invoice of the current API version (the subscription under `parent`). */
function renewalInvoice(subscriptionRef: string, orderNo: string, invoiceRef: string, start: Date) {
  const s = Math.floor(start.getTime() / 1000)
  return {
    id: invoiceRef,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: 499,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionRef, metadata: { orderNo } },
    },
    lines: { data: [{ period: { start: s, end: s + 30 * 86_400 } }] },
  }
}

async function subscriptionOf(member: ItemMember) {
  const info = await member.item.getSubscribeInfo('star')
  if (!info.subscriptionId) throw new Error('no subscription')
  return member.item.getSubscription(info.subscriptionId)
}

describe('subscriptions with the Stripe adapter', () => {
  it('opens a subscription-mode Checkout with a monthly price, the order in its metadata', async () => {
    const fan = await itemMember(server, 'opener')
    requests.length = 0
    const order = await fan.item.createSubscriptionOrder(
      { channelId: 'star', region: 'NA' },
      newKey(),
    )
    expect(requests).toHaveLength(1)
    const form = Object.fromEntries(requests[0]?.form ?? [])
    expect(form).toMatchObject({
      mode: 'subscription',
      client_reference_id: order.orderNo,
      'metadata[orderNo]': order.orderNo,
      'subscription_data[metadata][orderNo]': order.orderNo,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Monthly subscription to Nick star',
      success_url: `${server.url}/payment/redirect/subscription?orderNo=${order.orderNo}`,
    })
    expect(form).not.toHaveProperty('payment_intent_data[metadata][orderNo]')
  })

  it('starts on the checkout event, renews on a paid cycle invoice once, and cancels at Stripe', async () => {
    const fan = await itemMember(server, 'stripefan')
    const order = await subscribeAtStripe(fan, 'sub_test_renew')
    const first = await subscriptionOf(fan)
    expect(first).toMatchObject({ status: 'ACTIVE', months: 1, renews: true })
    const invoice = renewalInvoice(
      'sub_test_renew',
      order.orderNo,
      'in_test_cycle_2',
      new Date(first.periodEnd ?? ''),
    )
    const paid = await deliver(event('invoice.paid', invoice))
    expect(paid.body.data).toEqual({ received: true, outcome: 'credited' })
    // The same invoice told again under another event: counted once.
    expect((await deliver(event('invoice.paid', invoice))).body.data).toEqual({
      received: true,
      outcome: 'already-paid',
    })
    // The first invoice (the checkout's own) moves nothing more.
    const created = { ...invoice, id: 'in_test_first', billing_reason: 'subscription_create' }
    expect((await deliver(event('invoice.paid', created))).body.data).toEqual({
      received: true,
      outcome: 'ignored',
    })
    expect(await subscriptionOf(fan)).toMatchObject({ status: 'ACTIVE', months: 2 })
    requests.length = 0
    expect(await fan.item.cancelRegularSubscribe('star')).toMatchObject({ status: 'CANCELLED' })
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/v1/subscriptions/sub_test_renew'],
    ])
    expect(requests[0]?.form.get('cancel_at_period_end')).toBe('true')
    const deleted = await deliver(
      event('customer.subscription.deleted', {
        id: 'sub_test_renew',
        object: 'subscription',
        status: 'canceled',
        metadata: { orderNo: order.orderNo },
        cancellation_details: { reason: 'cancellation_requested' },
      }),
    )
    expect(deleted.body.data).toEqual({ received: true, outcome: 'expired' })
    expect(await subscriptionOf(fan)).toMatchObject({ status: 'ENDED', endReason: 'cancelled' })
    const audit = await auditLedger(server.deps.db)
    expect(audit.mismatched).toEqual([])
    expect(audit.negative).toEqual([])
  })

  it('records a refused renewal with its reason, then ends the subscription as payment_failed', async () => {
    const fan = await itemMember(server, 'stripefail')
    const order = await subscribeAtStripe(fan, 'sub_test_fail')
    const first = await subscriptionOf(fan)
    const failed = await deliver(
      event('invoice.payment_failed', {
        ...renewalInvoice(
          'sub_test_fail',
          order.orderNo,
          'in_test_fail_2',
          new Date(first.periodEnd ?? ''),
        ),
        amount_paid: 0,
        last_finalization_error: { message: 'Your card has insufficient funds.' },
      }),
    )
    expect(failed.body.data).toEqual({ received: true, outcome: 'declined' })
    expect(await subscriptionOf(fan)).toMatchObject({
      status: 'ACTIVE',
      endDetail: 'Your card has insufficient funds.',
    })
    await deliver(
      event('customer.subscription.deleted', {
        id: 'sub_test_fail',
        object: 'subscription',
        status: 'canceled',
        cancellation_details: { reason: 'payment_failed' },
      }),
    )
    expect(await subscriptionOf(fan)).toMatchObject({
      status: 'ENDED',
      endReason: 'payment_failed',
      endDetail: 'Your card has insufficient funds.',
      months: 1,
    })
  })

  it("refuses a subscription event not signed with Stripe's secret", async () => {
    const payload = event('customer.subscription.deleted', {
      id: 'sub_test_fail',
      object: 'subscription',
    })
    expect((await deliverWebhook(server, payload, 'whsec_someone_else')).status).toBe(400)
  })
})
