import { MISSION_STATUS } from '@airwave/sdk/contract'
import { and, asc, eq, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { now } from '../clock'
import { channels, missions } from '../db/schema'
import type { AppDeps } from '../deps'
import { intervalJobOf, startIntervalJob } from '../jobs/intervalJob'
import { announceMission } from './missionAnnounce'
import { closeMission } from './missionLedger'
import { missionById } from './missionView'

// The missions' job, on the server's clock: a started mission past its end times out (status
// 6) and every gem goes back to its giver. Each mission is claimed in its own transaction by
// its row lock, skipped when another run holds it, and re-checked under it: the job may run
// twice, or on every instance at once, and each mission still ends once; a streamer's step
// racing it waits for the lock and then finds the mission ended (MIS1003).

/** How often the job runs (chosen: a mission times out at most 10 seconds late). */
const EVERY_MS = 10_000
/** Missions a run ends at most (the next run takes the rest). */
const BATCH = 100

/** Times out one mission if it is still started and past its end; answers whether it did. */
async function timeOut(deps: AppDeps, id: number): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const at = now()
    const [row] = await tx
      .select()
      .from(missions)
      .where(
        and(
          eq(missions.id, id),
          eq(missions.status, MISSION_STATUS.start),
          lte(missions.endsAt, at),
        ),
      )
      .for('update', { skipLocked: true })
    if (!row) return undefined
    await closeMission(tx, row, { status: MISSION_STATUS.timeout, reason: 'timeout' })
    const [channel] = await tx
      .select({ idx: channels.id, handle: channels.handle })
      .from(channels)
      .where(eq(channels.id, row.channelId))
    if (!channel) return undefined
    const mission = await missionById(tx, id, undefined)
    return announceMission(tx, { channel, mission })
  })
  done?.(deps)
  return done !== undefined
}

const NAME = 'mission-timeout'

/**
 * Starts the job on the app's timer: the started missions past their end, the soonest first,
 * at most a batch a run (the next run takes the rest).
 *
 * @example startMissionTimeoutJob(app, deps)
 */
export function startMissionTimeoutJob(app: FastifyInstance, deps: AppDeps): void {
  startIntervalJob(app, NAME, EVERY_MS, async () => {
    const due = await deps.db
      .select({ id: missions.id })
      .from(missions)
      .where(and(eq(missions.status, MISSION_STATUS.start), lte(missions.endsAt, now())))
      .orderBy(asc(missions.endsAt))
      .limit(BATCH)
    let ended = 0
    for (const { id } of due) if (await timeOut(deps, id)) ended += 1
    return ended
  })
}

/**
 * The mission timeout job of a running app (tests run it at once).
 *
 * @example await missionTimeoutJobOf(server.app).timeOutDue()
 */
export function missionTimeoutJobOf(app: FastifyInstance): { timeOutDue(): Promise<number> } {
  return { timeOutDue: intervalJobOf<number>(app, NAME).runNow }
}
