import * as z from 'zod/mini'
import { NICKNAME_COLORS } from '../chat/chat.schemas'
import { PAY_REGIONS } from './gem.schemas'
import { PAYMENT_STATUSES } from './item.schemas'

// Subscriptions and gift subscriptions: a member supports a monetized channel monthly (a
// regular subscription renewed by the payment provider) or is given a month by another member
// (a gift: selected receivers, random viewers present in the channel, a trial or a free one).
// Shapes chosen: the spec names the calls, the item types and the refusals, not the answers.

/** How long one paid or gifted period lasts, in days (chosen: a month of 30 days). */
export const SUBSCRIPTION_PERIOD_DAYS = 30

/**
 * How a subscription came to be: `regular` paid monthly by the subscriber and renewed by the
 * provider until cancelled; `gift` one period given by another member (paid with the checkout
 * or gems); `trial` a gifted trial period; `free` a free gift sub the platform grants.
 *
 * @example if (sub.kind === 'regular' && sub.renews) showCancel()
 */
export const SUBSCRIPTION_KINDS = ['regular', 'gift', 'trial', 'free'] as const
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number]

/**
 * A subscription's state: `PENDING` until the provider's webhook confirms its first payment;
 * `ACTIVE` benefits on (a regular one renews at `periodEnd`); `CANCELLED` renewal stopped, the
 * benefits last until `periodEnd`; `ENDED` over (`endReason` says why).
 *
 * @example const on = sub.status === 'ACTIVE' || sub.status === 'CANCELLED'
 */
