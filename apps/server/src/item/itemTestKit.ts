import { randomUUID } from 'node:crypto'
import { ApiError } from '@airwave/sdk'
import { itemEndpoints, MONETIZE_TERMS_VERSION, type PayRegion } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { addMember, type TestMember } from '../community/testKit'
import { itemOrders } from '../db/schema'
import type { RunningServer } from '../server'
import { signedClient } from '../testing/sdkClient'

// Test helpers of the item routes: the SDK's item client signed as a member, members with
// monetized channels, and the provider's webhooks signed as Stripe signs them.

/** The local provider's signing secret in the item tests. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_airwave_local'

/** The test server's payments: the local checkout, signed with the known secret. */
export const localPayments = {
  provider: 'local' as const,
  webhookSecret: TEST_WEBHOOK_SECRET,
}

/**
 * The SDK's client over the item endpoints; with a token, every call carries it.
 *
 * @example await itemClient(server.url, viewer.token).getPossess()
 */
export function itemClient(baseUrl: string, token?: string) {
  return signedClient(baseUrl, { item: itemEndpoints }, token).item
}

export type ItemClient = ReturnType<typeof itemClient>

/** A new idempotency key. */
export const newKey = () => ({ idempotencyKey: randomUUID() })

/** A member with a channel and an item client. */
export async function itemMember(server: RunningServer, handle: string) {
  const member = await addMember(server, handle)
  return { ...member, item: itemClient(server.url, member.token) }
}

export type ItemMember = TestMember & { item: ItemClient }

/** A member whose channel signed up for monetization. */
export async function streamerMember(server: RunningServer, handle: string) {
  const member = await itemMember(server, handle)
  await member.item.signUpMonetization({
    isAgreeMonetizeTerms: true,
    termsVersion: MONETIZE_TERMS_VERSION,
  })
  return member
}

/** The refusal a call rejects with, as `{ status, code }`. */
export async function refusal(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code }
    throw error
  }
  throw new Error('the call was not refused')
}

/** A Stripe-shaped event of a checkout session, as the provider would send it. */
export function sessionEvent(
  type: string,
  order: { orderNo: string; sessionId: string; amount: number; currency: string },
  id = `evt_test_${randomUUID()}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        client_reference_id: order.orderNo,
        metadata: { orderNo: order.orderNo },
        amount_total: order.amount,
        currency: order.currency.toLowerCase(),
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        payment_intent: `pi_test_${order.orderNo}`,
      },
    },
  })
}

/**
 * Delivers a payload to the webhook route, signed with `secret` by the stripe package's own
 * helper (as Stripe signs); answers the status and body.
 */
export async function deliverWebhook(
  server: RunningServer,
  payload: string,
  secret = TEST_WEBHOOK_SECRET,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret }),
) {
  const response = await fetch(`${server.url}/v2/item/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** An order's row, for its checkout session and price. */
export async function orderRow(server: RunningServer, orderNo: string) {
  const [row] = await server.deps.db
    .select()
    .from(itemOrders)
    .where(eq(itemOrders.orderNo, orderNo))
  if (!row?.sessionId) throw new Error(`order ${orderNo} has no checkout`)
  return { ...row, sessionId: row.sessionId, amount: row.priceMinor }
}

/**
 * Buys a pack for a member as the provider's paid webhook would: orders it, then delivers the
 * signed `checkout.session.completed` of its session. Answers the order number.
 *
 * @example await buyGems(server, viewer, 'gem-1000')
 */
export async function buyGems(
  server: RunningServer,
  member: { item: ItemClient },
  packId = 'gem-1000',
  region: PayRegion = 'NA',
): Promise<string> {
  const order = await member.item.createGemOrder({ packId, region }, newKey())
  const row = await orderRow(server, order.orderNo)
  const delivered = await deliverWebhook(server, sessionEvent('checkout.session.completed', row))
  if (delivered.status !== 200) throw new Error(`webhook answered ${delivered.status}`)
  return order.orderNo
}
