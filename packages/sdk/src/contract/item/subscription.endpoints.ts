import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryInteger } from '../../core/queryInteger'
import { NICKNAME_COLORS } from '../chat/chat.schemas'
import { unreadAnswer as done } from '../core/fields'
import { datedPageQuery, datedPageSchema, utcDay } from './datedPage'
import { PAY_REGIONS } from './gem.schemas'
import { GIFT_VOUCHER_TYPES, subscribeInfoSchema } from './item.schemas'
import {
  badgeNickColorSchema,
  GIFT_PAYMENTS,
  GIFT_SUB_MAX,
  giftRecordSchema,
  giftResultSchema,
  SUBSCRIBER_EMOTICON_KEYWORD,
  subscriberBadgeSchema,
  subscriberNameColorSchema,
  subscriberSchema,
  subscriptionOrderSchema,
  subscriptionPaymentSchema,
  subscriptionPlanSchema,
  subscriptionRevenueSchema,
  subscriptionSchema,
} from './subscription.schemas'

// Subscriptions, gift subscriptions and the streamer's subscriber perks. REST paths under
// /v2/item (the spec names the check, the cancel, the nick colour, the vouchers and the gift
// history; the rest are ours, shaped alike). Money-moving calls take an idempotency key.
const REST = 'REST-consistent path under /v2/item'
const STREAMER = '/v2/item/subscribe/streamer'

/** @example client.item.getSubscriptionPlan({ region: 'NA' }) */
const getSubscriptionPlan = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/plan',
  query: z.object({ region: z.optional(z.enum(PAY_REGIONS)) }),
  answer: subscriptionPlanSchema,
  auth: 'optional',
  chosen: REST,
})

/** The viewer's subscription to a channel, if any. @example client.item.getSubscribeInfo('airwave') */
const getSubscribeInfo = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/info/{channelId}',
  answer: subscribeInfoSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Empty answer means the viewer may subscribe; refusals arrive as errors (ITE10000, ITE10001,
 * ITE10003, ITE10005, ITE10009, and ITE20011 already subscribed).
 *
 * @example await client.item.checkSubscribe('a1b2')
 */
const checkSubscribe = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/check/{channelId}',
  answer: z.nullish(z.object({})),
  auth: 'required',
  chosen: REST,
})

/**
 * Orders a regular (monthly) subscription and opens its checkout; the benefits start when the
 * provider's webhook confirms the payment. The check's refusals apply. Idempotent (send
 * `idempotencyKey`).
 *
 * @example const order = await client.item.createSubscriptionOrder({ channelId: 'airwave', region: 'NA' }, { idempotencyKey })
 */
const createSubscriptionOrder = endpoint({
  method: 'POST',
  path: '/v2/item/subscribe/order',
  body: z.object({ channelId: z.string(), region: z.enum(PAY_REGIONS) }),
  answer: subscriptionOrderSchema,
  auth: 'required',
  chosen: `${REST}; body {channelId, region}, Idempotency-Key header`,
})

/**
 * Stops a regular subscription's renewal: the benefits last until its period ends (ITE20017
 * when it is not a renewing one).
 *
 * @example client.item.cancelRegularSubscribe('a1b2')
 */
const cancelRegularSubscribe = endpoint({
  method: 'PUT',
  path: '/v2/item/subscribe/regular/{channelId}/cancel',
  answer: subscriptionSchema,
  auth: 'required',
  chosen: `${REST}; answers the subscription`,
})

/** The member's subscriptions, active first then past. @example client.item.listSubscribeHistory({ page: 1 }) */
const listSubscribeHistory = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/history',
  query: z.object({
    ...datedPageQuery,
    state: z.optional(z.enum(['active', 'past'])),
  }),
  answer: datedPageSchema(subscriptionSchema),
  auth: 'required',
  chosen: `${REST}; answer {list, totalCnt, page, limit}`,
})

/** One of the member's subscriptions (ITE20016 otherwise). @example client.item.getSubscription(12) */
const getSubscription = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/{subscriptionId}',
  answer: subscriptionSchema,
  auth: 'required',
  chosen: REST,
})

/** Every period paid (or refused) of the member's subscriptions. @example client.item.listSubscriptionPayments({ page: 1 }) */
const listSubscriptionPayments = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/payments',
  query: z.object({ ...datedPageQuery, subscriptionId: z.optional(queryInteger()) }),
  answer: datedPageSchema(subscriptionPaymentSchema),
  auth: 'required',
  chosen: REST,
})

