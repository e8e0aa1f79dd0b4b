import * as z from 'zod/mini'
import { endpoint, type Schema } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryNumber } from '../../core/queryNumber'
import { MISSION_SORTS, missionSchema } from './mission.schemas'

const REST = 'REST-consistent path under /v2/mission'
const positive = int32(1)

/** @example client.mission.list({ streamerChannelId: 'a1b2', status: 2, sort: 'totalGem' }) */
const list = endpoint({
  method: 'GET',
  path: '/v2/mission',
  query: z.object({
    streamerChannelId: z.string(),
    status: z.optional(queryNumber()),
    sort: z.optional(z.enum(MISSION_SORTS)),
  }),
  answer: z.array(missionSchema),
  auth: 'optional',
  chosen: REST,
})

/** A viewer proposes a mission with gems; it starts open. @example client.mission.create({ streamerChannelId, title: 'No deaths', gem: 100 }) */
const create = endpoint({
  method: 'POST',
  path: '/v2/mission',
  body: z.object({
    streamerChannelId: z.string(),
    title: z.string().check(z.trim(), z.minLength(1)),
    gem: positive,
  }),
  answer: missionSchema,
  auth: 'required',
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
const start = missionStep('start', z.object({ missionLimit: positive }))

/** Ends a started mission; `isSuccess` picks status 3 or 4. @example client.mission.end(missionIdx, { isSuccess: true }) */
const end = missionStep('end', z.object({ isSuccess: z.boolean() }))

/** @example client.mission.cancel(missionIdx) */
const cancel = endpoint({
  method: 'DELETE',
  path: '/v2/mission/{missionIdx}',
  answer: z.unknown(),
  auth: 'required',
  chosen: REST,
})

/** @example client.mission.addTime(missionIdx, { seconds: 300 }) */
const addTime = missionStep('time', z.object({ seconds: positive }))

/** @example client.mission.addGems(missionIdx, { gem: 50 }) */
const addGems = missionStep('gem', z.object({ gem: positive }))

/** Challenge mission calls. @example bindEndpoints(transport, { mission: missionEndpoints }) */
export const missionEndpoints = { list, create, start, end, cancel, addTime, addGems }
