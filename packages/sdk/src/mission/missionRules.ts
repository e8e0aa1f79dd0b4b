import { ITEM_ERRORS } from '../contract/item/item.schemas'
import {
  MISSION_ERRORS,
  MISSION_LIMITS,
  MISSION_STATUS,
  type Mission,
  type MissionConfig,
  type MissionList,
  type MissionSort,
  RECENT_COMPLETED_MISSIONS_MAX,
} from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'
import { sameChannelId } from '../core/channelId'
import { isUnreachable } from '../core/serverReach'
import { isOwner, type Viewer } from '../core/viewer'
import type { MissionTextKey } from '../i18n/mission/missionMessages'

/**
 * Why a viewer may not propose a mission to a channel: signed out, it is their own channel,
 * the streamer never agreed, takes none now, or the channel's proposer rule leaves them out.
 */
export type ProposeRefusal =
  | 'signed-out'
  | 'own-channel'
  | 'not-agreed'
  | 'not-enabled'
  | 'not-allowed'

/**
 * Whether `viewer` may propose a mission to `channelId`, from the channel's settings (the
 * server's `canPropose` and `refusal` answer for the signed-in member).
 *
 * @example canPropose(config, viewer, 'airwave') // { ok: false, reason: 'not-agreed' }
 */
export function canPropose(
  config: MissionConfig | undefined,
  viewer: Viewer,
  channelId: string,
): { ok: true } | { ok: false; reason: ProposeRefusal } {
  if (viewer.status !== 'member') return { ok: false, reason: 'signed-out' }
  if (isOwner(viewer, channelId)) return { ok: false, reason: 'own-channel' }
  if (!config?.isAgreed) return { ok: false, reason: 'not-agreed' }
  if (!config.isEnabled) return { ok: false, reason: 'not-enabled' }
  if (config.canPropose === false) {
    return {
      ok: false,
      reason: config.refusal === MISSION_ERRORS.notTaken ? 'not-enabled' : 'not-allowed',
    }
  }
  return { ok: true }
}

/** The words of a refusal to propose. @example t(proposeRefusalKey('not-agreed')) */
export function proposeRefusalKey(reason: ProposeRefusal): MissionTextKey {
  const keys: Record<ProposeRefusal, MissionTextKey> = {
    'signed-out': 'signedOut',
    'own-channel': 'errorOwnChannel',
    'not-agreed': 'notAgreed',
    'not-enabled': 'notEnabled',
    'not-allowed': 'errorMIS1001',
  }
  return keys[reason]
}

/** Which list a mission belongs in now: undefined once timed out or cancelled (it leaves). */
export function missionListOf(mission: Pick<Mission, 'missionStatus'>): MissionList | undefined {
  switch (mission.missionStatus) {
    case MISSION_STATUS.open:
      return 'open'
    case MISSION_STATUS.start:
      return 'started'
    case MISSION_STATUS.completed:
    case MISSION_STATUS.completedFailed:
      return 'completed'
    default:
      return undefined
  }
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0)

/**
 * A list in the order `sort` asks (the spec): most gems first; ending soonest first (a mission
 * with no end date last); latest first, by create date for open missions, start date for
 * started ones and end for completed ones. Ties: the newer mission first.
 *
 * @example sortMissions(list, 'open', 'latest')
 */
export function sortMissions(
  missions: readonly Mission[],
  list: MissionList,
  sort: MissionSort,
): Mission[] {
  const latest = (m: Mission) =>
    list === 'started'
      ? time(m.startDate)
      : list === 'completed'
        ? time(m.completeDate) || time(m.endDate)
        : time(m.createDate)
  const order = (a: Mission, b: Mission) => {
    if (sort === 'totalGem') return b.totalGem - a.totalGem
    if (sort === 'endDate') {
      const ea = time(a.endDate) || Number.POSITIVE_INFINITY
      const eb = time(b.endDate) || Number.POSITIVE_INFINITY
      return ea === eb ? 0 : ea < eb ? -1 : 1
    }
    return latest(b) - latest(a)
  }
  return [...missions].sort((a, b) => order(a, b) || b.missionIdx - a.missionIdx)
}

/**
 * A cached list with `mission` as it now is: taken out, put back if it belongs in `list`, in
 * the list's order; the recently completed keep at most 50.
 *
 * @example placeMission(openList, updated, 'open', 'totalGem')
 */
export function placeMission(
  missions: readonly Mission[],
  mission: Mission,
  list: MissionList,
  sort: MissionSort,
): Mission[] {
  const others = missions.filter((m) => m.missionIdx !== mission.missionIdx)
  if (missionListOf(mission) !== list) return others
  const placed = sortMissions([...others, mission], list, sort)
  return list === 'completed' ? placed.slice(0, RECENT_COMPLETED_MISSIONS_MAX) : placed
}

/** A step on a mission, as the controls and the step machine name it. */
export type MissionAction =
  | 'start'
  | 'addTime'
  | 'endSuccess'
  | 'endFail'
  | 'reject'
  | 'cancel'
  | 'addGems'

