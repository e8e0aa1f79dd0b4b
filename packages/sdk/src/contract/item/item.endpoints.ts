import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryNumber } from '../../core/queryNumber'
import {
  alertExposureSchema,
  GIFT_VOUCHER_TYPES,
  giftHistoryItemSchema,
  paymentResultSchema,
  subscribeInfoSchema,
} from './item.schemas'

const num = z.optional(z.number())
// Query fields arrive as strings at the server: the contract converts them, on both sides.
const queryNum = z.optional(queryNumber())
const str = z.optional(z.string())
const done = z.unknown()
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
    voucherCount: z.int().check(z.positive()),
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
  answer: z.object({
    list: z._default(z.array(giftHistoryItemSchema), []),
    totalCnt: num,
  }),
  auth: 'required',
  chosen: `${REST}; answer {list, totalCnt}`,
})

/** @example client.item.getPayPolicy() */
const getPayPolicy = endpoint({
  method: 'GET',
  path: '/v2/item/pay/policy',
  answer: done,
  auth: 'optional',
  chosen: untyped,
})

/** Reports a subscription (ITE30004 when already reported). @example client.item.reportSubscribe({ channelId, reportReasonIdx: 2 }) */
const reportSubscribe = endpoint({
  method: 'POST',
  path: '/v2/item/subscribe/report',
  body: z.object({ channelId: z.string(), reportReasonIdx: z.number() }),
  answer: done,
  auth: 'required',
  chosen: `${REST}; body {channelId, reportReasonIdx}`,
})

/** @example client.item.getRanking('a1b2') */
const getRanking = endpoint({
  method: 'GET',
  path: '/v2/item/ranking/{channelId}',
  answer: done,
  auth: 'optional',
  chosen: untyped,
})

/** Gems and vouchers held by the viewer. @example client.item.getPossess() */
const getPossess = endpoint({
  method: 'GET',
  path: '/v2/item/possess',
  answer: z.object({ gem: num, voucher: num }),
  auth: 'required',
  chosen: `${REST}; answer {gem, voucher}`,
})

/** For /purchase-complete. @example client.item.getPaymentResult('o-1') */
const getPaymentResult = endpoint({
  method: 'GET',
  path: '/v2/item/payment/{orderNo}',
  answer: paymentResultSchema,
  auth: 'required',
  chosen: REST,
})

/** @example client.item.getAlertExposure('a1b2') */
const getAlertExposure = endpoint({
  method: 'GET',
  path: '/v2/item/alert/exposure/{channelId}',
  answer: alertExposureSchema,
  auth: 'optional',
  chosen: REST,
})

/** Subscription, gift and payment calls. @example bindEndpoints(transport, { item: itemEndpoints }) */
export const itemEndpoints = {
  getSubscribeInfo,
  checkSubscribe,
  cancelRegularSubscribe,
  listSubscribeHistory,
  getBadgeNickColor,
  giftVouchers,
  listGiftHistory,
  getPayPolicy,
  reportSubscribe,
  getRanking,
  getPossess,
  getPaymentResult,
  getAlertExposure,
}
