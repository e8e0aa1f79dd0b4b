import Stripe from 'stripe'
import type { PaymentProvider } from './paymentProvider'
import { verifyStripeWebhook } from './stripeEvents'

/** How long a Stripe checkout stays open (chosen: Stripe allows 30 minutes to 24 hours). */
const CHECKOUT_OPEN_SECONDS = 60 * 60

export interface StripeProviderOptions {
  secretKey: string
  webhookSecret: string
  /** Another API host (stripe-mock, a test stand-in): `http://127.0.0.1:12111`. */
  apiUrl?: string
}

/** The client's host, port and protocol for `apiUrl` (the stripe client's own options). */
function hostOptions(apiUrl: string | undefined) {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const)
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  }
}

/**
 * Stripe Checkout through the official `stripe` package: a hosted checkout session per order
 * (Stripe's own idempotency key `airwave-checkout-{orderNo}`, so a retried order opens the same
 * session), its expiry, refunds by payment intent, and webhooks verified with
 * `stripe.webhooks.constructEvent` and the endpoint's signing secret.
 *
 * @example const provider = createStripeProvider({ secretKey, webhookSecret })
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Airwave' },
    ...hostOptions(options.apiUrl),
  })
  return {
    name: 'stripe',

    async createCheckout(request) {
      const monthly = request.mode === 'subscription'
      const orderMeta = { metadata: { orderNo: request.orderNo } }
      const session = await stripe.checkout.sessions.create(
        {
          mode: monthly ? 'subscription' : 'payment',
          client_reference_id: request.orderNo,
          ...orderMeta,
          // A declined card's event names the order too; a subscription's invoices and its
          // deletion name it through the subscription's metadata.
          ...(monthly ? { subscription_data: orderMeta } : { payment_intent_data: orderMeta }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.itemName },
                ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_OPEN_SECONDS,
        },
        { idempotencyKey: `airwave-checkout-${request.orderNo}` },
      )
      if (!session.url) throw new Error(`Stripe opened checkout ${session.id} without a URL`)
      return { sessionId: session.id, url: session.url }
    },

    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      if (session.status === 'complete') return 'complete'
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId)
      return 'expired'
    },

    async cancelSubscription(subscriptionRef) {
      // Stripe keeps it until the period's end, then deletes it (customer.subscription.deleted).
      await stripe.subscriptions.update(
        subscriptionRef,
        { cancel_at_period_end: true },
        { idempotencyKey: `airwave-cancel-${subscriptionRef}` },
      )
    },

    async refund(paymentRef, orderNo) {
      if (!paymentRef) throw new Error(`Order ${orderNo} has no Stripe payment to refund`)
      await stripe.refunds.create(
        { payment_intent: paymentRef },
        { idempotencyKey: `airwave-refund-${orderNo}` },
      )
    },

    verifyWebhook: (payload, signature) =>
      verifyStripeWebhook(payload, signature, options.webhookSecret),
  }
}
