import type { videoEndpoints } from '../contract/video/video.endpoints'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { RecommendQuery } from './liveEnd.machine'

/** The part of a bound client the live-end machine calls; a full client fits. */
export type LiveEndClient = {
  video: Pick<
    BoundGroups<{ video: typeof videoEndpoints }>['video'],
    'recommendLiveEnd' | 'recommendLiveEndList'
  >
}

/**
 * The actors of {@link liveEndMachine}: the two recommendation calls with a bound client.
 *
 * @example liveEndMachine.provide({ actors: liveEndActors({ client }) })
 */
export function liveEndActors({ client }: { client: LiveEndClient }) {
  return {
    recommendLiveEnd: fromCall(({ input, signal }: CallArgs<RecommendQuery>) =>
      client.video.recommendLiveEnd(input, { signal }),
    ),
    recommendLiveEndList: fromCall(({ input, signal }: CallArgs<RecommendQuery>) =>
      client.video.recommendLiveEndList(input, { signal }),
    ),
  }
}
