import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryInteger } from '../../core/queryInteger'
import { datedPageQuery, datedPageSchema } from './datedPage'
import {
  cheerResultSchema,
  GEM_HISTORY_KINDS,
  gemAmountSchema,
  gemHistoryItemSchema,
  gemOrderSchema,
  gemPurchaseSchema,
  PAY_REGIONS,
  payPolicySchema,
  RANKING_PERIODS,
  rankingSchema,
} from './gem.schemas'
import { GEM_MESSAGE_MAX, paymentResultSchema } from './item.schemas'

// A member's gems: the packs and their checkout, the payment result, the wallet (balance,
// purchases, every movement) and the cheer. REST paths under /v2/item (the spec shows the
// pay policy, the ranking, possess and the payment result, not their shapes).
const REST = 'REST-consistent path under /v2/item'

/**
 * The gem packs of a region and their prices: `region`, else the client's region code, else
 * GLOBAL.
 *
 * @example const policy = await client.item.getPayPolicy({ region: 'NA' })
 */
const getPayPolicy = endpoint({
  method: 'GET',
  path: '/v2/item/pay/policy',
  query: z.object({ region: z.optional(z.enum(PAY_REGIONS)) }),
  answer: payPolicySchema,
  auth: 'optional',
  chosen: `${REST}; answer {region, currency, packs, regions, provider}`,
})

/**
 * Orders a gem pack and opens its checkout at the payment provider; send the buyer to
 * `checkoutUrl`. Gems are credited only when the provider's signed webhook says the order is
 * paid, never by the buyer's return. Idempotent: send `idempotencyKey` (a retry with it answers
 * the same order; ITE20010 without one). ITE20004 unknown pack, ITE20005 no provider.
 *
 * @example const order = await client.item.createGemOrder({ packId: 'gem-1000', region: 'NA' }, { idempotencyKey: crypto.randomUUID() })
 */
const createGemOrder = endpoint({
  method: 'POST',
  path: '/v2/item/payment/order',
  body: z.object({
    packId: z.string().check(z.minLength(1), z.maxLength(40)),
    region: z.enum(PAY_REGIONS),
  }),
  answer: gemOrderSchema,
  auth: 'required',
  chosen: `${REST}; body {packId, region}, Idempotency-Key header`,
})

/**
 * The result of an order, for `/payment/redirect/gem?orderNo=…` and `/purchase-complete`: PENDING
 * until the provider's webhook has come (ask again). The buyer's own orders only (ITE20003).
 *
 * @example client.item.getPaymentResult('G20260101-3F9A…')
 */
const getPaymentResult = endpoint({
  method: 'GET',
  path: '/v2/item/payment/{orderNo}',
  answer: paymentResultSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Closes an unpaid order's checkout (the buyer changed their mind); nothing is credited. A paid
 * order is ITE20006.
 *
 * @example await client.item.cancelGemOrder(orderNo)
 */
const cancelGemOrder = endpoint({
  method: 'POST',
  path: '/v2/item/payment/{orderNo}/cancel',
  answer: paymentResultSchema,
  auth: 'required',
  chosen: REST,
})

/** Gems and vouchers held by the viewer. @example const { gem } = await client.item.getPossess() */
const getPossess = endpoint({
  method: 'GET',
  path: '/v2/item/possess',
  answer: z.object({ gem: z.number(), voucher: z.number() }),
  auth: 'required',
  chosen: `${REST}; answer {gem, voucher}`,
})

/**
 * The member's gem orders, newest first, by order date (`startDate`, `endDate`: UTC days,
 * inclusive).
 *
 * @example client.item.listGemPurchases({ page: 1, startDate: '2026-01-01' })
 */
const listGemPurchases = endpoint({
  method: 'GET',
  path: '/v2/item/gem/purchase',
  query: z.object(datedPageQuery),
  answer: datedPageSchema(gemPurchaseSchema),
  auth: 'required',
  chosen: `${REST}; for /wallet/gem-purchase`,
})

/**
 * Every movement of the member's gems, newest first: purchases, cheers, pledges, releases and
 * refunds (`kind` to keep one), each with the balance after it.
 *
 * @example client.item.listGemHistory({ kind: 'cheer', endDate: '2026-01-31' })
 */
const listGemHistory = endpoint({
  method: 'GET',
  path: '/v2/item/gem/history',
  query: z.object({ ...datedPageQuery, kind: z.optional(z.enum(GEM_HISTORY_KINDS)) }),
  answer: datedPageSchema(gemHistoryItemSchema),
  auth: 'required',
  chosen: `${REST}; for /wallet/gem-history`,
})

/**
 * Sends gems with a message to a channel: the room gets a GEMS entry, the channel's alert box
 * an alert (past its exposure thresholds), and the sender the gifter bit in that chat. The
 * message follows the chat's rules (CHT10001 ban word, CHT10005 link, CHT10006 subscriber
 * emoticon). Refusals: ITE10000 not monetized, ITE10001 adult only, ITE10003 / ITE10009 one's
 * own channel, ITE10005 blocked, ITE20001 not enough gems (nothing is taken). Idempotent: send
 * `idempotencyKey` (ITE20010 without one; ITE20002 reused with another body).
 *
 * @example await client.item.cheer('airwave', { gem: 100, message: 'gg' }, { idempotencyKey })
 */
const cheer = endpoint({
  method: 'POST',
  path: '/v2/item/gem/cheer/{channelId}',
  body: z.object({
    gem: gemAmountSchema,
    message: z.optional(z.string().check(z.maxLength(GEM_MESSAGE_MAX))),
  }),
  answer: cheerResultSchema,
  auth: 'required',
  chosen: `${REST}; body {gem, message}, Idempotency-Key header`,
})

/**
 * A channel's top supporters by gems sent in a period (`day`, `week`, `month`: the last 1, 7,
 * 30 days; `all`, the default), at most `limit` (10 by default, 100 at most).
 *
 * @example client.item.getRanking('airwave', { period: 'week' })
 */
const getRanking = endpoint({
  method: 'GET',
  path: '/v2/item/ranking/{channelId}',
  query: z.object({
    period: z._default(z.enum(RANKING_PERIODS), 'all'),
    limit: z._default(queryInteger(100), 10),
  }),
  answer: rankingSchema,
  auth: 'optional',
  chosen: `${REST}; query {period, limit}, answer {channelId, period, list}`,
})

/** The member's gems: packs, orders, the wallet and cheers. @example bindEndpoints(transport, { gem: gemEndpoints }) */
export const gemEndpoints = {
  getPayPolicy,
  createGemOrder,
  getPaymentResult,
  cancelGemOrder,
  getPossess,
  listGemPurchases,
  listGemHistory,
  cheer,
  getRanking,
}
