import type { EventOutcome, PaidOrderContext } from '../../item/paymentEvents'

/**
 * A gift of subscriptions paid at the checkout: delivers it (its receivers' subscriptions,
 * through the ledger) and marks the order paid. Built by the gifts work in progress.
 */
export async function payGiftOrder(context: PaidOrderContext): Promise<EventOutcome> {
  throw new Error(`Gift order ${context.order.orderNo}: not built yet`)
}