export const SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'CANCELLED', 'ENDED'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * Why a subscription ended: `cancelled` by the subscriber (at the period's end),
 * `payment_failed` a renewal's payment was refused, `period_over` a gift or trial ran out,
 * `expired` its first checkout was never paid, `channel_closed` the channel stopped taking
 * subscriptions.
 *
 * @example t(`subscriptionEnd_${sub.endReason}`)
 */
export const SUBSCRIPTION_END_REASONS = [
  'cancelled',
  'payment_failed',
  'period_over',
  'expired',
  'channel_closed',
] as const
export type SubscriptionEndReason = (typeof SUBSCRIPTION_END_REASONS)[number]

/** The most subscriptions one gift buys (chosen: a sane maximum; more is ITE20012). */
export const GIFT_SUB_MAX = 50

/** What one gifted subscription costs when paid with gems (chosen). */
export const GIFT_SUB_GEM_PRICE = 500

/**
 * The subscription refusals beyond the spec's (ours; the spec names ITE10000 to ITE10009):
 * ITE20011 the member already subscribes to the channel; ITE20012 a gift of more than
 * {@link GIFT_SUB_MAX} or of none; ITE20013 a gift to oneself; ITE20014 a receiver who cannot
 * take it (no such member, banned from the channel's chat, already a subscriber, the streamer);
 * ITE20015 no viewer present to receive a random gift; ITE20016 no such subscription (or not
 * the caller's); ITE20017 the subscription cannot be cancelled (not regular, already
 * cancelled or ended).
 *
 * @example if (error.code === SUBSCRIPTION_ERRORS.alreadySubscribed) showManage()
 */
export const SUBSCRIPTION_ERRORS = {
  alreadySubscribed: 'ITE20011',
  giftCount: 'ITE20012',
  giftToSelf: 'ITE20013',
  receiverRefused: 'ITE20014',
  noViewersPresent: 'ITE20015',
  subscriptionNotFound: 'ITE20016',
  notCancellable: 'ITE20017',
} as const

/**
 * The upload refusals of badges and emoticons (the spec's codes, and two of ours): the file is not a PNG, GIF or
 * WebP (sniffed from its bytes, not its name); larger than {@link SUBSCRIBER_IMAGE_RULES}'s
 * bytes; not a square of the allowed sizes.
 *
 * @example if (error.code === SUBSCRIBER_UPLOAD_ERRORS.tooLarge) say('At most 1 MB')
 */
export const SUBSCRIBER_UPLOAD_ERRORS = {
  typeNotAllowed: 'FILE_TYPE_NOT_ALLOWED',
  tooLarge: 'FILE_SIZE_EXCEEDS',
  dimensions: 'IMAGE_DIMENSIONS_NOT_ALLOWED',
  /** Ours: another channel has an emoticon of this keyword (in any case). */
  keywordTaken: 'EMOTICON_KEYWORD_TAKEN',
  /** Ours: the channel has {@link SUBSCRIBER_EMOTICON_LIMIT} emoticons already. */
  emoticonLimit: 'EMOTICON_LIMIT_REACHED',
} as const

/**
 * What a badge or emoticon image may be (chosen): PNG, GIF or WebP (no SVG: it can carry
 * script), at most 1 MB, square, 28 to 512 pixels a side.
 *
 * @example file.size <= SUBSCRIBER_IMAGE_RULES.maxBytes
 */
export const SUBSCRIBER_IMAGE_RULES = {
  types: ['image/png', 'image/gif', 'image/webp'],
  maxBytes: 1024 * 1024,
  minSide: 28,
  maxSide: 512,
} as const

/** The months a badge can be set for (chosen tiers). @example SUBSCRIBER_BADGE_MONTHS[0] // 1 */
export const SUBSCRIBER_BADGE_MONTHS = [1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60] as const

/** The most subscriber emoticons a channel has (chosen). */
export const SUBSCRIBER_EMOTICON_LIMIT = 30

/**
 * An emoticon keyword a streamer chooses: letters and digits only (the spec's key rule), 2 to 20.
 *
 * @example SUBSCRIBER_EMOTICON_KEYWORD.test('kimHi') // true
 */
export const SUBSCRIBER_EMOTICON_KEYWORD = /^[A-Za-z0-9]{2,20}$/

const day = z.string()
const maybeDay = z.nullable(z.string())
const channelRef = { channelId: z.string(), nickname: z.string() }

/** The monthly price of a subscription in the caller's region. @example `${plan.price} ${plan.currency}` */
export const subscriptionPlanSchema = z.object({
  region: z.enum(PAY_REGIONS),
  currency: z.string(),
  /** A decimal string (`'4.99'`). */
  price: z.string(),
  priceMinor: z.int(),
  periodDays: z.int(),
  /** One gifted subscription paid with gems. */
  giftGem: z.int(),
})
export type SubscriptionPlan = z.output<typeof subscriptionPlanSchema>

/**
 * One of the member's subscriptions (`/subscriptions`, `/subscriptions/{id}`): the channel, how
 * it came, its state and current period, the months subscribed so far (every period counted,
 * gifts too), who gave it.
 *
 * @example `${sub.channel.nickname}: ${sub.months} months`
 */
export const subscriptionSchema = z.object({
  subscriptionId: z.int(),
  channel: z.object(channelRef),
  kind: z.enum(SUBSCRIPTION_KINDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Whether it renews at `periodEnd` (a regular one not cancelled). */
  renews: z.boolean(),
  startDate: day,
  periodStart: maybeDay,
  periodEnd: maybeDay,
  endDate: maybeDay,
  endReason: z.nullable(z.enum(SUBSCRIPTION_END_REASONS)),
  /** Words for the end (a failed payment's decline), shown on `/subscriptions/{id}`. */
  endDetail: z.nullable(z.string()),
  months: z.int(),
  giftedBy: z.nullable(z.object(channelRef)),
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
})
export type Subscription = z.output<typeof subscriptionSchema>

/**
 * One payment of a subscription's period (`/subscriptions/payments`): paid by card at the
 * provider, with gems, or a gift; `FAILED` with its reason when a renewal was declined.
 *
 * @example payment.status === 'FAILED' && payment.failure
 */
export const subscriptionPaymentSchema = z.object({
  paymentId: z.int(),
  subscriptionId: z.int(),
  channel: z.object(channelRef),
  periodNo: z.int(),
  periodStart: day,
  periodEnd: day,
  paidWith: z.enum(['card', 'gem', 'gift', 'free']),
  status: z.enum(['PAID', 'FAILED']),
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  failure: z.nullable(z.string()),
  createDate: day,
})
export type SubscriptionPayment = z.output<typeof subscriptionPaymentSchema>

/**
 * A new subscription order and where to pay it (its checkout). The subscription starts when the
 * provider's webhook confirms the first payment.
 *
 * @example location.assign(order.checkoutUrl)
 */
export const subscriptionOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  checkoutUrl: z.string(),
  channelId: z.string(),
  price: z.string(),
  currency: z.string(),
})
export type SubscriptionOrder = z.output<typeof subscriptionOrderSchema>

