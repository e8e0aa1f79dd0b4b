import * as z from 'zod/mini'
import { GEM_MAX, PAYMENT_STATUSES } from './item.schemas'

// The shapes of a member's gems: the amount a call moves, the packs of a region, an order, the
// wallet's purchases and movements, a cheer's outcome and a channel's ranking.

/** A whole number of gems from 1 to {@link GEM_MAX}. @example z.safeParse(gemAmountSchema, 0).success // false */
export const gemAmountSchema = z.int().check(z.minimum(1), z.maximum(GEM_MAX))

/** The wallet's and the earnings' lists: 20 a page unless `limit` says (1 to 100). @example { page: 2, limit: ITEM_PAGE_SIZE } */
export const ITEM_PAGE_SIZE = 20

/** The spec's regions (viewing.md's region list). @example const region: PayRegion = 'TH' */
export const PAY_REGIONS = ['NA', 'TH', 'GC', 'GLOBAL'] as const
export type PayRegion = (typeof PAY_REGIONS)[number]

/** The currencies packs are priced in (chosen: one per region). @example 'THB' */
export const PAY_CURRENCIES = ['USD', 'THB', 'TWD'] as const
export type PayCurrency = (typeof PAY_CURRENCIES)[number]

// What a pack gives and costs; an order repeats it, so the wallet shows what was bought.
const packPrice = { gem: z.int(), price: z.string(), currency: z.enum(PAY_CURRENCIES) }

/**
 * A gem pack of a region: `price` is a decimal string (`'9.99'`) for display with
 * `Intl.NumberFormat`, `priceMinor` the same in minor units (cents), as the provider charges it.
 *
 * @example new Intl.NumberFormat(locale, { style: 'currency', currency: pack.currency }).format(Number(pack.price))
 */
export const gemPackSchema = z.object({
  packId: z.string(),
  ...packPrice,
  priceMinor: z.int(),
})
export type GemPack = z.output<typeof gemPackSchema>

/**
 * The pay policy of a region: its currency and packs (the caller's region, from `region` or
 * the client's region code, else GLOBAL), the regions there are and the provider that hosts the
 * checkout (`local`: the server's own test checkout).
 *
 * @example const { packs } = await client.item.getPayPolicy({ region: 'TH' })
 */
export const payPolicySchema = z.object({
  region: z.enum(PAY_REGIONS),
  currency: z.enum(PAY_CURRENCIES),
  packs: z.array(gemPackSchema),
  regions: z.array(z.enum(PAY_REGIONS)),
  provider: z.nullable(z.enum(['local', 'stripe'])),
})
export type PayPolicy = z.output<typeof payPolicySchema>

/** A new order and where to pay it. @example location.assign(order.checkoutUrl) */
export const gemOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  checkoutUrl: z.string(),
  ...packPrice,
})
export type GemOrder = z.output<typeof gemOrderSchema>

/** One purchase of the wallet. @example `${purchase.gem} gems, ${purchase.payPrice} ${purchase.payCur}` */
export const gemPurchaseSchema = z.object({
  orderNo: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  gem: z.int(),
  payPrice: z.string(),
  payCur: z.string(),
  createDate: z.string(),
  payDate: z.nullable(z.string()),
})
export type GemPurchase = z.output<typeof gemPurchaseSchema>

/**
 * What moved a wallet: a `purchase` credited, a `cheer` sent, a `pledge` held for a mission, a
 * `release` of a pledge back, a `refund` of a purchase taken back, a `gift` of subscriptions paid
 * with gems.
 *
 * @example const kind: GemHistoryKind = 'cheer'
 */
export const GEM_HISTORY_KINDS = [
  'purchase',
  'cheer',
  'pledge',
  'release',
  'refund',
  'gift',
] as const
export type GemHistoryKind = (typeof GEM_HISTORY_KINDS)[number]

/**
 * One movement of the wallet: `gem` is signed (credits positive, spends negative) and `balance`
 * the wallet right after it, as the ledger recorded it.
 *
 * @example entry.gem < 0 ? 'spent' : 'received'
 */
export const gemHistoryItemSchema = z.object({
  historyNo: z.number(),
  kind: z.enum(GEM_HISTORY_KINDS),
  gem: z.number(),
  balance: z.number(),
  createDate: z.string(),
  orderNo: z.nullable(z.string()),
  channelId: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  message: z.nullable(z.string()),
})
export type GemHistoryItem = z.output<typeof gemHistoryItemSchema>

/** A cheer as sent: the wallet's balance after it and the chat entry it made. @example toast(`${cheer.balance} gems left`) */
export const cheerResultSchema = z.object({
  cheerNo: z.number(),
  channelId: z.string(),
  gem: z.int(),
  balance: z.number(),
  logIdentity: z.string(),
  /** Set when the amount is one of the channel's signature gems. */
  signatureGemIdx: z.nullable(z.number()),
})
export type CheerResult = z.output<typeof cheerResultSchema>

/** Ranking periods (chosen): the last 24 hours, 7 days, 30 days, or all time. @example 'week' */
export const RANKING_PERIODS = ['day', 'week', 'month', 'all'] as const
export type RankingPeriod = (typeof RANKING_PERIODS)[number]

/** A supporter of a channel with the gems they sent (in a period). @example `${s.rank}. ${s.nickname}` */
export const supporterSchema = z.object({
  rank: z.int(),
  channelId: z.string(),
  nickname: z.string(),
  profileImg: z.nullable(z.string()),
  gem: z.number(),
  cheerCnt: z.int(),
})
export type Supporter = z.output<typeof supporterSchema>

/** @example const { list } = await client.item.getRanking('airwave', { period: 'week' }) */
export const rankingSchema = z.object({
  channelId: z.string(),
  period: z.enum(RANKING_PERIODS),
  list: z.array(supporterSchema),
})
export type Ranking = z.output<typeof rankingSchema>
