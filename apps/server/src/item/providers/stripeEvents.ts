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
  subscription: ref,
  invoice: ref,
})

const idOf = (value: z.infer<typeof ref>) =>
  typeof value === 'string' ? value : (value?.id ?? null)

// An invoice as Stripe sends it, old and new API versions alike: the subscription at the top
// (before 2025-03) or under `parent.subscription_details` (since), its period on its line.
const subscriptionDetails = z.object({ subscription: ref, metadata })
const invoice = z.object({
  id: z.string(),
  billing_reason: z.optional(z.nullable(z.string())),
  subscription: ref,
  subscription_details: z.optional(z.nullable(subscriptionDetails)),
  parent: z.optional(
    z.nullable(z.object({ subscription_details: z.optional(z.nullable(subscriptionDetails)) })),
  ),
  amount_paid: z.optional(z.number()),
  currency: z.optional(z.string()),
  lines: z.optional(
    z.object({
      data: z.array(
        z.object({ period: z.optional(z.object({ start: z.number(), end: z.number() })) }),
      ),
    }),
  ),
  last_finalization_error: z.optional(z.nullable(z.object({ message: z.optional(z.string()) }))),
  last_payment_error: z.optional(z.nullable(z.object({ message: z.optional(z.string()) }))),
})

const subscription = z.object({
  id: z.string(),
  metadata,
  cancellation_details: z.optional(
    z.nullable(z.object({ reason: z.optional(z.nullable(z.string())) })),
  ),
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
    return {
      id,
      type: 'paid',
      stripeType,
      orderNo,
      sessionId: s.id,
      amount: s.amount_total ?? -1,
      currency: (s.currency ?? '').toUpperCase(),
      // A subscription checkout has no payment intent of its own: its first invoice is the payment.
      paymentRef: idOf(s.payment_intent) ?? idOf(s.invoice),
      subscriptionRef: idOf(s.subscription),
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

const seconds = (at: number) => new Date(at * 1000)

/**
 * A subscription's invoice: paid for a new period (`subscription_cycle`: the first invoice is
 * the checkout's, read from its session) or refused. Other invoices are `other`.
 */
function invoiceEvent(id: string, stripeType: string, object: unknown): PaymentEvent {
  const other: PaymentEvent = { id, type: 'other', stripeType, orderNo: null }
  const parsed = z.safeParse(invoice, object)
  if (!parsed.success) return other
  const inv = parsed.data
  const details = inv.parent?.subscription_details ?? inv.subscription_details
  const subscriptionRef = idOf(inv.subscription) ?? idOf(details?.subscription)
  if (!subscriptionRef) return other
  const orderNo = details?.metadata?.orderNo ?? null
  if (stripeType === 'invoice.paid' && inv.billing_reason === 'subscription_cycle') {
    const period = inv.lines?.data[0]?.period
    if (!period) return other
    return {
      id,
      type: 'renewal-paid',
      stripeType,
      orderNo,
      subscriptionRef,
      invoiceRef: inv.id,
      amount: inv.amount_paid ?? -1,
      currency: (inv.currency ?? '').toUpperCase(),
      periodStart: seconds(period.start),
      periodEnd: seconds(period.end),
    }
  }
  if (stripeType === 'invoice.payment_failed') {
    const reason =
      inv.last_payment_error?.message ??
      inv.last_finalization_error?.message ??
      'The renewal payment was refused'
    return {
      id,
      type: 'renewal-failed',
      stripeType,
      orderNo,
      subscriptionRef,
      invoiceRef: inv.id,
      reason,
    }
  }
  return other
}

/** A subscription deleted at the provider: cancelled at its period's end, or after a failed payment. */
function subscriptionEnded(id: string, stripeType: string, object: unknown): PaymentEvent {
  const parsed = z.safeParse(subscription, object)
  if (!parsed.success) return { id, type: 'other', stripeType, orderNo: null }
  const sub = parsed.data
  const reason =
    sub.cancellation_details?.reason === 'payment_failed' ? 'payment_failed' : 'cancelled'
  return {
    id,
    type: 'subscription-ended',
    stripeType,
    orderNo: orderOf(sub),
    subscriptionRef: sub.id,
    reason,
  }
}

/**
 * Reads a verified event: a checkout session completed and paid (or paid later), expired or
 * failed later; a payment intent declined (its `metadata.orderNo`); a subscription's renewal
 * invoice paid or refused; a subscription deleted; anything else is `other`.
 *
 * @example paymentEventOf(stripe.webhooks.constructEvent(payload, header, secret))
 */
function paymentEventOf(value: unknown): PaymentEvent {
  const parsed = z.safeParse(event, value)
  if (!parsed.success) throw new WebhookSignatureError('Not a Stripe event')
  const { id, type, data } = parsed.data
  if (type.startsWith('checkout.session.')) return sessionEvent(id, type, data.object)
  if (type === 'invoice.paid' || type === 'invoice.payment_failed') {
    return invoiceEvent(id, type, data.object)
  }
  if (type === 'customer.subscription.deleted') return subscriptionEnded(id, type, data.object)
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
