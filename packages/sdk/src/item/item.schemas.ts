import * as z from 'zod/mini'

const num = z.optional(z.number())
const str = z.optional(z.string())
const bool = z.optional(z.boolean())

/**
 * The most gems one call moves: a PostgreSQL `integer` (2^31 - 1). Amounts above it, below 1,
 * fractional or not numbers at all are refused by the schemas, before any server code runs.
 *
 * @example z.parse(gemAmountSchema, 100) // 100
 */
export const GEM_MAX = 2 ** 31 - 1

/** A whole number of gems from 1 to {@link GEM_MAX}. @example z.safeParse(gemAmountSchema, 0).success // false */
export const gemAmountSchema = z.int().check(z.minimum(1), z.maximum(GEM_MAX))

/**
 * The longest cheer message: what the alert box shows of a viewer's message (its
 * `maxMessageLength`, 999), so a cheer never says more than its alert.
 *
 * @example message.slice(0, GEM_MESSAGE_MAX)
 */
export const GEM_MESSAGE_MAX = 999

/**
 * The header a money-moving call carries its idempotency key in (Stripe's name). A retry with the
 * same key answers the first result and moves nothing; the same key with another body is refused
 * (ITE20002). The SDK sends it from `RequestOptions.idempotencyKey`.
 *
 * @example await client.item.cheer('airwave', { gem: 100 }, { idempotencyKey: crypto.randomUUID() })
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'

/** A key: 1 to 255 printable ASCII characters without spaces (a UUID fits). @example IDEMPOTENCY_KEY_PATTERN.test(crypto.randomUUID()) // true */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/**
 * The item refusals. The spec's: ITE10000 the channel has not signed up for monetization,
 * ITE10001 adult only, ITE10003 one's other own channel, ITE10005 blocked, ITE10009 one's own
 * channel, ITE30004 already reported. Ours (the spec names none): ITE20001 not enough gems,
 * ITE20002 an idempotency key reused for another request, ITE20003 no such order (or not the
 * caller's), ITE20004 no such gem pack, ITE20005 payments are not offered (no provider
 * configured) or the provider failed, ITE20006 the order can no longer be cancelled, ITE20007 a
 * refund of gems already spent, ITE20008 the channel has a signature gem of that amount,
 * ITE20009 the channel has the most signature gems, ITE20010 no idempotency key sent.
 *
 * @example if (error.code === ITEM_ERRORS.notEnoughGems) openGemShop()
 */
export const ITEM_ERRORS = {
  notMonetized: 'ITE10000',
  adultOnly: 'ITE10001',
  anotherOwnChannel: 'ITE10003',
  blocked: 'ITE10005',
  ownChannel: 'ITE10009',
  alreadyReported: 'ITE30004',
  notEnoughGems: 'ITE20001',
  idempotencyKeyReused: 'ITE20002',
  orderNotFound: 'ITE20003',
  unknownPack: 'ITE20004',
  paymentsUnavailable: 'ITE20005',
  orderClosed: 'ITE20006',
  gemsSpent: 'ITE20007',
  signatureGemTaken: 'ITE20008',
  signatureGemLimit: 'ITE20009',
  idempotencyKeyRequired: 'ITE20010',
} as const

/** @example const type: PaymentItemType = 'subscription-voucher' */
export const PAYMENT_ITEM_TYPES = ['gem', 'subscription', 'subscription-voucher'] as const
export type PaymentItemType = (typeof PAYMENT_ITEM_TYPES)[number]

/**
 * An order's state (chosen names; the spec shows `status` only). PENDING until the provider's
 * verified webhook says; SUCCESS once paid and credited; DECLINED a card was refused (the
 * checkout stays open: another card may still pay); CANCELLED the buyer closed the checkout;
 * EXPIRED the checkout timed out; REFUNDED paid, then refunded (the gems taken back).
 *
 * @example if (result.status === 'SUCCESS') showBalance()
 */
export const PAYMENT_STATUSES = [
  'PENDING',
  'SUCCESS',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** @example z.parse(paymentResultSchema, { status: 'SUCCESS', orderNo: 'o-1', itemType: 'gem' }) */
export const paymentResultSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  orderNo: z.string(),
  payDate: str,
  itemNm: str,
  /** A decimal string in the currency's units (`'9.99'`). */
  payPrice: z.optional(z.union([z.number(), z.string()])),
  payCur: str,
  itemType: z.optional(z.enum(PAYMENT_ITEM_TYPES)),
  itemNo: z.optional(z.union([z.number(), z.string()])),
  /** The gems the order credits (chosen). */
  gem: num,
})
export type PaymentResult = z.output<typeof paymentResultSchema>

/** The wallet's and the earnings' lists: 20 a page unless `limit` says (1 to 100). @example { page: 2, limit: ITEM_PAGE_SIZE } */
export const ITEM_PAGE_SIZE = 20

/** The spec's regions (viewing.md's region list). @example const region: PayRegion = 'TH' */
export const PAY_REGIONS = ['NA', 'TH', 'GC', 'GLOBAL'] as const
export type PayRegion = (typeof PAY_REGIONS)[number]

