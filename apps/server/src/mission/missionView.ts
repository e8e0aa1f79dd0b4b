import type { Mission } from '@airwave/sdk/contract'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'
import { channels, missionPledges, missions } from '../db/schema'
import type { Tx } from '../db/transaction'
import { notFound } from '../http/httpError'

// A mission as the contract answers it: the row with its channel's and proposer's public ids,
// and, for a signed-in reader, what they hold in it (`myGem`). One select, shared by the lists,
// the one-mission read, the steps' answers and the socket's MISSION_UPDATE.

export type MissionRow = typeof missions.$inferSelect

const streamer = alias(channels, 'mission_streamer')
const proposer = alias(channels, 'mission_proposer')

/** The reader's gems in the mission (0 when none), or null for a guest. */
const myGemSql = (memberId: number | undefined) =>
  memberId === undefined
    ? sql<number | null>`null`
    : sql<number>`coalesce((select ${missionPledges.gem} from ${missionPledges} where ${missionPledges.missionId} = ${missions.id} and ${missionPledges.memberId} = ${memberId}), 0)`

/**
 * The select every mission answer starts from, for a reader (a member's id, or none).
 *
 * @example await missionSelect(db, member?.id).where(eq(missions.id, 3))
 */
export function missionSelect(db: Db | Tx, readerMemberId: number | undefined) {
  return db
    .select({
      row: missions,
      channelId: streamer.handle,
      streamerNickname: streamer.nickname,
      proposerChannelId: proposer.handle,
      proposerNickname: proposer.nickname,
      myGem: myGemSql(readerMemberId),
    })
    .from(missions)
    .innerJoin(streamer, eq(streamer.id, missions.channelId))
    .innerJoin(proposer, eq(proposer.id, missions.proposerChannelId))
}

/** What `missionSelect` answers per row. */
export interface MissionSelected {
  row: MissionRow
  channelId: string
  streamerNickname: string
  proposerChannelId: string
  proposerNickname: string
  myGem: number | null
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/**
 * The contract's mission. `totalGem` stays the gems it gathered once it ended (the list of the
 * recently completed shows them); its ledger account is empty by then.
 *
 * @example const mission = toMission(selected)
 */
export function toMission(selected: MissionSelected): Mission {
  const { row } = selected
  return {
    missionIdx: row.id,
    missionStatus: row.status,
    totalGem: row.totalGem,
    createDate: row.createdAt.toISOString(),
    startDate: iso(row.startedAt),
    endDate: iso(row.endsAt),
    completeDate: iso(row.endedAt),
    missionLimit: row.limitSeconds ?? undefined,
    isExtendTime: row.extended,
    title: row.title,
    channelId: selected.channelId,
    proposerChannelId: selected.proposerChannelId,
    proposerNickname: selected.proposerNickname,
    pledgeCount: row.pledgeCount,
    ...(selected.myGem === null ? {} : { myGem: Number(selected.myGem) }),
  }
}

/**
 * One mission as a reader sees it, or 404 NOT_FOUND.
 *
 * @example const mission = await missionById(db, 3, member?.id)
 */
export async function missionById(
  db: Db | Tx,
  id: number,
  readerMemberId: number | undefined,
  extra?: SQL,
): Promise<Mission> {
  const [selected] = await missionSelect(db, readerMemberId).where(and(eq(missions.id, id), extra))
  if (!selected) throw notFound('No mission has this id')
  return toMission(selected)
}
