import * as z from 'zod/mini'
import { endpoint, type Schema } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryNumber } from '../../core/queryNumber'
import { optionalQueryNumber as queryNum } from '../core/fields'
import {
  MISSION_LIMITS,
  MISSION_LISTS,
  MISSION_SORTS,
  missionConfigInputSchema,
  missionConfigSchema,
  missionHistoryPageSchema,
  missionSchema,
} from './mission.schemas'

const REST = 'REST-consistent path under /v2/mission'
const { gem: gemRange, limitSeconds, extendSeconds } = MISSION_LIMITS
const gem = int32(gemRange.min, gemRange.max)

/**
 * A channel's missions in one list (`open` by default; `completed` is the recently completed,
 * at most 50, newest first), sorted by total gems, end date or latest (open by create date,
 * started by start date). `status` is the older form of `list` (1 open, 2 started, 3 the
 * completed).
 *
 * @example client.mission.list({ streamerChannelId: 'a1b2', list: 'started', sort: 'endDate' })
 */
const list = endpoint({
  method: 'GET',
  path: '/v2/mission',
  query: z.object({
    streamerChannelId: z.string(),
    list: z.optional(z.enum(MISSION_LISTS)),
    status: z.optional(queryNumber()),
    sort: z.optional(z.enum(MISSION_SORTS)),
  }),
  answer: z.array(missionSchema),
  auth: 'optional',
  chosen: REST,
})

/**
 * A viewer proposes a mission with a first pledge; it starts open. Gems move from the wallet
 * into the mission's held account, once per Idempotency-Key.
 *
 * @example client.mission.create({ streamerChannelId, title: 'No deaths', gem: 100 }, { idempotencyKey })
 */
const create = endpoint({
  method: 'POST',
  path: '/v2/mission',
  body: z.object({
    streamerChannelId: z.string(),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(MISSION_LIMITS.title)),
    gem,
  }),
  answer: missionSchema,
  auth: 'required',
  chosen: `${REST}; Idempotency-Key header`,
})

/** One mission. @example client.mission.get(missionIdx) */
const get = endpoint({
  method: 'GET',
  path: '/v2/mission/{missionIdx}',
  answer: missionSchema,
  auth: 'optional',
  chosen: REST,
})

/**
 * A step on one mission (start, end, more time, more gems): a POST under the mission's path,
 * answered with the mission as it now is, so a list updates it in place.
 */
function missionStep<const Step extends string, Body extends Schema>(step: Step, body: Body) {
  return endpoint({
    method: 'POST',
    path: `/v2/mission/{missionIdx}/${step}`,
    body,
    answer: missionSchema,
    auth: 'required',
    chosen: REST,
  })
}

/** Streamer starts an open mission for `missionLimit` seconds. @example client.mission.start(missionIdx, { missionLimit: 600 }) */
const start = missionStep(
  'start',
  z.object({ missionLimit: int32(limitSeconds.min, limitSeconds.max) }),
)

/**
 * Ends a mission. A started one: `isSuccess` picks status 3 (the streamer is paid) or 4 (every
 * gem goes back). An open one is rejected (status 7, every gem back).
 *
 * @example client.mission.end(missionIdx, { isSuccess: true })
 */
const end = missionStep('end', z.object({ isSuccess: z.boolean() }))

/**
 * Cancels an open or started mission (the streamer), or an open one (its proposer): status 7,
 * every gem back to its giver.
 *
 * @example client.mission.cancel(missionIdx)
 */
const cancel = endpoint({
  method: 'DELETE',
  path: '/v2/mission/{missionIdx}',
  answer: missionSchema,
  auth: 'required',
  chosen: REST,
})

/** @example client.mission.addTime(missionIdx, { seconds: 300 }) */
const addTime = missionStep(
  'time',
  z.object({ seconds: int32(extendSeconds.min, extendSeconds.max) }),
)

/**
 * Adds gems to an open or started mission, once per Idempotency-Key.
 *
 * @example client.mission.addGems(missionIdx, { gem: 50 }, { idempotencyKey })
 */
const addGems = missionStep('gem', z.object({ gem }))

/**
 * A channel's mission settings, with whether the signed-in member may propose there.
 *
 * @example client.mission.getConfig({ streamerChannelId: 'airwave' })
 */
const getConfig = endpoint({
  method: 'GET',
  path: '/v2/mission/config',
  query: z.object({ streamerChannelId: z.string() }),
  answer: missionConfigSchema,
  auth: 'optional',
  chosen: `${REST}; query {streamerChannelId}`,
})

/** The streamer's settings for their own channel. @example client.mission.saveConfig({ isEnabled: true, minimumGem: 100, proposer: 'everyone' }) */
const saveConfig = endpoint({
  method: 'PUT',
  path: '/v2/mission/config',
  body: missionConfigInputSchema,
  answer: missionConfigSchema,
  auth: 'required',
  chosen: `${REST}; the member's active channel`,
})

/**
 * The streamer agrees to challenge missions (once; again changes nothing). Until then nobody
 * may propose one to the channel.
 *
 * @example client.mission.agree()
 */
const agree = endpoint({
  method: 'POST',
  path: '/v2/mission/agreement',
  answer: missionConfigSchema,
  auth: 'required',
  chosen: `${REST}; the member's active channel`,
})

/**
 * The missions the member proposed or pledged to, newest first, with their gems and outcome.
 *
 * @example client.mission.history({ page: 1, limit: 20 })
 */
const history = endpoint({
  method: 'GET',
  path: '/v2/mission/history',
  query: z.object({ page: queryNum, limit: queryNum }),
  answer: missionHistoryPageSchema,
  auth: 'required',
  chosen: `${REST}; query {page, limit}`,
})

/** Challenge mission calls. @example bindEndpoints(transport, { mission: missionEndpoints }) */
export const missionEndpoints = {
  list,
  create,
  get,
  start,
  end,
  cancel,
  addTime,
  addGems,
  getConfig,
  saveConfig,
  agree,
  history,
}
