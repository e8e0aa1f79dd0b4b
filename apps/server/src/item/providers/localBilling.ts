import { and, asc, eq, lte, ne } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { localSubscriptions } from '../../db/schema'
import { PERIOD_MS } from '../../subscription/subscriptionPlan'
import { type DeliveryTarget, deliverNow, enqueueEvent, localId } from './localWebhooks'

// The local provider's billing, a stand-in for Stripe Billing: each subscription due on the
// server's clock is charged with its card on file and the outcome told by the same signed
// webhooks Stripe sends (`invoice.paid`, `invoice.payment_failed`,
// `customer.subscription.deleted`). A run claims each row in the database (`for update skip
// locked`, then moves its period or closes it in the same transaction as its events), so two
// runs, or two instances, never charge a period twice.

/** Stripe's test cards (docs.stripe.com/testing): the local checkout knows two. @example card === TEST_CARDS.approve */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
} as const

/** How many due subscriptions one run handles at most (the next run takes the rest). */
const BATCH = 50

type LocalSubscription = typeof localSubscriptions.$inferSelect

const unix = (at: Date) => Math.floor(at.getTime() / 1000)

function subscriptionObject(sub: LocalSubscription, reason: string) {
  return {
    id: sub.id,
    object: 'subscription',
    status: 'canceled',
    metadata: { orderNo: sub.orderNo },
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    current_period_start: unix(sub.currentPeriodStart),
    current_period_end: unix(sub.currentPeriodEnd),
    cancellation_details: { reason },
  }
}

function invoiceObject(sub: LocalSubscription, paid: boolean, start: Date, end: Date) {
  return {
    id: localId('in'),
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: paid ? 'paid' : 'open',
    subscription: sub.id,
    subscription_details: { metadata: { orderNo: sub.orderNo } },
    amount_due: sub.amount,
    amount_paid: paid ? sub.amount : 0,
    currency: sub.currency.toLowerCase(),
    lines: {
      object: 'list',
      data: [{ description: sub.itemName, period: { start: unix(start), end: unix(end) } }],
    },
    ...(paid
      ? {}
      : {
          last_payment_error: {
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined (the card on file, ending in 0002).',
          },
        }),
  }
}

/**
 * Handles one due subscription in its own transaction, if no other run holds or handled it:
 * a cancelled or refused one ends; another is charged (its period moves on when paid). Answers
 * the events stored, in the order they are to be delivered.
 */
async function settleOne(db: Db, id: string, at: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(localSubscriptions)
      .where(
        and(
          eq(localSubscriptions.id, id),
          ne(localSubscriptions.status, 'canceled'),
          lte(localSubscriptions.currentPeriodEnd, at),
        ),
      )
      .for('update', { skipLocked: true })
    if (!sub) return []
    const end = async (reason: 'cancellation_requested' | 'payment_failed') => {
      await tx
        .update(localSubscriptions)
        .set({ status: 'canceled' })
        .where(eq(localSubscriptions.id, sub.id))
      return enqueueEvent(tx, 'customer.subscription.deleted', subscriptionObject(sub, reason))
    }
    if (sub.cancelAtPeriodEnd) return [await end('cancellation_requested')]
    if (sub.status === 'past_due') return [await end('payment_failed')]
    const start = sub.currentPeriodEnd
    const next = new Date(start.getTime() + PERIOD_MS)
    if (sub.card === TEST_CARDS.approve) {
      await tx
        .update(localSubscriptions)
        .set({ currentPeriodStart: start, currentPeriodEnd: next, invoices: sub.invoices + 1 })
        .where(eq(localSubscriptions.id, sub.id))
      return [await enqueueEvent(tx, 'invoice.paid', invoiceObject(sub, true, start, next))]
    }
    // Refused: no retries here (Stripe retries for days); the subscription ends with its period.
    const failed = await enqueueEvent(
      tx,
      'invoice.payment_failed',
      invoiceObject(sub, false, start, next),
    )
    return [failed, await end('payment_failed')]
  })
}

/**
 * Charges every local subscription due at `at` and delivers the outcomes (a failed delivery is
 * left to the outbox's retry loop). Answers how many subscriptions it handled.
 *
 * @example await chargeDueSubscriptions(db, target, now())
 */
export async function chargeDueSubscriptions(
  db: Db,
  target: DeliveryTarget,
  at: Date,
): Promise<number> {
  const due = await db
    .select({ id: localSubscriptions.id })
    .from(localSubscriptions)
    .where(
      and(ne(localSubscriptions.status, 'canceled'), lte(localSubscriptions.currentPeriodEnd, at)),
    )
    .orderBy(asc(localSubscriptions.currentPeriodEnd))
    .limit(BATCH)
  let handled = 0
  for (const { id } of due) {
    const events = await settleOne(db, id, at)
    if (events.length > 0) handled += 1
    for (const eventId of events) await deliverNow(db, target, eventId)
  }
  return handled
}
