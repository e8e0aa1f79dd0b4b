import { missionEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { idempotencyKeyOf } from '../item/idempotency'
import { agreeToMissions, missionConfigOf, saveMissionConfig } from './missionConfig'
import { addMissionGems, proposeMission } from './missionPledges'
import { missionHistory, missionList } from './missionQueries'
import { cancelMission, endMission, extendMission, startMission } from './missionSteps'
import { missionById } from './missionView'
import { startMissionTimeoutJob } from './timeoutJob'

/**
 * Challenge missions (the SDK's `mission` calls): the lists, one mission, the proposal and the
 * pledges (gems held in the ledger, once per Idempotency-Key), the streamer's steps and the
 * cancel, the channel's settings and agreement, the member's history; and the timeout job
 * (stopped with the app). Register after `itemRoutes` (the gems' module).
 *
 * @example export const routeModules = [..., itemRoutes, missionRoutes]
 */
export function missionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  const mission = missionEndpoints
  startMissionTimeoutJob(app, deps)

  route(app, mission.list, ({ query, member }) =>
    missionList(db, query.streamerChannelId, query, member?.id),
  )

  route(app, mission.get, ({ id, member }) => missionById(db, id('missionIdx'), member?.id))

  route(app, mission.create, ({ body, me, request }) =>
    proposeMission(deps, me, {
      handle: body.streamerChannelId,
      title: body.title,
      gem: body.gem,
      key: idempotencyKeyOf(request),
    }),
  )

  route(app, mission.addGems, ({ id, body, me, request }) =>
    addMissionGems(deps, me, id('missionIdx'), { gem: body.gem, key: idempotencyKeyOf(request) }),
  )

  route(app, mission.start, ({ id, body, me }) =>
    startMission(deps, me, id('missionIdx'), body.missionLimit),
  )

  route(app, mission.addTime, ({ id, body, me }) =>
    extendMission(deps, me, id('missionIdx'), body.seconds),
  )

  route(app, mission.end, ({ id, body, me }) =>
    endMission(deps, me, id('missionIdx'), body.isSuccess),
  )

  route(app, mission.cancel, ({ id, me }) => cancelMission(deps, me, id('missionIdx')))

  route(app, mission.getConfig, ({ query, member }) =>
    missionConfigOf(db, query.streamerChannelId, member),
  )

  route(app, mission.saveConfig, ({ body, me }) => saveMissionConfig(db, me, body))

  route(app, mission.agree, ({ me }) => agreeToMissions(db, me))

  route(app, mission.history, ({ query, me }) => missionHistory(db, me.id, query))
}
