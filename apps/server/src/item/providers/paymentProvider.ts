// The payment provider interface: who hosts the checkout and tells the server, through a signed
// webhook, what became of it. Two adapters: `stripe` (Stripe Checkout) and `local` (the
// server's own checkout page, for development and tests). Both speak Stripe's webhook format
// and signature, so one webhook route and one event handler serve both.

/**
 * An order to pay, as the checkout shows and charges it: once (`payment`, the default) or every
 * month until cancelled (`subscription`: the provider keeps the card and renews).
 */
interface CheckoutRequest {
  orderNo: string
  mode?: 'payment' | 'subscription'
  /** `1,000 gems`. */
  itemName: string
  /** Minor units of `currency`. */
  amount: number
  /** ISO 4217, upper case. */
  currency: string
  /** Where the buyer lands after paying (`/payment/redirect/gem?orderNo=…`). */
  successUrl: string
  /** Where the buyer lands after closing the checkout. */
  cancelUrl: string
}

/** A hosted checkout: send the buyer to `url`. */
interface CheckoutSession {
  sessionId: string
  url: string
}

/**
 * A verified webhook event, reduced to what moves an order: `paid` (credit it; a subscription
 * checkout names the provider's subscription), `failed` (a card was declined; the checkout stays
 * open), `expired` (the checkout closed unpaid), `renewal-paid` (a subscription's monthly
 * invoice paid: its next period), `renewal-failed` (that invoice's payment refused, in words),
 * `subscription-ended` (the provider stopped a subscription: cancelled at its period's end, or
 * after a failed payment), `other` (acknowledged, nothing to do).
 */
export type PaymentEvent =
  | {
      id: string
      type: 'paid'
      stripeType: string
      orderNo: string
      sessionId: string
      amount: number
      currency: string
      paymentRef: string | null
      /** The provider's subscription a subscription-mode checkout started. */
      subscriptionRef: string | null
    }
  | {
      id: string
      type: 'renewal-paid'
      stripeType: string
      orderNo: string | null
      subscriptionRef: string
      invoiceRef: string
      amount: number
      currency: string
      periodStart: Date
      periodEnd: Date
    }
  | {
      id: string
      type: 'renewal-failed'
      stripeType: string
      orderNo: string | null
      subscriptionRef: string
      invoiceRef: string
      reason: string
    }
  | {
      id: string
      type: 'subscription-ended'
      stripeType: string
      orderNo: string | null
      subscriptionRef: string
      reason: 'cancelled' | 'payment_failed'
    }
  | { id: string; type: 'failed'; stripeType: string; orderNo: string }
  | { id: string; type: 'expired'; stripeType: string; orderNo: string; sessionId: string }
  | { id: string; type: 'other'; stripeType: string; orderNo: string | null }

/** A webhook whose signature does not verify (forged, altered, stale): refused, nothing done. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError'
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe'
  /** Opens a hosted checkout for an order; asking again for the same order answers the same one. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  /**
   * Closes an open checkout so that no payment can complete it; `complete` when it was paid
   * already (then its webhook credits the order).
   */
  expireCheckout(sessionId: string): Promise<'expired' | 'complete'>
  /**
   * Stops a subscription's renewal at the end of its period (Stripe's `cancel_at_period_end`);
   * the provider then says `subscription-ended` when the period is over. Idempotent.
   */
  cancelSubscription(subscriptionRef: string): Promise<void>
  /** Gives a paid order's money back (once per order, whatever the retries). */
  refund(paymentRef: string | null, orderNo: string): Promise<void>
  /**
   * Verifies a webhook's `Stripe-Signature` over its exact bytes and reads its event; throws
   * {@link WebhookSignatureError} when it does not verify.
   */
  verifyWebhook(payload: Buffer, signature: string | undefined): PaymentEvent
}