/**
 * The controls a viewer sees on a mission: the streamer starts or rejects an open one, adds
 * time to (while the whole stays within 4 hours), ends (success or failure) or cancels a
 * started one; its proposer may cancel it while open; anyone else signed in adds gems while it
 * is open or started. Nothing while a step is on its way or once it ended.
 *
 * @example missionControls(mission, viewer, 'airwave') // ['start', 'reject']
 */
export function missionControls(
  mission: Mission,
  viewer: Viewer,
  channelId: string,
): MissionAction[] {
  const status = mission.missionStatus
  if (status !== MISSION_STATUS.open && status !== MISSION_STATUS.start) return []
  if (isOwner(viewer, channelId)) {
    if (status === MISSION_STATUS.open) return ['start', 'reject']
    return canAddTime(mission)
      ? ['addTime', 'endSuccess', 'endFail', 'cancel']
      : ['endSuccess', 'endFail', 'cancel']
  }
  if (viewer.status !== 'member') return ['addGems']
  const proposer =
    status === MISSION_STATUS.open && sameChannelId(mission.proposerChannelId, viewer.channelId)
  return proposer ? ['addGems', 'cancel'] : ['addGems']
}

/** Whether a started mission may get the shortest extension within the 4 hours in all. */
export function canAddTime(mission: Pick<Mission, 'missionLimit'>): boolean {
  return (
    (mission.missionLimit ?? 0) + MISSION_LIMITS.extendSeconds.min <= MISSION_LIMITS.totalSeconds
  )
}

/**
 * The seconds a streamer's typed minutes ask for, held to the call's range (`MISSION_LIMITS`'
 * `limitSeconds` to start, `extendSeconds` to add time); text that is no number asks for the
 * least. The server refuses anything outside the range (MIS1005): this keeps the form from
 * sending it.
 *
 * @example stepSeconds('10', MISSION_LIMITS.limitSeconds) // 600
 */
export function stepSeconds(minutes: string, range: { min: number; max: number }): number {
  const seconds = Math.round(Number(minutes) * 60)
  return Math.min(range.max, Math.max(range.min, seconds || range.min))
}

/**
 * How long a started mission has left, in ms (0 once past), on the server's clock when the
 * page knows its offset (`clockOffset`, the server's time minus the page's); undefined
 * without an end date.
 *
 * @example missionTimeLeft(mission, Date.now()) // 299000
 */
export function missionTimeLeft(
  mission: Pick<Mission, 'endDate'>,
  now: number,
  clockOffset = 0,
): number | undefined {
  if (!mission.endDate) return undefined
  const end = Date.parse(mission.endDate)
  if (Number.isNaN(end)) return undefined
  return Math.max(0, end - (now + clockOffset))
}

/**
 * A duration as a clock: `m:ss`, or `h:mm:ss` from an hour.
 *
 * @example clockText(299_000) // '4:59'
 */
export function clockText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The words of a mission's status. @example t(missionStatusKey(3)) // 'Succeeded' */
export function missionStatusKey(status: number): MissionTextKey {
  switch (status) {
    case MISSION_STATUS.open:
      return 'statusOpen'
    case MISSION_STATUS.start:
      return 'statusStarted'
    case MISSION_STATUS.completed:
      return 'statusCompleted'
    case MISSION_STATUS.completedFailed:
      return 'statusFailed'
    case MISSION_STATUS.wait:
      return 'statusWait'
    case MISSION_STATUS.timeout:
      return 'statusTimeout'
    default:
      return 'statusCancelled'
  }
}

/** The `data-state` word of a mission's status. @example missionStateName(2) // 'started' */
export function missionStateName(status: number): string {
  const names: Record<number, string> = {
    1: 'open',
    2: 'started',
    3: 'completed',
    4: 'failed',
    5: 'wait',
    6: 'timeout',
    7: 'cancelled',
  }
  return names[status] ?? 'unknown'
}

const codeKeys: Record<string, MissionTextKey> = {
  [MISSION_ERRORS.notTaken]: 'errorMIS1000',
  [MISSION_ERRORS.notAllowed]: 'errorMIS1001',
  [MISSION_ERRORS.belowMinimum]: 'errorMIS1002',
  [MISSION_ERRORS.wrongState]: 'errorMIS1003',
  [MISSION_ERRORS.tooMany]: 'errorMIS1004',
  [MISSION_ERRORS.badTime]: 'errorMIS1005',
  [MISSION_ERRORS.notStreamer]: 'errorMIS1006',
  [ITEM_ERRORS.notEnoughGems]: 'errorITE20001',
  [ITEM_ERRORS.ownChannel]: 'errorOwnChannel',
  // The spec's code for acting on one's own channel.
  CHA30017: 'errorOwnChannel',
}

/**
 * The words of a refused mission call: each MIS code and the wallet's ITE20001 by name, a
 * lost session, an unreachable server, else a general failure.
 *
 * @example t(missionErrorKey(new ApiError(409, 'MIS1003', 'ended'))) // 'This mission cannot…'
 */
export function missionErrorKey(error: unknown): MissionTextKey {
  if (error instanceof ApiError) {
    const known = codeKeys[error.code]
    if (known) return known
    if (error.kind === 'unauthorized') return 'errorLogin'
  }
  if (isUnreachable(error)) return 'errorUnreachable'
  return 'errorUnknown'
}
