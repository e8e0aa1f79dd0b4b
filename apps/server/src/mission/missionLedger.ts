import { ITEM_ERRORS, MISSION_ERRORS, MISSION_STATUS } from '@airwave/sdk/contract'
import { and, eq, sql } from 'drizzle-orm'
import { now } from '../clock'
import { missionPledges, missions } from '../db/schema'
import type { Tx } from '../db/transaction'
import { conflict } from '../http/httpError'
import { ledgerAccount, postTransfers, type Transfer } from '../item/ledger'
import type { MissionRow } from './missionView'

// A mission's gems in the ledger. A pledge moves gems from the giver's wallet into the
// mission's account (`pledge`) and adds them to the giver's row and the mission's total; an
// ending empties the account in one batch: to the channel's earnings (`mission`, one transfer)
// when completed, else back to each giver (`release`, one transfer a giver, the sum of their
// pledges). Both run under the mission's row lock (taken by an ending's `lockMission`, by a
// pledge's first update), before any ledger account, so pledges and an ending wait for each
// other and no pledge lands once the gems have gone. The lock is held from the pledge's first
// statement to its commit: the pledge does as little as it can under it.

/**
 * The mission's row, locked for the rest of the transaction, or undefined.
 *
 * @example const mission = await lockMission(tx, id)
 */
export async function lockMission(tx: Tx, id: number): Promise<MissionRow | undefined> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).for('update')
  return row
}

export interface Pledge {
  missionId: number
  /** The mission's channel (the giver's wallet history names it). */
  channelIdx: number
  memberId: number
  giverChannelIdx: number
  gem: number
}

/** SQL true for a mission that takes gems at `at`: open, or started and before its end. */
const takesGemsSql = (at: Date) =>
  sql<boolean>`(${missions.status} = ${MISSION_STATUS.open} or (${missions.status} = ${MISSION_STATUS.start} and ${missions.endsAt} > ${at.toISOString()}::timestamptz))`

/**
 * Adds a pledge to a mission that takes gems, its first statement taking the mission's row
 * lock (an ending holds it while it moves the gems out; a pledge that waited for it finds the
 * mission ended: 409 MIS1003): the total, the giver's row (and the count of givers for a new
 * one), then the gems from the wallet (409 ITE20001 when it holds less; the caller's savepoint
 * undoes the rest). Answers the mission's row and the giver's gems in it.
 *
 * @example const { row, myGem } = await pledgeGems(tx, { missionId, channelIdx, memberId, giverChannelIdx, gem: 100 })
 */
export async function pledgeGems(
  tx: Tx,
  pledge: Pledge,
): Promise<{ row: MissionRow; myGem: number }> {
  const { missionId, memberId, gem } = pledge
  const at = now()
  const [taken] = await tx
    .update(missions)
    .set({ totalGem: sql`${missions.totalGem} + ${gem}`, updatedAt: at })
    .where(and(eq(missions.id, missionId), takesGemsSql(at)))
    .returning()
  if (!taken) {
    throw conflict('This mission takes no more gems: it has ended', MISSION_ERRORS.wrongState)
  }
  const [mine] = await tx
    .insert(missionPledges)
    .values({
      missionId,
      memberId,
      channelId: pledge.giverChannelIdx,
      gem,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [missionPledges.missionId, missionPledges.memberId],
      set: { gem: sql`${missionPledges.gem} + ${gem}`, updatedAt: at },
    })
    .returning({ gem: missionPledges.gem })
  if (!mine) throw new Error('The pledge was not written')
  let row = taken
  // A giver's first pledge (every pledge is at least 1 gem: a later one sums to more).
  if (mine.gem === gem) {
    const [counted] = await tx
      .update(missions)
      .set({ pledgeCount: sql`${missions.pledgeCount} + 1` })
      .where(eq(missions.id, missionId))
      .returning()
    if (counted) row = counted
  }
  const posted = await postTransfers(tx, [
    {
      debit: ledgerAccount.wallet(memberId),
      credit: ledgerAccount.mission(missionId),
      amount: gem,
      kind: 'pledge',
      memberId,
      actorChannelId: pledge.giverChannelIdx,
      channelId: pledge.channelIdx,
    },
  ])
  if (!posted.ok) {
    throw conflict(
      `Not enough gems: ${posted.balance} held, ${posted.needed} to pledge`,
      ITEM_ERRORS.notEnoughGems,
    )
  }
  return { row, myGem: mine.gem }
}

/** How a mission ended: its status and the reason kept with it. */
export type Ending =
  | { status: typeof MISSION_STATUS.completed; reason: 'success' }
  | { status: typeof MISSION_STATUS.completedFailed; reason: 'failure' }
  | { status: typeof MISSION_STATUS.timeout; reason: 'timeout' }
  | { status: typeof MISSION_STATUS.cancelled; reason: 'rejected' | 'cancelled' }

/**
 * Ends a (locked, running) mission: its held gems go to the channel's earnings when it is
 * completed, back to each giver otherwise, in one batch; the row takes its ending. Throws when
 * the givers' rows do not add up to the total (the batch would leave gems behind).
 *
 * @example const row = await closeMission(tx, mission, { status: 3, reason: 'success' })
 */
export async function closeMission(
  tx: Tx,
  mission: MissionRow,
  ending: Ending,
): Promise<MissionRow> {
  const givers = await tx
    .select({ memberId: missionPledges.memberId, gem: missionPledges.gem })
    .from(missionPledges)
    .where(eq(missionPledges.missionId, mission.id))
    .orderBy(missionPledges.memberId)
  const held = givers.reduce((sum, giver) => sum + giver.gem, 0)
  if (held !== mission.totalGem) {
    throw new Error(
      `Mission ${mission.id}: pledges sum to ${held}, its total is ${mission.totalGem}`,
    )
  }
  const account = ledgerAccount.mission(mission.id)
  const transfers: Transfer[] =
    ending.status === MISSION_STATUS.completed
      ? [
          {
            debit: account,
            credit: ledgerAccount.earnings(mission.channelId),
            amount: held,
            kind: 'mission',
            channelId: mission.channelId,
          },
        ]
      : givers.map((giver) => ({
          debit: account,
          credit: ledgerAccount.wallet(giver.memberId),
          amount: giver.gem,
          kind: 'release',
          memberId: giver.memberId,
          channelId: mission.channelId,
        }))
  const moving = transfers.filter((transfer) => transfer.amount > 0)
  if (moving.length > 0) {
    const posted = await postTransfers(tx, moving)
    if (!posted.ok) throw new Error(`Mission ${mission.id} holds less than its pledges`)
    const last = posted.rows.at(-1)
    if (last?.debitBalance !== 0) {
      throw new Error(`Mission ${mission.id} still holds ${last?.debitBalance} gems`)
    }
  }
  const at = now()
  const [row] = await tx
    .update(missions)
    .set({ status: ending.status, endReason: ending.reason, endedAt: at, updatedAt: at })
    .where(eq(missions.id, mission.id))
    .returning()
  if (!row) throw new Error(`Mission ${mission.id} vanished under its lock`)
  return row
}
