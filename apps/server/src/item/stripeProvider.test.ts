import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer, TEST_ADMIN_TOKEN } from '../testing/testServer'
import {
  deliverWebhook,
  type ItemMember,
  itemMember,
  newKey,
  orderRow,
  sessionEvent,
} from './itemTestKit'

// The Stripe adapter through the official package against a stand-in of Stripe's API on
// 127.0.0.1 (no machine here reaches Stripe): what it sends to open, expire and refund a
// checkout, and its webhooks verified with the endpoint's secret.

interface Recorded {
  method: string
  path: string
  headers: IncomingMessage['headers']
  form: URLSearchParams
}

const SECRET_KEY = 'sk_test_airwave_standin'
const WEBHOOK_SECRET = 'whsec_test_airwave_stripe'

let standIn: Server
let requests: Recorded[]
let server: RunningServer
let buyer: ItemMember
const sessions = new Map<string, 'open' | 'complete' | 'expired'>()

/** What the stand-in answers, by path: Stripe's shapes, as far as the adapter reads them. */
function answer(request: Recorded): unknown {
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    const id = `cs_test_${sessions.size + 1}`
    sessions.set(id, 'open')
    return {
      id,
      object: 'checkout.session',
      status: 'open',
      url: `https://checkout.stripe.test/c/pay/${id}`,
    }
  }
  const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.path)
  if (expire?.[1]) {
    sessions.set(expire[1], 'expired')
    return { id: expire[1], object: 'checkout.session', status: 'expired' }
  }
  const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path)
  if (retrieve?.[1]) {
    return { id: retrieve[1], object: 'checkout.session', status: sessions.get(retrieve[1]) }
  }
  if (request.path === '/v1/refunds')
    return { id: 're_test_1', object: 'refund', status: 'succeeded' }
  return { error: { type: 'invalid_request_error', message: 'unknown path' } }
}

beforeAll(async () => {
  requests = []
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
  buyer = await itemMember(server, 'stripebuyer')
})

afterAll(async () => {
  await server.stop()
  standIn.close()
})

describe('the Stripe adapter', () => {
  it('opens one Checkout Session per order, priced by the server, returning to the site', async () => {
    const key = newKey()
    const order = await buyer.item.createGemOrder({ packId: 'gem-1000', region: 'GC' }, key)
    expect(order).toMatchObject({
      checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_1',
      price: '300.00',
      currency: 'TWD',
    })
    const [sent, ...others] = requests
    expect(others).toEqual([])
    expect(sent?.method).toBe('POST')
    expect(sent?.path).toBe('/v1/checkout/sessions')
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
    expect(sent?.headers['idempotency-key']).toBe(`airwave-checkout-${order.orderNo}`)
    const form = Object.fromEntries(sent?.form ?? [])
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: order.orderNo,
      'metadata[orderNo]': order.orderNo,
      'payment_intent_data[metadata][orderNo]': order.orderNo,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'twd',
      'line_items[0][price_data][unit_amount]': '30000',
      'line_items[0][price_data][product_data][name]': '1,000 gems',
      success_url: `${server.url}/payment/redirect/gem?orderNo=${order.orderNo}`,
    })
    // The retry answers the same order and asks Stripe nothing.
    expect(await buyer.item.createGemOrder({ packId: 'gem-1000', region: 'GC' }, key)).toEqual(
      order,
    )
    expect(requests).toHaveLength(1)
  })

  it("credits an order on Stripe's signed webhook only, and refunds it at Stripe", async () => {
    const order = await buyer.item.createGemOrder({ packId: 'gem-100', region: 'NA' }, newKey())
    const row = await orderRow(server, order.orderNo)
    const payload = sessionEvent('checkout.session.completed', row)
    // The local provider's secret is not Stripe's.
    expect((await deliverWebhook(server, payload)).status).toBe(400)
    expect((await buyer.item.getPossess()).gem).toBe(0)
    const paid = await deliverWebhook(server, payload, WEBHOOK_SECRET)
    expect(paid.body.data).toEqual({ received: true, outcome: 'credited' })
    expect((await buyer.item.getPossess()).gem).toBe(100)
    requests.length = 0
    const refund = await fetch(`${server.url}/admin/item/order/${order.orderNo}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
    expect(refund.status).toBe(200)
    expect(requests.map((r) => [r.method, r.path, r.headers['idempotency-key']])).toEqual([
      ['POST', '/v1/refunds', `airwave-refund-${order.orderNo}`],
    ])
    expect(requests[0]?.form.get('payment_intent')).toBe(`pi_test_${order.orderNo}`)
    expect((await buyer.item.getPossess()).gem).toBe(0)
  })

  it('expires the session of a cancelled order', async () => {
    const order = await buyer.item.createGemOrder({ packId: 'gem-100', region: 'NA' }, newKey())
    const row = await orderRow(server, order.orderNo)
    requests.length = 0
    expect(await buyer.item.cancelGemOrder(order.orderNo)).toMatchObject({ status: 'CANCELLED' })
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['GET', `/v1/checkout/sessions/${row.sessionId}`],
      ['POST', `/v1/checkout/sessions/${row.sessionId}/expire`],
    ])
  })
})
