import Stripe from 'stripe'
import * as z from 'zod/mini'
import { type PaymentEvent, WebhookSignatureError } from './paymentProvider'

// Stripe's webhook events as the server reads them, from Stripe itself or from the local
// checkout (which sends the same shapes, signed the same way).

const metadata = z.optional(z.nullable(z.record(z.string(), z.string())))
const ref = z.optional(z.nullable(z.union([z.string(), z.object({ id: z.string() })])))

const checkoutSession = z.object({
  id: z.string(),
  client_reference_id: z.optional(z.nullable(z.string())),
  metadata,
  amount_total: z.optional(z.nullable(z.number())),
  currency: z.optional(z.nullable(z.string())),
  payment_status: z.optional(z.string()),
  payment_intent: ref,
})

const paymentIntent = z.object({ id: z.string(), metadata })

const event = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
})

const orderOf = (object: { metadata?: Record<string, string> | null | undefined }) =>
  object.metadata?.orderNo ?? null

function sessionEvent(id: string, stripeType: string, object: unknown): PaymentEvent {
  const session = z.safeParse(checkoutSession, object)
  if (!session.success) return { id, type: 'other', stripeType, orderNo: null }
  const s = session.data
  const orderNo = s.client_reference_id ?? orderOf(s)
  if (!orderNo) return { id, type: 'other', stripeType, orderNo: null }
  const paid =
    (stripeType === 'checkout.session.completed' && s.payment_status === 'paid') ||
    stripeType === 'checkout.session.async_payment_succeeded'
  if (paid) {
    const intent = s.payment_intent
    return {
      id,
      type: 'paid',
      stripeType,
      orderNo,
      sessionId: s.id,
      amount: s.amount_total ?? -1,
      currency: (s.currency ?? '').toUpperCase(),
      paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
    }
  }
  if (stripeType === 'checkout.session.expired') {
    return { id, type: 'expired', stripeType, orderNo, sessionId: s.id }
  }
  if (stripeType === 'checkout.session.async_payment_failed') {
    return { id, type: 'failed', stripeType, orderNo }
  }
  return { id, type: 'other', stripeType, orderNo }
}

/**
 * Reads a verified event: a checkout session completed and paid (or paid later), expired or
 * failed later; a payment intent declined (its `metadata.orderNo`); anything else is `other`.
 *
 * @example paymentEventOf(stripe.webhooks.constructEvent(payload, header, secret))
 */
function paymentEventOf(value: unknown): PaymentEvent {
  const parsed = z.safeParse(event, value)
  if (!parsed.success) throw new WebhookSignatureError('Not a Stripe event')
  const { id, type, data } = parsed.data
  if (type.startsWith('checkout.session.')) return sessionEvent(id, type, data.object)
  if (type === 'payment_intent.payment_failed') {
    const intent = z.safeParse(paymentIntent, data.object)
    const orderNo = intent.success ? orderOf(intent.data) : null
    if (orderNo) return { id, type: 'failed', stripeType: type, orderNo }
  }
  return { id, type: 'other', stripeType: type, orderNo: null }
}

/**
 * Verifies a `Stripe-Signature` header over the exact payload with the endpoint's secret, as
 * Stripe documents (`stripe.webhooks.constructEvent`: HMAC-SHA256 of `{t}.{payload}`, at most
 * five minutes old), and reads the event. Throws {@link WebhookSignatureError} otherwise.
 *
 * @example const event = verifyStripeWebhook(request.body, request.headers['stripe-signature'], secret)
 */
export function verifyStripeWebhook(
  payload: Buffer,
  signature: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signature) throw new WebhookSignatureError('No Stripe-Signature header')
  let verified: unknown
  try {
    verified = Stripe.webhooks.constructEvent(payload, signature, secret)
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature')
  }
  return paymentEventOf(verified)
}
