import type { FastifyInstance } from 'fastify'
import { now } from '../clock'
import type { Db } from '../db/database'
import { intervalJobOf, startIntervalJob } from '../jobs/intervalJob'
import { type EventLayout, maintainEventStore } from './eventStore'
import { type RollupResult, rollUp } from './rollup'

const NAME = 'stats-rollup'
/** Chosen: the pages are at most this far behind the events (plus the rollup's 5 s settle). */
const EVERY_MS = 10_000

/**
 * Starts the statistics rollup on the app (every 10 s); on a new day it also makes the coming
 * days' partitions and drops the expired ones.
 *
 * @example startRollupJob(app, db, store)
 */
export function startRollupJob(app: FastifyInstance, db: Db, store: Promise<EventLayout>) {
  let maintainedDay = new Date(now()).toISOString().slice(0, 10)
  startIntervalJob<RollupResult>(app, NAME, EVERY_MS, async () => {
    const layout = await store
    const day = now().toISOString().slice(0, 10)
    if (day !== maintainedDay) {
      await maintainEventStore(db, layout, now())
      maintainedDay = day
    }
    return rollUp(db)
  })
}

/**
 * The app's rollup job (tests run it at once).
 *
 * @example await rollupJobOf(server.app).runNow()
 */
export const rollupJobOf = (app: FastifyInstance) => intervalJobOf<RollupResult>(app, NAME)