/** The subscriber's badge and nickname colour in a channel. @example client.item.getBadgeNickColor('airwave') */
const getBadgeNickColor = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/badge/nick-color/{channelId}',
  answer: badgeNickColorSchema,
  auth: 'required',
  chosen: `${REST}; answer {badgeUrl, nickColor, colors, months}`,
})

/**
 * Sets the subscriber's nickname colour in a channel, one of the colours the streamer allows
 * (null for the default). Subscribers only (403 otherwise).
 *
 * @example client.item.setBadgeNickColor('airwave', { nickColor: 'teal' })
 */
const setBadgeNickColor = endpoint({
  method: 'PUT',
  path: '/v2/item/subscribe/badge/nick-color/{channelId}',
  body: z.object({ nickColor: z.nullable(z.enum(NICKNAME_COLORS)) }),
  answer: badgeNickColorSchema,
  auth: 'required',
  chosen: `${REST}; body {nickColor}`,
})

/**
 * Gifts subscriptions to a channel's viewers: `selected` receivers by channel id, `random`
 * viewers present in the channel now, `trial` a trial period to selected receivers. Paid with
 * the checkout (the answer's `checkoutUrl`) or gems (delivered at once). 1 to 50 (ITE20012);
 * never to oneself (ITE20013), a receiver who cannot take it (ITE20014), no one present
 * (ITE20015). Idempotent (send `idempotencyKey`).
 *
 * @example client.item.giftVouchers({ type: 'random', streamerChannelId: 'airwave', voucherCount: 5, payWith: 'gem' }, { idempotencyKey })
 */
const giftVouchers = endpoint({
  method: 'POST',
  path: '/v2/item/gift/voucher',
  body: z.object({
    type: z.enum(GIFT_VOUCHER_TYPES),
    streamerChannelId: z.string(),
    voucherCount: int32(1, GIFT_SUB_MAX),
    receiverChannelIdList: z.optional(z.array(z.string()).check(z.maxLength(GIFT_SUB_MAX))),
    payWith: z._default(z.enum(GIFT_PAYMENTS), 'checkout'),
    region: z.optional(z.enum(PAY_REGIONS)),
    message: z.optional(z.string().check(z.maxLength(200))),
  }),
  answer: giftResultSchema,
  auth: 'required',
  chosen: `${REST}; body {type, streamerChannelId, voucherCount, receiverChannelIdList, payWith, region}`,
})

const giftHistoryQuery = z.object({
  page: z._default(queryInteger(100_000), 1),
  channelId: z.optional(z.string()),
  startDate: utcDay,
  endDate: utcDay,
  limit: z._default(queryInteger(100), 20),
})

/**
 * Gift subscriptions the member received (`/wallet/giftsub-history`), in a channel and date
 * range.
 *
 * @example client.item.listGiftHistory({ page: 1, channelId, startDate, endDate, limit: 20 })
 */
const listGiftHistory = endpoint({
  method: 'GET',
  path: '/v2/item/gift/history',
  query: giftHistoryQuery,
  answer: datedPageSchema(giftRecordSchema),
  auth: 'required',
  chosen: `${REST}; answer {list, totalCnt, page, limit}`,
})

/** Gifts the member gave and paid for (`/wallet/giftsub-purchase`). @example client.item.listGiftPurchases({ page: 1 }) */
const listGiftPurchases = endpoint({
  method: 'GET',
  path: '/v2/item/gift/purchase',
  query: giftHistoryQuery,
  answer: datedPageSchema(giftRecordSchema),
  auth: 'required',
  chosen: REST,
})

/** Free gift subscriptions the member received (`/wallet/free-giftsub-history`). @example client.item.listFreeGifts({ page: 1 }) */
const listFreeGifts = endpoint({
  method: 'GET',
  path: '/v2/item/gift/free-history',
  query: giftHistoryQuery,
  answer: datedPageSchema(giftRecordSchema),
  auth: 'required',
  chosen: REST,
})

/** Reports a subscription (ITE30004 when already reported). @example client.item.reportSubscribe({ channelId, reportReasonIdx: 2 }) */
const reportSubscribe = endpoint({
  method: 'POST',
  path: '/v2/item/subscribe/report',
  body: z.object({ channelId: z.string(), reportReasonIdx: int32() }),
  answer: done,
  auth: 'required',
  chosen: `${REST}; body {channelId, reportReasonIdx}`,
})

