import {
  MISSION_STATUS,
  type Mission,
  type MissionHistoryItem,
  type MissionList,
  type MissionSort,
  RECENT_COMPLETED_MISSIONS_MAX,
} from '@airwave/sdk/contract'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../db/database'
import { missionPledges, missions } from '../db/schema'
import { badRequest } from '../http/httpError'
import { missionChannel } from './missionConfig'
import { missionSelect, toMission } from './missionView'

// The lists of a channel's missions (open, started, the recently completed) and a member's
// history of missions they gave gems to.

/** The most missions an open or started list answers (a channel has at most 100 open). */
const LIST_MAX = 100
const HISTORY_PAGE = { default: 20, max: 100 }

/** The legacy `status` of the list call: 1 open, 2 started, 3 the completed. */
const LEGACY_LISTS: Record<number, MissionList> = { 1: 'open', 2: 'started', 3: 'completed' }

/**
 * The list a call asks for: `list`, else the legacy `status` (1, 2, 3; 400 for another), else
 * `open`.
 *
 * @example listOf({ status: 2 }) // 'started'
 */
function listOf(query: { list?: MissionList; status?: number }): MissionList {
  if (query.list) return query.list
  if (query.status === undefined) return 'open'
  const list = LEGACY_LISTS[query.status]
  if (!list) throw badRequest('query.status: 1 open, 2 started or 3 completed')
  return list
}

/**
 * The order of a list (newest or soonest first, the id breaking ties): `totalGem` most gems
 * first; `endDate` the started list's soonest end first, the completed list's latest end first
 * (open missions have no end: newest first); `latest` the open list by create date, the started
 * by start date, the completed by end date, newest first.
 */
function orderOf(list: MissionList, sort: MissionSort): SQL[] {
  const newest = {
    open: desc(missions.createdAt),
    started: desc(missions.startedAt),
    completed: desc(missions.endedAt),
  }[list]
  if (sort === 'totalGem') return [desc(missions.totalGem), newest, desc(missions.id)]
  if (sort === 'endDate' && list === 'started') return [asc(missions.endsAt), desc(missions.id)]
  return [newest, desc(missions.id)]
}

const STATUSES: Record<MissionList, number[]> = {
  open: [MISSION_STATUS.open],
  started: [MISSION_STATUS.start],
  completed: [MISSION_STATUS.completed, MISSION_STATUS.completedFailed],
}

/**
 * A channel's missions in one list, sorted, with the reader's `myGem`. The completed list is
 * the 50 that ended last (statuses 3 and 4), then sorted.
 *
 * @example await missionList(db, 'airwave', { list: 'started', sort: 'endDate' }, member?.id)
 */
export async function missionList(
  db: Db,
  handle: string,
  query: { list?: MissionList; status?: number; sort?: MissionSort },
  readerMemberId: number | undefined,
): Promise<Mission[]> {
  const list = listOf(query)
  const sort = query.sort ?? 'latest'
  const channel = await missionChannel(db, handle)
  const where = and(
    eq(missions.channelId, channel.idx),
    inArray(missions.status, STATUSES[list]),
    list === 'completed'
      ? inArray(
          missions.id,
          db
            .select({ id: missions.id })
            .from(missions)
            .where(
              and(
                eq(missions.channelId, channel.idx),
                inArray(missions.status, STATUSES.completed),
              ),
            )
            .orderBy(desc(missions.endedAt), desc(missions.id))
            .limit(RECENT_COMPLETED_MISSIONS_MAX),
        )
      : undefined,
  )
  const rows = await missionSelect(db, readerMemberId)
    .where(where)
    .orderBy(...orderOf(list, sort))
    .limit(LIST_MAX)
  return rows.map(toMission)
}

/** Where a giver's gems went: held while it runs, paid to the streamer, or returned. */
function outcomeOf(status: number): MissionHistoryItem['outcome'] {
  if (status === MISSION_STATUS.open || status === MISSION_STATUS.start) return 'held'
  return status === MISSION_STATUS.completed ? 'paid' : 'returned'
}

/**
 * The missions the member gave gems to (a proposal is the first pledge), the latest pledged
 * first, with their gems (`myGem`) and outcome; `page` from 1, `limit` 1 to 100 (20).
 *
 * @example await missionHistory(db, member.id, { page: 1, limit: 20 })
 */
export async function missionHistory(
  db: Db,
  memberId: number,
  query: { page?: number; limit?: number },
) {
  const page = Math.max(1, query.page ?? 1)
  const limit = Math.min(HISTORY_PAGE.max, Math.max(1, query.limit ?? HISTORY_PAGE.default))
  const mine = eq(missionPledges.memberId, memberId)
  const [rows, [total]] = await Promise.all([
    missionSelect(db, memberId)
      .innerJoin(missionPledges, and(eq(missionPledges.missionId, missions.id), mine))
      .orderBy(desc(missionPledges.updatedAt), desc(missions.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ n: count() }).from(missionPledges).where(mine),
  ])
  const totalCount = total?.n ?? 0
  const missionList: MissionHistoryItem[] = rows.map((selected) => ({
    ...toMission(selected),
    streamerNickname: selected.streamerNickname,
    outcome: outcomeOf(selected.row.status),
  }))
  return {
    missionList,
    currentPage: page,
    totalCount,
    totalPages: Math.ceil(totalCount / limit),
    hasNext: page * limit < totalCount,
  }
}
