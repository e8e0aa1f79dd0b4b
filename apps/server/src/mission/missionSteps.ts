import {
  MISSION_CEREMONY,
  MISSION_ERRORS,
  MISSION_LIMITS,
  MISSION_STATUS,
  type Mission,
} from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import {
  type ChannelStanding,
  channelStanding,
  missingPermission,
  recordManagerAction,
  standingAllows,
} from '../channel/managerRights'
import { now } from '../clock'
import { channels, missions } from '../db/schema'
import type { Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { badRequest, conflict, forbidden, notFound } from '../http/httpError'
import { announceMission, type MissionNews, streamerSender } from './missionAnnounce'
import { closeMission, type Ending, lockMission } from './missionLedger'
import { type MissionRow, missionById } from './missionView'

// The streamer's steps on a mission (start, more time, end) and the cancel, each in one
// transaction under the mission's row lock: the state is checked on the locked row, the gems
// of an ending move in the same transaction, the chat entry and alert are written with it, and
// MISSION_UPDATE (with the entry and the alert) is pushed after the commit.
//
// Who may: the streamer is the member acting as the mission's channel (their active channel),
// and the channel's managers the streamer gave `mission` act as the streamer (their steps are
// written to the channel's manager activity). A manager without it: 403 MANAGER_PERMISSION.
// The proposer may cancel their mission while it is open. Anyone else: 403 MIS1006.
// A step on a mission not in its state: 409 MIS1003. A started mission past its end takes no
// step: the timeout job ends it (status 6).

const wrongState = (what: string) => conflict(what, MISSION_ERRORS.wrongState)
const notStreamer = () =>
  forbidden('Only the channel\u2019s streamer may do this', MISSION_ERRORS.notStreamer)

type Actor = 'streamer' | 'proposer' | 'other'

/** Who the member is to the mission; a manager with `mission` steps as the streamer. */
function actorOf(member: AuthMember, row: MissionRow, standing: ChannelStanding): Actor {
  if (standingAllows(standing, 'mission')) return 'streamer'
  if (member.id === row.proposerMemberId) return 'proposer'
  if (standing.role === 'manager') throw missingPermission()
  return 'other'
}

/** A started mission still running at `at` (before its end). */
const running = (row: MissionRow, at: Date) =>
  row.status === MISSION_STATUS.start && row.endsAt !== null && row.endsAt > at

/** What a step did: the row after it and the news of it (entry, alert). */
interface Stepped {
  row: MissionRow
  news?: Pick<MissionNews, 'entry' | 'alert'>
}

async function channelOf(tx: Tx, channelIdx: number) {
  const [row] = await tx
    .select({ idx: channels.id, handle: channels.handle })
    .from(channels)
    .where(eq(channels.id, channelIdx))
  if (!row) throw notFound('No channel has this id', 'CHA30023')
  return row
}

/** Runs a step on the locked mission; answers it as the member now sees it, pushes after. */
async function step(
  deps: AppDeps,
  member: AuthMember,
  missionId: number,
  work: (tx: Tx, row: MissionRow, actor: Actor) => Promise<Stepped>,
  recorded?: 'missionStart' | 'missionEnd',
): Promise<Mission> {
  const { answer, push } = await deps.db.transaction(async (tx) => {
    const locked = await lockMission(tx, missionId)
    if (!locked) throw notFound('No mission has this id')
    const standing = await channelStanding(tx, locked.channelId, member)
    const actor = actorOf(member, locked, standing)
    const done = await work(tx, locked, actor)
    if (recorded && actor === 'streamer') {
      await recordManagerAction(tx, standing, locked.channelId, recorded, {
        target: locked.proposerChannelId,
        detail: locked.title,
      })
    }
    const answer = await missionById(tx, missionId, member.id)
    const channel = await channelOf(tx, done.row.channelId)
    const push = await announceMission(tx, { channel, mission: answer, ...done.news })
    return { answer, push }
  })
  push(deps)
  return answer
}

/** The streamer as the sender of a step's chat entry. */
function streamerOf(member: AuthMember) {
  const me = member.channel
  if (!me) throw notStreamer()
  return streamerSender(member.id, me)
}

/** A proposer's nickname for the alerts of the streamer's steps. */
async function proposerNickname(tx: Tx, row: MissionRow): Promise<string> {
  const [proposer] = await tx
    .select({ nickname: channels.nickname })
    .from(channels)
    .where(eq(channels.id, row.proposerChannelId))
  return proposer?.nickname ?? ''
}

/**
 * The streamer starts an open mission for `limitSeconds` (60 to 7,200, the contract checks):
 * status 2 with its start and end, the MISSION entry (2) and the alert (ceremony 2).
 *
 * @example await startMission(deps, member, 3, 600)
 */
export function startMission(
  deps: AppDeps,
  member: AuthMember,
  missionId: number,
  limitSeconds: number,
): Promise<Mission> {
  return step(
    deps,
    member,
    missionId,
    async (tx, row, actor) => {
      if (actor !== 'streamer') throw notStreamer()
      if (row.status !== MISSION_STATUS.open) throw wrongState('Only an open mission starts')
      const at = now()
      const [started] = await tx
        .update(missions)
        .set({
          status: MISSION_STATUS.start,
          startedAt: at,
          endsAt: new Date(at.getTime() + limitSeconds * 1000),
          limitSeconds,
          extended: false,
          updatedAt: at,
        })
        .where(eq(missions.id, row.id))
        .returning()
      if (!started) throw new Error('The mission vanished under its lock')
      return {
        row: started,
        news: {
          entry: { status: MISSION_STATUS.start, sender: streamerOf(member) },
          alert: {
            ceremony: MISSION_CEREMONY.started,
            nickname: await proposerNickname(tx, row),
            gem: row.totalGem,
          },
        },
      }
    },
    'missionStart',
  )
}

/**
 * The streamer gives a running mission more time (60 to 1,800 seconds, the contract checks; the
 * whole at most 14,400: 400 MIS1005): its end and limit move, `isExtendTime` is set.
 *
 * @example await extendMission(deps, member, 3, 300)
 */
export function extendMission(
  deps: AppDeps,
  member: AuthMember,
  missionId: number,
  seconds: number,
): Promise<Mission> {
  return step(deps, member, missionId, async (tx, row, actor) => {
    if (actor !== 'streamer') throw notStreamer()
    if (!running(row, now())) throw wrongState('Only a running mission takes more time')
    const total = (row.limitSeconds ?? 0) + seconds
    if (total > MISSION_LIMITS.totalSeconds) {
      throw badRequest(
        `A mission runs at most ${MISSION_LIMITS.totalSeconds} seconds in all`,
        MISSION_ERRORS.badTime,
      )
    }
    const [extended] = await tx
      .update(missions)
      .set({
        limitSeconds: total,
        endsAt: new Date((row.endsAt?.getTime() ?? 0) + seconds * 1000),
        extended: true,
        updatedAt: now(),
      })
      .where(eq(missions.id, row.id))
      .returning()
    if (!extended) throw new Error('The mission vanished under its lock')
    return { row: extended }
  })
}

/**
 * The streamer ends a mission. A running one: `isSuccess` completes it (status 3: every held
 * gem to the channel's earnings, the MISSION entry 3, the alert ceremony 3) or fails it (status
 * 4: every gem back to its giver, the entry 4, the alert ceremony 5). An open one is rejected
 * (status 7, every gem back, no entry).
 *
 * @example await endMission(deps, member, 3, true)
 */
export function endMission(
  deps: AppDeps,
  member: AuthMember,
  missionId: number,
  isSuccess: boolean,
): Promise<Mission> {
  return step(
    deps,
    member,
    missionId,
    async (tx, row, actor) => {
      if (actor !== 'streamer') throw notStreamer()
      if (row.status === MISSION_STATUS.open) {
        return {
          row: await closeMission(tx, row, {
            status: MISSION_STATUS.cancelled,
            reason: 'rejected',
          }),
        }
      }
      if (!running(row, now())) throw wrongState('This mission has ended')
      const ending: Ending = isSuccess
        ? { status: MISSION_STATUS.completed, reason: 'success' }
        : { status: MISSION_STATUS.completedFailed, reason: 'failure' }
      const ended = await closeMission(tx, row, ending)
      return {
        row: ended,
        news: {
          entry: { status: ending.status, sender: streamerOf(member) },
          alert: {
            ceremony: isSuccess ? MISSION_CEREMONY.completed : MISSION_CEREMONY.failed,
            nickname: await proposerNickname(tx, row),
            gem: row.totalGem,
          },
        },
      }
    },
    'missionEnd',
  )
}

/**
 * Cancels a mission: the streamer an open or running one, its proposer an open one (a running
 * one: 403 MIS1006). Status 7, every gem back to its giver, no entry.
 *
 * @example await cancelMission(deps, member, 3)
 */
export function cancelMission(
  deps: AppDeps,
  member: AuthMember,
  missionId: number,
): Promise<Mission> {
  return step(
    deps,
    member,
    missionId,
    async (tx, row, actor) => {
      const open = row.status === MISSION_STATUS.open
      if (actor === 'other') throw notStreamer()
      if (actor === 'proposer' && row.status === MISSION_STATUS.start) throw notStreamer()
      if (!open && !running(row, now())) throw wrongState('This mission has ended')
      return {
        row: await closeMission(tx, row, { status: MISSION_STATUS.cancelled, reason: 'cancelled' }),
      }
    },
    'missionEnd',
  )
}