/** How a gift is paid: the checkout (money) or the giver's gems. */
export const GIFT_PAYMENTS = ['checkout', 'gem'] as const
export type GiftPayment = (typeof GIFT_PAYMENTS)[number]

/**
 * A gift's outcome: paid with gems it is delivered at once (`receivers` named); paid by
 * checkout it is `PENDING` until the webhook (then `checkoutUrl` is where to pay).
 *
 * @example if (gift.checkoutUrl) location.assign(gift.checkoutUrl)
 */
export const giftResultSchema = z.object({
  giftIdx: z.int(),
  status: z.enum(PAYMENT_STATUSES),
  voucherCount: z.int(),
  receivers: z.array(z.object(channelRef)),
  orderNo: z.nullable(z.string()),
  checkoutUrl: z.nullable(z.string()),
  /** The giver's gems after a gem-paid gift. */
  balance: z.nullable(z.int()),
})
export type GiftResult = z.output<typeof giftResultSchema>

/**
 * A gift a member gave (`/wallet/giftsub-purchase`) or received (`/wallet/giftsub-history`,
 * `/wallet/free-giftsub-history`): the channel, the other member, the count and how it was paid.
 *
 * @example `${gift.voucherCount} × ${gift.channel.nickname}`
 */
export const giftRecordSchema = z.object({
  giftIdx: z.int(),
  type: z.enum(['selected', 'trial', 'random', 'free']),
  channel: z.object(channelRef),
  /** The giver (received gifts) or null (the caller's own). */
  from: z.nullable(z.object(channelRef)),
  voucherCount: z.int(),
  receivers: z.array(z.object(channelRef)),
  paidWith: z.enum(['checkout', 'gem', 'free']),
  status: z.enum(PAYMENT_STATUSES),
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  gem: z.nullable(z.int()),
  createDate: day,
})
export type GiftRecord = z.output<typeof giftRecordSchema>

/**
 * A subscriber of the streamer's channel (`/dashboard/subscribers`): who, since when, months,
 * how (regular or gifted, by whom), whether it renews.
 *
 * @example `${row.nickname}: ${row.months} months`
 */
export const subscriberSchema = z.object({
  ...channelRef,
  subscriptionId: z.int(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  months: z.int(),
  startDate: day,
  periodEnd: maybeDay,
  giftedBy: z.nullable(z.object(channelRef)),
})
export type Subscriber = z.output<typeof subscriberSchema>

/** A badge shown from `months` subscribed on. @example <img src={badge.badgeUrl} alt="" /> */
export const subscriberBadgeSchema = z.object({
  months: z.int(),
  badgeUrl: z.string(),
})
export type SubscriberBadge = z.output<typeof subscriberBadgeSchema>

/**
 * The streamer's name-colour settings: whether subscribers may colour their nickname and which
 * of the 26 colours they may pick.
 *
 * @example settings.colors.includes('teal')
 */
export const subscriberNameColorSchema = z.object({
  enabled: z.boolean(),
  colors: z.array(z.enum(NICKNAME_COLORS)).check(z.minLength(1)),
})
export type SubscriberNameColor = z.output<typeof subscriberNameColorSchema>

/**
 * The subscriber's own badge and nickname colour in a channel (the spec's nick-color call):
 * the badge of their months, their colour (null: the default) and the colours they may choose.
 *
 * @example <Badge src={info.badgeUrl} />
 */
export const badgeNickColorSchema = z.object({
  badgeUrl: z.nullable(z.string()),
  nickColor: z.nullable(z.enum(NICKNAME_COLORS)),
  colors: z.array(z.enum(NICKNAME_COLORS)),
  months: z.int(),
})
export type BadgeNickColor = z.output<typeof badgeNickColorSchema>

/**
 * A channel's subscription revenue for the monetization page: active subscribers, and what
 * subscriptions brought in, by currency (minor units) and in gems (gem-paid gifts).
 *
 * @example revenue.byCurrency.map((r) => `${r.amount} ${r.currency}`)
 */
export const subscriptionRevenueSchema = z.object({
  activeSubscribers: z.int(),
  byCurrency: z.array(z.object({ currency: z.string(), amount: z.string(), payments: z.int() })),
  gem: z.int(),
})
export type SubscriptionRevenue = z.output<typeof subscriptionRevenueSchema>
