import { randomBytes } from 'node:crypto'
import {
  type GemOrder,
  ITEM_ERRORS,
  type PaymentItemType,
  type PaymentResult,
  type PaymentStatus,
  type PayRegion,
} from '@airwave/sdk/contract'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { itemOrders } from '../db/schema'
import { badRequest, conflict, HttpError, notFound } from '../http/httpError'
import { claimKey, type IdempotencyClaim, replay, requestHash, settleKey } from './idempotency'
import { decimalPrice, findPack } from './payPolicy'
import type { PaymentProvider } from './providers/paymentProvider'

// Gem orders: made once per idempotency key, opened at the provider (outside any transaction:
// an HTTP call), read back by their buyer, cancelled while unpaid. Paying them is the webhook's
// business (paymentEvents.ts), never the buyer's return.

export type OrderRow = typeof itemOrders.$inferSelect

/**
 * `G20260101` and 16 random hex digits: unguessable, sortable by day (`S…` a subscription's).
 *
 * @example newOrderNo('S') // 'S20260101A1B2C3D4E5F60708'
 */
export function newOrderNo(prefix = 'G'): string {
  const day = now().toISOString().slice(0, 10).replaceAll('-', '')
  return `${prefix}${day}${randomBytes(8).toString('hex').toUpperCase()}`
}

const itemName = (gem: number) => `${gem.toLocaleString('en-US')} gems`

const noOrder = () => notFound('No such order', ITEM_ERRORS.orderNotFound)
const noProvider = () =>
  new HttpError(503, ITEM_ERRORS.paymentsUnavailable, 'Gems cannot be bought here now')

/** What an order that buys no gems is called on its result page (the client names it by type). */
const OTHER_ITEMS: Record<string, string> = {
  subscription: 'Subscription',
  'subscription-voucher': 'Gift subscriptions',
}

/** An order as its result page reads it (a gift's: `itemNo` is the gift). */
export function paymentResultOf(order: OrderRow): PaymentResult {
  const gem = order.itemType === 'gem'
  return {
    status: order.status as PaymentStatus,
    orderNo: order.orderNo,
    ...(order.paidAt ? { payDate: order.paidAt.toISOString() } : {}),
    itemNm: gem ? itemName(order.gem) : (OTHER_ITEMS[order.itemType] ?? order.itemType),
    payPrice: decimalPrice(order.priceMinor),
    payCur: order.currency,
    itemType: order.itemType as PaymentItemType,
    itemNo: gem ? order.packId : (order.giftId ?? order.packId),
    ...(gem ? { gem: order.gem } : {}),
  }
}

/** The buyer's own order (anyone else's is as missing: 404 ITE20003). */
export async function memberOrder(db: Db, memberId: number, orderNo: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(itemOrders)
    .where(and(eq(itemOrders.orderNo, orderNo), eq(itemOrders.memberId, memberId)))
  if (!order) throw noOrder()
  return order
}

export interface OrderInput {
  memberId: number
  packId: string
  region: PayRegion
  key: string
  /** The site's origin: the checkout returns there. */
  origin: string
}

/**
 * Orders a pack and opens its checkout, once per idempotency key: the order is stored with the
 * key (status 0: not answered yet), then the provider opens the checkout (its own idempotency
 * makes a second ask answer the same session), then the answer is stored. A retry after a
 * failure anywhere picks up the same order; a retry after the answer gets the answer.
 *
 * @example const order = await createGemOrder(db, provider, { memberId, packId, region, key, origin })
 */
