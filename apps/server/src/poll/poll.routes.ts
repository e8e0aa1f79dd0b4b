import { pollEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { now } from '../clock'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { createPollScheduler } from './pollScheduler'
import { createPollService, POLL_SCHEDULED } from './pollService'
import { nextDue } from './pollStore'

/**
 * The poll calls of the SDK's `pollEndpoints` (create, edit, end, vote, one poll, a channel's
 * current poll, its list), and the scheduler that ends polls on time on every instance: it
 * starts once the database is ready, and every instance looks again when one starts a poll or
 * moves its end.
 *
 * @example
 * export const routeModules = [..., pollRoutes]
 */
export function pollRoutes(app: FastifyInstance, deps: AppDeps): void {
  const polls = createPollService(deps, app.log)
  const scheduler = createPollScheduler({
    nextDue: () => nextDue(deps.db),
    settle: polls.settle,
    now: () => now().getTime(),
    onError: (error) => app.log.warn({ err: error }, 'ending polls on time failed'),
  })
  deps.realtime.onSignal(POLL_SCHEDULED, () => scheduler.rearm())
  app.addHook('onReady', async () => {
    // The database is migrated after the server listens: the first look waits for it.
    deps.ready.promise.then(
      () => scheduler.start(),
      () => {},
    )
  })
  app.addHook('onClose', async () => {
    scheduler.close()
    polls.close()
  })

  route(app, pollEndpoints.create, ({ body, me }) => polls.create(me, body))
  route(app, pollEndpoints.update, ({ id, body, me }) => polls.update(me, id('pollIdx'), body))
  route(app, pollEndpoints.end, ({ id, me }) => polls.end(me, id('pollIdx')))
  route(app, pollEndpoints.vote, ({ id, body, me }) =>
    polls.vote(me, id('pollIdx'), body.voteItemIdx),
  )
  route(app, pollEndpoints.get, ({ id, member }) => polls.get(member, id('pollIdx')))
  route(app, pollEndpoints.getOngoing, ({ params, member }) =>
    polls.ongoing(member, params.channelId),
  )
  route(app, pollEndpoints.list, ({ query, me }) => polls.list(me, query))
}
