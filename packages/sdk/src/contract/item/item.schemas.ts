import * as z from 'zod/mini'

const num = z.optional(z.number())
const str = z.optional(z.string())
const bool = z.optional(z.boolean())

/** @example const type: PaymentItemType = 'subscription-voucher' */
export const PAYMENT_ITEM_TYPES = ['gem', 'subscription', 'subscription-voucher'] as const
export type PaymentItemType = (typeof PAYMENT_ITEM_TYPES)[number]

/** @example z.parse(paymentResultSchema, { status: 'SUCCESS', orderNo: 'o-1', itemType: 'gem' }) */
export const paymentResultSchema = z.object({
  status: z.string(),
  orderNo: z.string(),
  payDate: str,
  itemNm: str,
  payPrice: z.optional(z.union([z.number(), z.string()])),
  payCur: str,
  itemType: z.optional(z.enum(PAYMENT_ITEM_TYPES)),
  itemNo: z.optional(z.union([z.number(), z.string()])),
})
export type PaymentResult = z.output<typeof paymentResultSchema>

/** Alert box defaults. @example ALERT_BOX_DEFAULTS.maxMessageLength // 999 */
export const ALERT_BOX_DEFAULTS = {
  textSize: 22,
  timeout: 10,
  volume: 0.5,
  maxMessageLength: 999,
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
