import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'

/** The part of a bound client the like calls; a full client fits. */
export type StreamLikeClient = {
  live: Pick<BoundGroups<{ live: typeof liveEndpoints }>['live'], 'like' | 'unlike'>
}

/**
 * The actors of {@link streamLikeMachine} with a bound client: `POST` and `DELETE
 * /stream/like`.
 *
 * @example
 * streamLikeMachine.provide({ actors: streamLikeActors(client) })
 */
export function streamLikeActors(client: StreamLikeClient) {
  return {
    like: fromCall(({ input, signal }: CallArgs<{ streamIdx: number }>) =>
      client.live.like(input, { signal }),
    ),
    unlike: fromCall(({ input, signal }: CallArgs<{ streamIdx: number }>) =>
      client.live.unlike(input, { signal }),
    ),
  }
}
