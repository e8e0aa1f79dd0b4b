import type { EventOutcome, PaidOrderContext } from '../item/paymentEvents'

/**
 * A regular subscription's first checkout, paid: starts the subscription (its first period,
 * through the ledger) and marks the order paid. Built by the subscriptions work in progress.
 */
export async function paySubscriptionOrder(context: PaidOrderContext): Promise<EventOutcome> {
  throw new Error(`Subscription order ${context.order.orderNo}: not built yet`)
}