export async function createGemOrder(
  db: Db,
  provider: PaymentProvider | undefined,
  input: OrderInput,
): Promise<GemOrder> {
  if (!provider) throw noProvider()
  const pack = findPack(input.region, input.packId)
  if (!pack) throw badRequest(`No pack ${input.packId} in ${input.region}`, ITEM_ERRORS.unknownPack)
  const claim: IdempotencyClaim = {
    scope: `order:${input.memberId}`,
    key: input.key,
    hash: requestHash({ packId: pack.packId, region: input.region }),
  }
  const orderNo = await db.transaction(async (tx) => {
    const prior = await claimKey(tx, claim)
    if (prior && prior.status !== 0) return replay<GemOrder>(prior)
    const started = (prior?.answer as { orderNo?: string } | null | undefined)?.orderNo
    if (started) return started
    const made = newOrderNo()
    await tx.insert(itemOrders).values({
      orderNo: made,
      memberId: input.memberId,
      packId: pack.packId,
      gem: pack.gem,
      priceMinor: pack.priceMinor,
      currency: pack.currency,
      region: input.region,
      provider: provider.name,
    })
    await settleKey(tx, claim, { status: 0, answer: { orderNo: made } })
    return made
  })
  if (typeof orderNo !== 'string') return orderNo
  const order = await memberOrder(db, input.memberId, orderNo)
  const session = await openCheckout(db, provider, order, {
    itemName: itemName(order.gem),
    returnPath: '/payment/redirect/gem',
    origin: input.origin,
  })
  const answer: GemOrder = {
    orderNo,
    status: session.status as PaymentStatus,
    checkoutUrl: session.checkoutUrl ?? '',
    gem: session.gem,
    price: decimalPrice(session.priceMinor),
    currency: pack.currency,
  }
  await settleKey(db, claim, { status: 200, answer })
  return answer
}

/** What the checkout of an order shows, and where it returns (`{origin}{returnPath}?orderNo=…`). */
interface CheckoutOf {
  itemName: string
  returnPath: string
  origin: string
  /** `subscription`: a monthly charge until cancelled (a regular subscription's first order). */
  mode?: 'payment' | 'subscription'
}

/**
 * An order's checkout at the provider, opened once: an order that has one answers as it is;
 * else the provider opens it (its own idempotency makes a retry answer the same session) and
 * the session is stored on the order. 502 ITE20005 when the provider fails (a retry opens it).
 *
 * @example const order = await openCheckout(db, provider, order, { itemName, returnPath: '/payment/redirect/gem', origin })
 */
export async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  checkout: CheckoutOf,
): Promise<OrderRow> {
  if (order.sessionId && order.checkoutUrl) return order
  const { orderNo } = order
  const returnUrl = `${checkout.origin}${checkout.returnPath}?orderNo=${encodeURIComponent(orderNo)}`
  const opened = await provider
    .createCheckout({
      orderNo,
      ...(checkout.mode ? { mode: checkout.mode } : {}),
      itemName: checkout.itemName,
      amount: order.priceMinor,
      currency: order.currency,
      successUrl: returnUrl,
      cancelUrl: returnUrl,
    })
    .catch((error: unknown) => {
      throw new HttpError(
        502,
        ITEM_ERRORS.paymentsUnavailable,
        `The payment provider did not open the checkout: try again (${error instanceof Error ? error.message : 'failed'})`,
      )
    })
  await db
    .update(itemOrders)
    .set({ sessionId: opened.sessionId, checkoutUrl: opened.url, updatedAt: now() })
    .where(and(eq(itemOrders.orderNo, orderNo), isNull(itemOrders.sessionId)))
  const [stored] = await db.select().from(itemOrders).where(eq(itemOrders.orderNo, orderNo))
  return stored ?? { ...order, sessionId: opened.sessionId, checkoutUrl: opened.url }
}

/**
 * Marks an unpaid order CANCELLED and closes its checkout at the provider. A paid order, or
 * one whose checkout completed meanwhile (its webhook credits it), is 409 ITE20006.
 *
 * @example await cancelGemOrder(db, provider, member.id, orderNo)
 */
export async function cancelGemOrder(
  db: Db,
  provider: PaymentProvider | undefined,
  memberId: number,
  orderNo: string,
): Promise<PaymentResult> {
  const order = await memberOrder(db, memberId, orderNo)
  const closed = () =>
    conflict('This order is paid: it cannot be cancelled', ITEM_ERRORS.orderClosed)
  if (order.status === 'SUCCESS' || order.status === 'REFUNDED') throw closed()
  if (order.status === 'CANCELLED' || order.status === 'EXPIRED') return paymentResultOf(order)
  if (order.sessionId && !provider) throw noProvider()
  // Cancelled first: the provider's own "expired" event then finds nothing to change, and a
  // payment that completes anyway still credits the order (a paid event wins over a cancel).
  await db
    .update(itemOrders)
    .set({ status: 'CANCELLED', updatedAt: now() })
    .where(
      and(eq(itemOrders.orderNo, orderNo), inArray(itemOrders.status, ['PENDING', 'DECLINED'])),
    )
  if (order.sessionId && (await provider?.expireCheckout(order.sessionId)) === 'complete') {
    throw closed()
  }
  return paymentResultOf(await memberOrder(db, memberId, orderNo))
}