/** The streamer's subscribers, newest first. @example client.item.listSubscribers({ page: 1 }) */
const listSubscribers = endpoint({
  method: 'GET',
  path: `${STREAMER}/subscribers`,
  query: z.object({ ...datedPageQuery, state: z.optional(z.enum(['active', 'past'])) }),
  answer: datedPageSchema(subscriberSchema),
  auth: 'required',
  chosen: REST,
})

/** The streamer's subscription revenue. @example client.item.getSubscriptionRevenue() */
const getSubscriptionRevenue = endpoint({
  method: 'GET',
  path: `${STREAMER}/revenue`,
  answer: subscriptionRevenueSchema,
  auth: 'required',
  chosen: REST,
})

/** A channel's badges by months (anyone may read). @example client.item.listSubscriberBadges('airwave') */
const listSubscriberBadges = endpoint({
  method: 'GET',
  path: `${STREAMER}/badge/{channelId}`,
  answer: z.object({ list: z.array(subscriberBadgeSchema) }),
  auth: 'optional',
  chosen: REST,
})

/**
 * Uploads the badge for a number of months (multipart: `months`, `file`), replacing the old
 * one. FILE_TYPE_NOT_ALLOWED, FILE_SIZE_EXCEEDS, IMAGE_DIMENSIONS_NOT_ALLOWED.
 *
 * @example client.item.uploadSubscriberBadge(form)
 */
const uploadSubscriberBadge = endpoint({
  method: 'POST',
  path: `${STREAMER}/badge`,
  body: 'multipart',
  answer: subscriberBadgeSchema,
  auth: 'required',
  chosen: `${REST}; multipart {months, file}`,
})

/** @example client.item.deleteSubscriberBadge(3) */
const deleteSubscriberBadge = endpoint({
  method: 'DELETE',
  path: `${STREAMER}/badge/months/{months}`,
  answer: done,
  auth: 'required',
  chosen: REST,
})

/**
 * Uploads a subscriber emoticon (multipart: `keyword` matching
 * {@link SUBSCRIBER_EMOTICON_KEYWORD}, `file`); the image rules as badges'.
 *
 * @example client.item.uploadSubscriberEmoticon(form)
 */
const uploadSubscriberEmoticon = endpoint({
  method: 'POST',
  path: `${STREAMER}/emoticon`,
  body: 'multipart',
  answer: z.object({ emoticonKeyword: z.string(), emoticonImgUrl: z.string() }),
  auth: 'required',
  chosen: `${REST}; multipart {keyword, file}`,
})

/** @example client.item.deleteSubscriberEmoticon('kimHi') */
const deleteSubscriberEmoticon = endpoint({
  method: 'DELETE',
  path: `${STREAMER}/emoticon/{keyword}`,
  answer: done,
  auth: 'required',
  chosen: `${REST}; keyword ${SUBSCRIBER_EMOTICON_KEYWORD.source}`,
})

/** @example client.item.getSubscriberNameColor() */
const getSubscriberNameColor = endpoint({
  method: 'GET',
  path: `${STREAMER}/nick-color`,
  answer: subscriberNameColorSchema,
  auth: 'required',
  chosen: REST,
})

/** @example client.item.setSubscriberNameColor({ enabled: true, colors: ['teal', 'rose'] }) */
const setSubscriberNameColor = endpoint({
  method: 'PUT',
  path: `${STREAMER}/nick-color`,
  body: subscriberNameColorSchema,
  answer: subscriberNameColorSchema,
  auth: 'required',
  chosen: REST,
})

/** The subscription and gift calls, the member's and the streamer's. */
export const subscriptionEndpoints = {
  getSubscriptionPlan,
  getSubscribeInfo,
  checkSubscribe,
  createSubscriptionOrder,
  cancelRegularSubscribe,
  listSubscribeHistory,
  getSubscription,
  listSubscriptionPayments,
  getBadgeNickColor,
  setBadgeNickColor,
  giftVouchers,
  listGiftHistory,
  listGiftPurchases,
  listFreeGifts,
  reportSubscribe,
  listSubscribers,
  getSubscriptionRevenue,
  listSubscriberBadges,
  uploadSubscriberBadge,
  deleteSubscriberBadge,
  uploadSubscriberEmoticon,
  deleteSubscriberEmoticon,
  getSubscriberNameColor,
  setSubscriberNameColor,
}
