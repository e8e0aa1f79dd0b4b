import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { BoundGroups } from '../core/client'
import { fromCall } from '../core/fromCall'

/** The part of a bound client the follow calls; a full client fits. */
export type FollowClient = {
  channel: Pick<BoundGroups<{ channel: typeof channelEndpoints }>['channel'], 'follow' | 'unfollow'>
}

/**
 * The actors of the SDK's `countedToggleMachine` for following a channel (`POST` and `DELETE
 * /channel/follow`), the target being the `channelId` and the count its followers.
 *
 * @example
 * countedToggleMachine.provide({ actors: followActors(client) })
 */
export function followActors(client: FollowClient) {
  return {
    turnOn: fromCall<unknown, { target: string | number }>(({ input }) =>
      client.channel.follow({ channelId: String(input.target) }),
    ),
    turnOff: fromCall<unknown, { target: string | number }>(({ input }) =>
      client.channel.unfollow({ channelId: String(input.target) }),
    ),
  }
}
