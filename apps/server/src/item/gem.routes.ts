import { exposureRules, itemEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { targetChannel } from '../channel/channelRelations'
import { now } from '../clock'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { regionOf } from '../live/viewerAccess'
import { findWidget, settingsOf } from '../widget/widgetStore'
import { sendCheer } from './cheer'
import { dayRange } from './dayRange'
import { periodRange, supporters } from './earnings'
import { idempotencyKeyOf } from './idempotency'
import { itemGate } from './itemGate'
import { balanceOf, ledgerAccount } from './ledger'
import { cancelGemOrder, createGemOrder, memberOrder, paymentResultOf } from './orders'
import { payPolicy, payRegionOf } from './payPolicy'
import type { PaymentProvider } from './providers/paymentProvider'
import { gemHistory, gemPurchases } from './walletQueries'

/**
 * The origin a checkout returns the buyer to: the configured public URL, else the calling page's
 * origin when the server trusts it (its CORS list), else the server's own.
 *
 * @example const returnUrl = `${siteOrigin(deps, request)}/payment/redirect/gem`
 */
export function siteOrigin(deps: AppDeps, request: FastifyRequest): string {
  if (deps.config.publicUrl) return deps.config.publicUrl
  const origin = request.headers.origin
  if (typeof origin === 'string' && deps.config.corsOrigins.includes(origin)) return origin
  return `${request.protocol}://${request.host}`
}

const pageOf = (query: { page: number; limit: number }) => ({
  page: query.page,
  limit: query.limit,
})

/**
 * The member's gem calls: packs, orders and their results, the wallet, cheers, a channel's
 * ranking and alert thresholds, and the subscribe check. A member's wallet is read by that
 * member only (the token's); orders by their buyer only (ITE20003 otherwise).
 */
export function gemRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  provider: PaymentProvider | undefined,
): void {
  const { db } = deps
  const item = itemEndpoints

  route(app, item.getPayPolicy, ({ query, request }) =>
    payPolicy(query.region ?? payRegionOf(regionOf(request)), provider?.name ?? null),
  )

  route(app, item.createGemOrder, ({ body, me, request }) =>
    createGemOrder(db, provider, {
      memberId: me.id,
      packId: body.packId,
      region: body.region,
      key: idempotencyKeyOf(request),
      origin: siteOrigin(deps, request),
    }),
  )

  route(app, item.getPaymentResult, async ({ params, me }) =>
    paymentResultOf(await memberOrder(db, me.id, params.orderNo)),
  )

  route(app, item.cancelGemOrder, ({ params, me }) =>
    cancelGemOrder(db, provider, me.id, params.orderNo),
  )

  route(app, item.getPossess, async ({ me }) => ({
    gem: await balanceOf(db, ledgerAccount.wallet(me.id)),
    voucher: 0,
  }))

  route(app, item.listGemPurchases, ({ query, me }) =>
    gemPurchases(db, me.id, pageOf(query), dayRange(query.startDate, query.endDate)),
  )

  route(app, item.listGemHistory, ({ query, me }) =>
    gemHistory(db, me.id, pageOf(query), dayRange(query.startDate, query.endDate), query.kind),
  )

  route(app, item.cheer, ({ params, body, me, request }) =>
    sendCheer(deps, me, params.channelId, {
      gem: body.gem,
      message: body.message,
      key: idempotencyKeyOf(request),
    }),
  )

  route(app, item.getRanking, async ({ params, query }) => {
    const channel = await targetChannel(db, params.channelId)
    const range = periodRange(query.period, now())
    const { list } = await supporters(db, channel.id, range, 0, query.limit)
    return { channelId: channel.handle, period: query.period, list }
  })

  route(app, item.getAlertExposure, async ({ params }) => {
    const channel = await targetChannel(db, params.channelId)
    const alertBox = await findWidget(db, channel.id, 'alertbox')
    const rules = exposureRules(
      alertBox ? settingsOf({ ...alertBox, kind: 'alertbox' }).exposure : undefined,
    )
    return {
      gem: { mode: { disabled: rules.gem.disabled }, minimumExposureNumber: rules.gem.minimum },
      subscribe: {
        mode: { disabled: rules.subscription.disabled },
        minimumExposureMonth: rules.subscription.minimumMonth,
        voucher: { minimumExposureNumber: rules.subscription.minimumVouchers },
      },
      challengeMission: {
        mode: { disabled: rules.mission.disabled },
        minimumExposureNumber: rules.mission.minimum,
      },
    }
  })

  route(app, item.checkSubscribe, async ({ params, me }) => {
    await itemGate(db, params.channelId, me)
    return {}
  })
}
