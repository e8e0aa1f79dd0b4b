import {
  EARNINGS_RANGE_DEFAULT_DAYS,
  EARNINGS_RANGE_MAX_DAYS,
  itemEndpoints,
} from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { targetChannel } from '../channel/channelRelations'
import { now } from '../clock'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { route } from '../http/route'
import { dayRange } from './dayRange'
import { earningsByDay, earningsOf, supporters } from './earnings'
import { isMonetized } from './itemGate'
import {
  addSignatureGem,
  deleteSignatureGem,
  monetizationOf,
  signatureGemsOf,
  signUpMonetization,
  updateSignatureGem,
} from './streamerItems'

/**
 * The streamer's side of gems, each on the caller's acting channel (their own: the token's), so
 * a channel's money is read and set by its owner only; managers and other members have no call
 * that names another channel's earnings. The signature gems are public to read.
 */
export function earningsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  const item = itemEndpoints

  route(app, item.getMonetization, ({ me }) => monetizationOf(db, requireChannel(me)))

  route(app, item.signUpMonetization, ({ body, me }) =>
    signUpMonetization(db, requireChannel(me), me.id, body.termsVersion),
  )

  route(app, item.checkMonetize, async ({ me }) => ({
    isMonetize: await isMonetized(db, requireChannel(me).idx),
  }))

  route(app, item.getEarnings, async ({ me }) => {
    const channel = requireChannel(me)
    const [earnings, isMonetize] = await Promise.all([
      earningsOf(db, channel.idx),
      isMonetized(db, channel.idx),
    ])
    return { channelId: channel.channelId, isMonetize, ...earnings }
  })

  route(app, item.listEarningsByDay, ({ query, me }) => {
    const channel = requireChannel(me)
    // The last 30 days up to endDate (or today), unless startDate says.
    const range = dayRange(query.startDate, query.endDate, {
      maxDays: EARNINGS_RANGE_MAX_DAYS,
      lastDays: EARNINGS_RANGE_DEFAULT_DAYS,
      today: now(),
    })
    return earningsByDay(db, channel.idx, range)
  })

  route(app, item.listEarningsBySupporter, async ({ query, me }) => {
    const channel = requireChannel(me)
    const range = dayRange(query.startDate, query.endDate)
    const page = await supporters(
      db,
      channel.idx,
      range,
      (query.page - 1) * query.limit,
      query.limit,
    )
    return { ...page, page: query.page, limit: query.limit }
  })

  route(app, item.listSignatureGems, async ({ params }) => {
    const channel = await targetChannel(db, params.channelId)
    return { list: await signatureGemsOf(db, channel.id) }
  })

  route(app, item.addSignatureGem, ({ body, me }) => addSignatureGem(db, requireChannel(me), body))

  route(app, item.updateSignatureGem, ({ body, me, id }) =>
    updateSignatureGem(db, requireChannel(me), id('signatureGemIdx'), body),
  )

  route(app, item.deleteSignatureGem, async ({ me, id }) => {
    await deleteSignatureGem(db, requireChannel(me), id('signatureGemIdx'))
    return null
  })
}
