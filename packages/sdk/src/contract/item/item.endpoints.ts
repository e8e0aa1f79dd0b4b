import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import {
  unreadAnswer as done,
  optionalNumber as num,
  optionalQueryNumber as queryNum,
  optionalString as str,
} from '../core/fields'
import { listPageSchema } from '../core/listPage'
import { earningsEndpoints } from './earnings.endpoints'
import { gemEndpoints } from './gem.endpoints'
import {
  alertExposureSchema,
  GEM_MAX,
  GIFT_VOUCHER_TYPES,
  giftHistoryItemSchema,
  subscribeInfoSchema,
} from './item.schemas'

const pageQuery = z.object({ page: queryNum, limit: queryNum })
const REST = 'REST-consistent path under /v2/item'
const untyped = `${REST}; answer not shown: passed through untyped`

/** @example client.item.getSubscribeInfo('a1b2') */
const getSubscribeInfo = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/info/{channelId}',
  answer: subscribeInfoSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Empty answer means the viewer may subscribe; refusals arrive as errors (ITE10000, ITE10001,
 * ITE10003, ITE10005, ITE10009).
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

/** @example client.item.cancelRegularSubscribe('a1b2') */
const cancelRegularSubscribe = endpoint({
  method: 'PUT',
  path: '/v2/item/subscribe/regular/{channelId}/cancel',
  answer: done,
  auth: 'required',
  chosen: REST,
})

/** @example client.item.listSubscribeHistory({ page: 1 }) */
const listSubscribeHistory = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/history',
  query: pageQuery,
  answer: done,
  auth: 'required',
  chosen: untyped,
})

/** @example client.item.getBadgeNickColor('a1b2') */
const getBadgeNickColor = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/badge/nick-color/{channelId}',
  answer: z.object({ badgeUrl: str, nickColor: str }),
  auth: 'required',
  chosen: `${REST}; answer {badgeUrl, nickColor}`,
})

/** @example client.item.giftVouchers({ type: 'random', streamerChannelId: 'a1b2', voucherCount: 5 }) */
const giftVouchers = endpoint({
  method: 'POST',
  path: '/v2/item/gift/voucher',
  body: z.object({
    type: z.enum(GIFT_VOUCHER_TYPES),
    streamerChannelId: z.string(),
    voucherCount: int32(1, GEM_MAX),
    receiverChannelIdList: z.optional(z.array(z.string())),
  }),
  answer: done,
  auth: 'required',
  chosen: `${REST}; body {type, streamerChannelId, voucherCount, receiverChannelIdList for selected}`,
})

/** @example client.item.listGiftHistory({ page: 1, channelId, startDate, endDate, limit: 20 }) */
const listGiftHistory = endpoint({
  method: 'GET',
  path: '/v2/item/gift/history',
  query: z.object({
    page: queryNum,
    channelId: str,
    startDate: str,
    endDate: str,
    limit: queryNum,
  }),
  answer: listPageSchema('list', giftHistoryItemSchema, { totalCnt: num }),
  auth: 'required',
  chosen: `${REST}; answer {list, totalCnt}`,
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

/**
 * Which of the channel's alerts its alert box plays: the alert box's exposure settings, every
 * threshold filled in (minimum 1 gem by default). Anyone may read it.
 *
 * @example const { gem } = await client.item.getAlertExposure('airwave')
 */
const getAlertExposure = endpoint({
  method: 'GET',
  path: '/v2/item/alert/exposure/{channelId}',
  answer: alertExposureSchema,
  auth: 'optional',
  chosen: REST,
})

/** Subscription, gift, gem and payment calls, and the streamer's side of them. @example bindEndpoints(transport, { item: itemEndpoints }) */
export const itemEndpoints = {
  getSubscribeInfo,
  checkSubscribe,
  cancelRegularSubscribe,
  listSubscribeHistory,
  getBadgeNickColor,
  giftVouchers,
  listGiftHistory,
  reportSubscribe,
  getAlertExposure,
  ...gemEndpoints,
  ...earningsEndpoints,
}