/** The currencies packs are priced in (chosen: one per region). @example 'THB' */
export const PAY_CURRENCIES = ['USD', 'THB', 'TWD'] as const
export type PayCurrency = (typeof PAY_CURRENCIES)[number]

/**
 * A gem pack of a region: `price` is a decimal string (`'9.99'`) for display with
 * `Intl.NumberFormat`, `priceMinor` the same in minor units (cents), as the provider charges it.
 *
 * @example new Intl.NumberFormat(locale, { style: 'currency', currency: pack.currency }).format(Number(pack.price))
 */
export const gemPackSchema = z.object({
  packId: z.string(),
  gem: z.int(),
  price: z.string(),
  priceMinor: z.int(),
  currency: z.enum(PAY_CURRENCIES),
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
  gem: z.int(),
  price: z.string(),
  currency: z.enum(PAY_CURRENCIES),
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
 * `release` of a pledge back, a `refund` of a purchase taken back.
 *
 * @example const kind: GemHistoryKind = 'cheer'
 */
export const GEM_HISTORY_KINDS = ['purchase', 'cheer', 'pledge', 'release', 'refund'] as const
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

/**
 * The version of the monetization terms a streamer agrees to (chosen): a new version would ask
 * again.
 *
 * @example client.item.signUpMonetization({ isAgreeMonetizeTerms: true, termsVersion: MONETIZE_TERMS_VERSION })
 */
export const MONETIZE_TERMS_VERSION = '2026-01'

/** The caller's channel's monetization. @example if (!m.isMonetize) navigate('/dashboard/monetization/signup') */
export const monetizationSchema = z.object({
  channelId: z.string(),
  isMonetize: z.boolean(),
  termsVersion: z.nullable(z.string()),
  agreeDate: z.nullable(z.string()),
})
export type Monetization = z.output<typeof monetizationSchema>

/** What the streamer is owed (`balance`, gems) and received in all. @example earnings.balance */
export const earningsSchema = z.object({
  channelId: z.string(),
  isMonetize: z.boolean(),
  balance: z.number(),
  totalGem: z.number(),
})
export type Earnings = z.output<typeof earningsSchema>

/** Gems received on one UTC day. @example `${day.date}: ${day.gem}` */
export const earningsDaySchema = z.object({ date: z.string(), gem: z.number(), cheerCnt: z.int() })
export type EarningsDay = z.output<typeof earningsDaySchema>

/** The most signature gems a channel keeps (chosen). @example list.length < SIGNATURE_GEM_LIMIT */
export const SIGNATURE_GEM_LIMIT = 20
/** The longest signature gem title (chosen). */
export const SIGNATURE_GEM_TITLE_MAX = 40

/**
 * A streamer's own gem amount that plays a special alert (the alert carries it as
 * `signature`), with its title.
 *
 * @example { signatureGemIdx: 3, gem: 777, title: 'Lucky sevens' }
 */
export const signatureGemSchema = z.object({
  signatureGemIdx: z.number(),
  gem: z.int(),
  title: z.string(),
})
export type SignatureGem = z.output<typeof signatureGemSchema>

/** Alert box defaults. @example ALERT_BOX_DEFAULTS.maxMessageLength // 999 */
export const ALERT_BOX_DEFAULTS = {
  textSize: 22,
  timeout: 10,
  volume: 0.5,
  maxMessageLength: GEM_MESSAGE_MAX,
  minimumExposureGem: 1,
  minimumExposureMonth: 30,
} as const

const mode = z.object({ disabled: z._default(z.boolean(), false) })

/**
 * Which alerts are shown: each kind can be off or need a minimum amount.
 *
 * @example z.parse(alertExposureSchema, { gem: { mode: { disabled: false }, minimumExposureNumber: 100 } })
 */
export const alertExposureSchema = z.object({
  gem: z.optional(z.object({ mode, minimumExposureNumber: num })),
  subscribe: z.optional(
    z.object({
      mode,
      minimumExposureMonth: num,
      voucher: z.optional(z.object({ minimumExposureNumber: num })),
    }),
  ),
  challengeMission: z.optional(z.object({ mode, minimumExposureNumber: num })),
})
export type AlertExposure = z.output<typeof alertExposureSchema>

/** A channel's subscription as the viewer sees it (shape chosen). @example { isSubscriber: true, subscribeMonth: 3 } */
export const subscribeInfoSchema = z.object({
  channelId: str,
  isSubscriber: bool,
  isRegular: bool,
  subscribeMonth: num,
  startDate: str,
  endDate: str,
  badgeUrl: str,
  nickColor: str,
})
export type SubscribeInfo = z.output<typeof subscribeInfoSchema>

/** @example const kind: GiftVoucherType = 'random' */
export const GIFT_VOUCHER_TYPES = ['selected', 'trial', 'random'] as const
export type GiftVoucherType = (typeof GIFT_VOUCHER_TYPES)[number]

/** One gift in the history (shape chosen). @example { giftIdx: 1, channelId: 'a1b2', voucherCount: 5 } */
export const giftHistoryItemSchema = z.object({
  giftIdx: num,
  channelId: str,
  nickname: str,
  voucherCount: num,
  type: str,
  createDate: str,
})
export type GiftHistoryItem = z.output<typeof giftHistoryItemSchema>
