import { itemEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { targetChannel } from '../channel/channelRelations'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { route } from '../http/route'
import { dayRange } from '../item/dayRange'
import { siteOrigin } from '../item/gem.routes'
import { idempotencyKeyOf } from '../item/idempotency'
import { paymentsOf } from '../item/item.routes'
import { payRegionOf } from '../item/payPolicy'
import { regionOf } from '../live/viewerAccess'
import { startRenewalJob } from './renewalJob'
import { subscribeGate } from './subscribeGate'
import { cancelRegularSubscription } from './subscriptionCancel'
import { createSubscriptionOrder } from './subscriptionOrders'
import { subscriptionPlan } from './subscriptionPlan'
import {
  memberSubscription,
  subscribeHistory,
  subscribeInfo,
  subscriptionPayments,
} from './subscriptionQueries'

const pageOf = (query: { page: number; limit: number }) => ({
  page: query.page,
  limit: query.limit,
})

/**
 * Regular subscriptions (the SDK's `item` calls): the plan, the subscribe check, the order and
 * its checkout, the cancel, the member's subscriptions and their payments; and the renewal job
 * (stopped with the app). Register after `itemRoutes`: it takes their payment provider.
 *
 * @example export const routeModules = [..., itemRoutes, subscriptionRoutes]
 */
export function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  const item = itemEndpoints
  const { provider, local } = paymentsOf(app)
  startRenewalJob(app, db, local)

  route(app, item.getSubscriptionPlan, ({ query, request }) =>
    subscriptionPlan(query.region ?? payRegionOf(regionOf(request))),
  )

  route(app, item.checkSubscribe, async ({ params, me }) => {
    await subscribeGate(db, params.channelId, me)
    return {}
  })

  route(app, item.createSubscriptionOrder, ({ body, me, request }) =>
    createSubscriptionOrder(db, provider, me, {
      handle: body.channelId,
      region: body.region,
      key: idempotencyKeyOf(request),
      origin: siteOrigin(deps, request),
    }),
  )

  route(app, item.cancelRegularSubscribe, ({ params, me }) =>
    cancelRegularSubscription(db, provider, me, params.channelId),
  )

  route(app, item.getSubscribeInfo, async ({ params, me }) => {
    const mine = requireChannel(me)
    const channel = await targetChannel(db, params.channelId)
    return subscribeInfo(db, channel.id, channel.handle, mine.idx)
  })

  route(app, item.listSubscribeHistory, ({ query, me }) =>
    subscribeHistory(
      db,
      me.id,
      pageOf(query),
      dayRange(query.startDate, query.endDate),
      query.state,
    ),
  )

  route(app, item.getSubscription, ({ params, me }) => {
    // A path that names no number names no subscription of the member's (ITE20016).
    const id = /^\d{1,9}$/.test(params.subscriptionId) ? Number(params.subscriptionId) : -1
    return memberSubscription(db, me.id, id)
  })

  route(app, item.listSubscriptionPayments, ({ query, me }) =>
    subscriptionPayments(
      db,
      me.id,
      pageOf(query),
      dayRange(query.startDate, query.endDate),
      query.subscriptionId,
    ),
  )
}
