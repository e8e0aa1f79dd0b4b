import { ITEM_ERRORS } from '@airwave/sdk/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { itemOrders, paymentEvents } from '../db/schema'
import type { Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import { conflict, notFound } from '../http/httpError'
import { payGiftOrder } from '../subscription/gift/giftOrders'
import { applySubscriptionEvent, isSubscriptionEvent } from '../subscription/subscriptionEvents'
import { paySubscriptionOrder } from '../subscription/subscriptionOrders'
import { ledgerAccount, postTransfers, type Transfer } from './ledger'
import type { OrderRow } from './orders'
import type { PaymentEvent } from './providers/paymentProvider'

// What a verified provider event does, in one transaction with the event's record: a replayed
// event finds its record and does nothing; a paid event credits its order once (the order's row
// lock, and one purchase transfer per order and unit in the ledger's unique index); events
// arriving out of order never undo a payment.

/** A paid checkout's event. */
type PaidEvent = Extract<PaymentEvent, { type: 'paid' }>

/**
 * What an order type does once paid, in the event's transaction: `after` collects work for
 * after the commit (pushes to sockets, notifications), which never runs for a rolled-back event.
 */
export interface PaidOrderContext {
  deps: AppDeps
  tx: Tx
  order: OrderRow
  event: PaidEvent
  after(work: () => void): void
}

/** What an event did (kept with it). */
export type EventOutcome =
  | 'duplicate'
  | 'credited'
  | 'already-paid'
  | 'declined'
  | 'expired'
  | 'mismatch'
  | 'unknown-order'
  | 'ignored'

async function lockOrder(tx: Tx, orderNo: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(itemOrders)
    .where(eq(itemOrders.orderNo, orderNo))
    .for('update')
  return order
}

/** A purchase: gems from the issuer to the wallet, and its money from clearing to sales. */
export function purchaseTransfers(order: OrderRow, kind: 'purchase' | 'refund'): Transfer[] {
  const gems = { from: ledgerAccount.issuer, to: ledgerAccount.wallet(order.memberId) }
  const money = {
    from: ledgerAccount.clearing(order.provider, order.currency),
    to: ledgerAccount.sales(order.currency),
  }
  const forward = kind === 'purchase'
  const common = { kind, orderNo: order.orderNo, memberId: order.memberId }
  return [
    {
      ...common,
      debit: forward ? gems.from : gems.to,
      credit: forward ? gems.to : gems.from,
      amount: order.gem,
    },
    {
      ...common,
      debit: forward ? money.from : money.to,
      credit: forward ? money.to : money.from,
      amount: order.priceMinor,
    },
  ]
}

async function credit(
  deps: AppDeps,
  tx: Tx,
  event: PaidEvent,
  after: (work: () => void) => void,
): Promise<EventOutcome> {
  const order = await lockOrder(tx, event.orderNo)
  if (!order) return 'unknown-order'
  // A paid event of another session, price or currency is not this order's payment.
  if (
    order.sessionId !== event.sessionId ||
    order.priceMinor !== event.amount ||
    order.currency !== event.currency
  ) {
    return 'mismatch'
  }
  if (order.status === 'SUCCESS' || order.status === 'REFUNDED') return 'already-paid'
  // A subscription's or a gift's order does its own work (and marks the order paid).
  const context: PaidOrderContext = { deps, tx, order, event, after }
  if (order.itemType === 'subscription') return paySubscriptionOrder(context)
  if (order.itemType === 'subscription-voucher') return payGiftOrder(context)
  const posted = await postTransfers(tx, purchaseTransfers(order, 'purchase'))
  if (!posted.ok) throw new Error(`A purchase overdrew ${posted.code}`)
  await tx
    .update(itemOrders)
    .set({ status: 'SUCCESS', paidAt: now(), paymentRef: event.paymentRef, updatedAt: now() })
    .where(eq(itemOrders.orderNo, order.orderNo))
  return 'credited'
}

async function settle(tx: Tx, orderNo: string, status: 'DECLINED' | 'EXPIRED', from: string[]) {
  const moved = await tx
    .update(itemOrders)
    .set({ status, updatedAt: now() })
    .where(and(eq(itemOrders.orderNo, orderNo), inArray(itemOrders.status, from)))
    .returning({ orderNo: itemOrders.orderNo })
  return moved.length > 0
}

/**
 * Applies a verified event once: records it (a second delivery of the same event is a
 * `duplicate` and changes nothing), then credits a paid order, marks a declined or expired one.
 * Answers what it did.
 *
 * @example const outcome = await applyPaymentEvent(deps, 'stripe', event)
 */
export async function applyPaymentEvent(
  deps: AppDeps,
  provider: string,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const afterCommit: (() => void)[] = []
  const outcome = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.id,
        type: event.stripeType,
        orderNo: event.orderNo,
        outcome: 'pending',
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (!fresh) return 'duplicate'
    let outcome: EventOutcome = 'ignored'
    if (event.type === 'paid') {
      outcome = await credit(deps, tx, event, (work) => afterCommit.push(work))
    } else if (event.type === 'failed') {
      if (await settle(tx, event.orderNo, 'DECLINED', ['PENDING'])) outcome = 'declined'
    } else if (event.type === 'expired') {
      if (await settle(tx, event.orderNo, 'EXPIRED', ['PENDING', 'DECLINED'])) outcome = 'expired'
    } else if (isSubscriptionEvent(event)) {
      // A running subscription's renewal or end: the subscription's own work.
      const after = (work: () => void) => afterCommit.push(work)
      outcome = await applySubscriptionEvent({ deps, tx, provider, event, after })
    }
    await tx
      .update(paymentEvents)
      .set({ outcome })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)))
    return outcome
  })
  for (const work of afterCommit) work()
  return outcome
}

/**
 * Refunds a paid order in the ledger: its gems leave the wallet (409 ITE20007 when they have
 * been spent: a wallet never goes below zero) and its money leaves sales, in one transaction;
 * the order turns REFUNDED. A refunded order answers as it is (the caller then asks the
 * provider again, whose refund is idempotent per order).
 *
 * @example const order = await refundOrder(db, orderNo)
 */
export async function refundOrder(db: Db, orderNo: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo)
    if (!order) throw notFound('No such order', ITEM_ERRORS.orderNotFound)
    if (order.status === 'REFUNDED') return order
    if (order.status !== 'SUCCESS') {
      throw conflict(`Order ${orderNo} is ${order.status}: only a paid order is refunded`)
    }
    const posted = await postTransfers(tx, purchaseTransfers(order, 'refund'))
    if (!posted.ok) {
      throw conflict(
        `The wallet holds ${posted.balance} of the order's ${posted.needed} gems: they were spent`,
        ITEM_ERRORS.gemsSpent,
      )
    }
    const [refunded] = await tx
      .update(itemOrders)
      .set({ status: 'REFUNDED', updatedAt: now() })
      .where(eq(itemOrders.orderNo, orderNo))
      .returning()
    return refunded ?? order
  })
}
