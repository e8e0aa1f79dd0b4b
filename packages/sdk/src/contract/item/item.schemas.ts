import * as z from 'zod/mini'
import { int32 } from '../../core/int32'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'

/** An alert threshold a streamer sets (gems, months, vouchers). */
const threshold = z.optional(int32(0))

/**
 * The most gems one call moves: a PostgreSQL `integer` (2^31 - 1). Amounts above it, below 1,
 * fractional or not numbers at all are refused by the schemas, before any server code runs.
 *
 * @example z.parse(gemAmountSchema, 100) // 100
 */
export const GEM_MAX = 2 ** 31 - 1

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

/** The longest signature gem title (chosen). */
export const SIGNATURE_GEM_TITLE_MAX = 40

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
  gem: z.optional(z.object({ mode, minimumExposureNumber: threshold })),
  subscribe: z.optional(
    z.object({
      mode,
      minimumExposureMonth: threshold,
      voucher: z.optional(z.object({ minimumExposureNumber: threshold })),
    }),
  ),
  challengeMission: z.optional(z.object({ mode, minimumExposureNumber: threshold })),
})
export type AlertExposure = z.output<typeof alertExposureSchema>

/** A channel's subscription as the viewer sees it (shape chosen). @example { isSubscriber: true, subscribeMonth: 3 } */
export const subscribeInfoSchema = z.object({
  channelId: str,
  subscriptionId: num,
  /** A regular subscription that renews at `endDate` (not cancelled). */
  renews: bool,
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
