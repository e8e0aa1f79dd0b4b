import { and, inArray, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { now } from '../clock'
import type { Db } from '../db/database'
import { subscriptions } from '../db/schema'
import type { LocalProvider } from '../item/providers/localProvider'
import { intervalJobOf, startIntervalJob } from '../jobs/intervalJob'

// The subscriptions' job, on the server's clock: the local provider charges its subscriptions
// due (its webhooks then renew or end them, as Stripe's do) and the gifted, trial and free
// subscriptions whose period is over end. Every step claims its rows in the database (a
// conditional update, or a row lock skipped by another run), so the job may run twice, or on
// every instance at once, and still charge and end each period once.

/** How often the job runs (chosen: a renewal is due at most a minute late). */
const EVERY_MS = 60_000

/**
 * Ends the non-regular subscriptions whose period is over (one update: safe on many instances).
 *
 * @example await endOverSubscriptions(db, now())
 */
async function endOverSubscriptions(db: Db, at: Date): Promise<number> {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'ENDED', renews: false, endedAt: at, endReason: 'period_over', updatedAt: at })
    .where(
      and(
        inArray(subscriptions.kind, ['gift', 'trial', 'free']),
        inArray(subscriptions.status, ['ACTIVE', 'CANCELLED']),
        lte(subscriptions.periodEnd, at),
      ),
    )
    .returning({ id: subscriptions.id })
  return ended.length
}

const NAME = 'subscription-renewal'
type Renewed = { charged: number; ended: number }

/**
 * Starts the job on the app's timer: the local provider's due charges, then the ends.
 *
 * @example startRenewalJob(app, db, local)
 */
export function startRenewalJob(
  app: FastifyInstance,
  db: Db,
  local: LocalProvider | undefined,
): void {
  startIntervalJob<Renewed>(app, NAME, EVERY_MS, async () => {
    const at = now()
    const charged = local ? await local.chargeDue(at) : 0
    return { charged, ended: await endOverSubscriptions(db, at) }
  })
}

/**
 * The renewal job of a running app (tests run it at once: `await renewalJobOf(server.app).renewDue()`).
 *
 * @example await renewalJobOf(server.app).renewDue()
 */
export function renewalJobOf(app: FastifyInstance): { renewDue(): Promise<Renewed> } {
  const job = intervalJobOf<Renewed>(app, NAME)
  return { renewDue: job.runNow }
}
