import { liveEndpoints, logEndpoints, statsEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { targetChannel } from '../channel/channelRelations'
import { requireChannelRight } from '../channel/managerRights'
import { now } from '../clock'
import type { AppDeps } from '../deps'
import { badRequest } from '../http/httpError'
import { route } from '../http/route'
import { unknownCountry } from './country'
import { postgresEventSink } from './eventSink'
import { createEventStore } from './eventStore'
import { createIntake } from './intake'
import { startRollupJob } from './rollupJob'
import { broadcastDetail, broadcastPage, channelStats } from './statsQueries'
import { viewerStats } from './viewerStats'

/**
 * Statistics from real viewing events: the log service's intake (`/log/*`), the rollup job,
 * the live viewer figures of the dashboard and the statistics pages' calls (the streamer only).
 *
 * @example
 * export const routeModules = [..., statsRoutes]
 */
export function statsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  // The events' table is made once the migrations ran; the intake and the job wait for it.
  const store = deps.ready.promise.then(() => createEventStore(db, now()))
  store.catch((error: unknown) => app.log.error({ err: error }, 'stats: event store failed'))
  const intake = createIntake({
    db,
    sink: postgresEventSink(db, store),
    countries: unknownCountry,
    secret: deps.config.jwtSecret,
  })
  startRollupJob(app, db, store)

  // navigator.sendBeacon sends no headers of ours: its body comes as text/plain (a string) or
  // as a Blob of JSON; both are read as JSON here, in this module's scope only.
  app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain')
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(badRequest('body: Expected JSON'), undefined)
      }
    })
    route(scope, logEndpoints.batch, async ({ body, member, request }) => ({
      accepted: await intake.accept(body.events, { member, address: request.ip }),
    }))
    const { batch: _, ...single } = logEndpoints
    for (const definition of Object.values(single)) {
      const kind = definition.path.slice('/log/'.length) as Parameters<
        typeof intake.accept
      >[0][number]['kind']
      route(scope, definition, async ({ body, member, request }) => ({
        accepted: await intake.accept([{ ...body, kind }], { member, address: request.ip }),
      }))
    }
  })

  route(app, liveEndpoints.getViewerStats, async ({ params, me }) => {
    const channel = await targetChannel(db, params.channelId)
    await requireChannelRight(db, channel.id, me, 'owner')
    return viewerStats(db, channel.id)
  })

  route(app, statsEndpoints.listBroadcasts, async ({ params, query, me }) => {
    const channel = await targetChannel(db, params.channelId)
    await requireChannelRight(db, channel.id, me, 'owner')
    return broadcastPage(db, channel.id, query)
  })

  route(app, statsEndpoints.getBroadcast, async ({ params, id, me }) => {
    const channel = await targetChannel(db, params.channelId)
    await requireChannelRight(db, channel.id, me, 'owner')
    return broadcastDetail(db, channel.id, id('broadcastIdx'))
  })

  route(app, statsEndpoints.getChannelStats, async ({ params, query, me }) => {
    const channel = await targetChannel(db, params.channelId)
    await requireChannelRight(db, channel.id, me, 'owner')
    return channelStats(db, channel.id, query.unit)
  })
}
