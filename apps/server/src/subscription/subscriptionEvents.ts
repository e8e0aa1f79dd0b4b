import { and, eq, max } from 'drizzle-orm'
import { now } from '../clock'
import { subscriptionPeriods, subscriptions } from '../db/schema'
import type { Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import type { EventOutcome } from '../item/paymentEvents'
import type { PaymentEvent } from '../item/providers/paymentProvider'
import { payPeriod } from './subscriptionPeriods'
import { PERIOD_MS } from './subscriptionPlan'

// What the provider says of a running subscription, applied in the event's transaction (the
// event's own record makes a redelivery a `duplicate`; the period's invoice and the ledger's
// order index make a second event of the same invoice count once): a renewal paid adds the
// next period, a refused one says why and lets the benefits end with the period, the
// subscription's deletion ends it.

/** The events of a running subscription. */
export type SubscriptionEvent = Extract<
  PaymentEvent,
  { type: 'renewal-paid' | 'renewal-failed' | 'subscription-ended' }
>

/** Whether an event is a running subscription's. @example if (isSubscriptionEvent(event)) … */
export const isSubscriptionEvent = (event: PaymentEvent): event is SubscriptionEvent =>
  event.type === 'renewal-paid' ||
  event.type === 'renewal-failed' ||
  event.type === 'subscription-ended'

export interface SubscriptionEventContext {
  deps: AppDeps
  tx: Tx
  provider: string
  event: SubscriptionEvent
  after(work: () => void): void
}

async function lockByRef(tx: Tx, provider: string, ref: string) {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, ref)))
    .for('update')
  return sub
}

async function periodOfInvoice(tx: Tx, subscriptionId: number, invoiceRef: string) {
  const [row] = await tx
    .select({ periodNo: subscriptionPeriods.periodNo, status: subscriptionPeriods.status })
    .from(subscriptionPeriods)
    .where(
      and(
        eq(subscriptionPeriods.subscriptionId, subscriptionId),
        eq(subscriptionPeriods.invoiceRef, invoiceRef),
      ),
    )
  return row
}

async function lastPaidPeriod(tx: Tx, subscriptionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: max(subscriptionPeriods.periodNo) })
    .from(subscriptionPeriods)
    .where(
      and(
        eq(subscriptionPeriods.subscriptionId, subscriptionId),
        eq(subscriptionPeriods.status, 'PAID'),
      ),
    )
  return row?.n ?? 0
}

/**
 * Applies a running subscription's event; answers what it did (`unknown-order` for a
 * subscription this server never started, `already-paid` for an invoice paid before,
 * `ignored` for a subscription already ended).
 *
 * @example outcome = await applySubscriptionEvent({ deps, tx, provider: 'local', event, after })
 */
export async function applySubscriptionEvent(
  context: SubscriptionEventContext,
): Promise<EventOutcome> {
  const { deps, tx, provider, event } = context
  const sub = await lockByRef(tx, provider, event.subscriptionRef)
  if (!sub) return 'unknown-order'
  const at = now()
  if (event.type === 'renewal-paid') {
    if (sub.status === 'ENDED' || !sub.orderNo) return 'ignored'
    const known = await periodOfInvoice(tx, sub.id, event.invoiceRef)
    if (known?.status === 'PAID') return 'already-paid'
    const periodNo = known?.periodNo ?? (await lastPaidPeriod(tx, sub.id)) + 1
    const pushes = await payPeriod(deps, tx, sub, {
      periodNo,
      // A period starts where the last one ended (the provider's clock may differ from ours by
      // a second: no gap, no overlap), and ends when the provider says.
      start: sub.periodEnd ?? event.periodStart,
      end: event.periodEnd,
      orderNo: sub.orderNo,
      invoiceRef: event.invoiceRef,
      amount: event.amount,
      currency: event.currency,
      provider,
    })
    if (!pushes) return 'already-paid'
    context.after(pushes)
    return 'credited'
  }
  if (event.type === 'renewal-failed') {
    // The refused period is listed with its reason; a later paid try of it turns it PAID.
    const periodNo = (await lastPaidPeriod(tx, sub.id)) + 1
    const start = sub.periodEnd ?? at
    await tx
      .insert(subscriptionPeriods)
      .values({
        subscriptionId: sub.id,
        periodNo,
        periodStart: start,
        periodEnd: new Date(start.getTime() + PERIOD_MS),
        paidWith: 'card',
        status: 'FAILED',
        priceMinor: sub.priceMinor,
        currency: sub.currency,
        invoiceRef: event.invoiceRef,
        failure: event.reason,
      })
      .onConflictDoNothing()
    await tx
      .update(subscriptions)
      .set({ renewalFailedAt: at, endDetail: event.reason, updatedAt: at })
      .where(eq(subscriptions.id, sub.id))
    return 'declined'
  }
  if (sub.status === 'ENDED') return 'ignored'
  const failed = event.reason === 'payment_failed' || sub.renewalFailedAt !== null
  await tx
    .update(subscriptions)
    .set({
      status: 'ENDED',
      renews: false,
      endedAt: at,
      endReason: failed ? 'payment_failed' : 'cancelled',
      updatedAt: at,
    })
    .where(eq(subscriptions.id, sub.id))
  return 'expired'
}
