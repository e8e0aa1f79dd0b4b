import { itemEndpoints, success } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import * as z from 'zod/mini'
import { requireAdmin } from '../../account/platform/admin.routes'
import type { AppDeps } from '../../deps'
import { badRequest } from '../../http/httpError'
import { describeIssues, route } from '../../http/route'
import { dayRange } from '../../item/dayRange'
import { siteOrigin } from '../../item/gem.routes'
import { idempotencyKeyOf } from '../../item/idempotency'
import { paymentsOf } from '../../item/item.routes'
import { payRegionOf } from '../../item/payPolicy'
import { regionOf } from '../../live/viewerAccess'
import { freeGiftBody, giveFreeGift } from './freeGifts'
import { giftPage } from './giftHistory'
import { giftVouchers } from './giftVouchers'

/** The operator's free gift call (outside the SDK contract, as the other /admin calls). */
const FREE_GIFT_PATH = '/admin/item/gift/free'

/**
 * Gift subscriptions: the member's vouchers (`POST /v2/item/gift/voucher`, with an
 * `Idempotency-Key`), the gifts received, given and free (`/v2/item/gift/history`,
 * `/purchase`, `/free-history`), and the operator's free gifts (`POST /admin/item/gift/free`,
 * admin token: `{ channelId, receiverChannelIdList }`). Register after `itemRoutes`: the
 * checkout goes through its payment provider.
 *
 * @example export const routeModules = [..., itemRoutes, giftRoutes]
 */
export function giftRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  const item = itemEndpoints
  const { provider } = paymentsOf(app)

  route(app, item.giftVouchers, ({ body, me, request }) =>
    giftVouchers(deps, provider, me, body, {
      key: idempotencyKeyOf(request),
      origin: siteOrigin(deps, request),
      region: payRegionOf(regionOf(request)),
    }),
  )

  route(app, item.listGiftHistory, ({ query, me }) =>
    giftPage(db, me.id, 'received', query, dayRange(query.startDate, query.endDate)),
  )

  route(app, item.listGiftPurchases, ({ query, me }) =>
    giftPage(db, me.id, 'given', query, dayRange(query.startDate, query.endDate)),
  )

  route(app, item.listFreeGifts, ({ query, me }) =>
    giftPage(db, me.id, 'free', query, dayRange(query.startDate, query.endDate)),
  )

  app.post(FREE_GIFT_PATH, async (request) => {
    requireAdmin(deps, request)
    const parsed = z.safeParse(freeGiftBody, request.body ?? {})
    if (!parsed.success) throw badRequest(describeIssues('body', parsed.error))
    return success(await giveFreeGift(deps, parsed.data))
  })
}
