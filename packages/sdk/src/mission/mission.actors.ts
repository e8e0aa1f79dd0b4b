import { type CallArgs, fromCall } from '../core/fromCall'
import type { MissionNeeds } from './mission.queries'
import type { MissionConfigSaveInput } from './missionConfig.machine'
import type { MissionPledgeCall } from './missionPledge.machine'
import type { MissionStepCall } from './missionStep.machine'

/**
 * A mission's steps over a bound client: start, more time, end, cancel (a DELETE), more gems
 * (with its idempotency key).
 *
 * @example missionStepMachine.provide({ actors: missionStepActors(client) })
 */
export function missionStepActors(
  client: MissionNeeds<'start' | 'addTime' | 'end' | 'cancel' | 'addGems'>,
) {
  return {
    runStep: fromCall(({ input, signal }: CallArgs<MissionStepCall>) => {
      switch (input.action) {
        case 'start':
          return client.mission.start(
            input.missionIdx,
            { missionLimit: input.missionLimit },
            { signal },
          )
        case 'addTime':
          return client.mission.addTime(input.missionIdx, { seconds: input.seconds }, { signal })
        case 'end':
          return client.mission.end(input.missionIdx, { isSuccess: input.isSuccess }, { signal })
        case 'cancel':
          return client.mission.cancel(input.missionIdx, { signal })
        case 'addGems':
          return client.mission.addGems(
            input.missionIdx,
            { gem: input.gem },
            { idempotencyKey: input.idempotencyKey, signal },
          )
      }
    }),
  }
}

/**
 * The propose and pledge forms' I/O over a bound client, each once per idempotency key.
 *
 * @example missionPledgeMachine.provide({ actors: missionPledgeActors(client) })
 */
export function missionPledgeActors(client: MissionNeeds<'create' | 'addGems'>) {
  return {
    sendPledge: fromCall(({ input, signal }: CallArgs<MissionPledgeCall>) =>
      input.missionIdx === undefined
        ? client.mission.create(
            { streamerChannelId: input.channelId, title: input.title, gem: input.gem },
            { idempotencyKey: input.idempotencyKey, signal },
          )
        : client.mission.addGems(
            input.missionIdx,
            { gem: input.gem },
            { idempotencyKey: input.idempotencyKey, signal },
          ),
    ),
  }
}

/**
 * The streamer's settings over a bound client: read, agree once, save.
 *
 * @example missionConfigMachine.provide({ actors: missionConfigActors(client) })
 */
export function missionConfigActors(client: MissionNeeds<'getConfig' | 'agree' | 'saveConfig'>) {
  return {
    loadConfig: fromCall(({ input, signal }: CallArgs<{ channelId: string }>) =>
      client.mission.getConfig({ streamerChannelId: input.channelId }, { signal }),
    ),
    agree: fromCall(({ signal }: CallArgs<unknown>) => client.mission.agree({ signal })),
    saveConfig: fromCall(({ input, signal }: CallArgs<MissionConfigSaveInput>) =>
      client.mission.saveConfig(input, { signal }),
    ),
  }
}
