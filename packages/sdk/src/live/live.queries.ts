import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { StreamInfo } from '../contract/live/live.schemas'
import type { BoundGroups } from '../core/client'
import type { QueryOptions } from '../core/queryClient'

type LiveApi = BoundGroups<{ live: typeof liveEndpoints }>['live']

/**
 * Cache keys of live streams.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: liveKeys.streamInfo(channelId) })
 */
export const liveKeys = {
  all: ['live'] as const,
  streamInfo: (channelId: string) => ['live', 'streamInfo', channelId] as const,
}

/**
 * A channel's stream. Stale at once (staleTime 0): live status and viewers change all the time.
 *
 * @example
 * const observer = new QueryObserver(queryClient, streamInfoQuery(client, 'kim'))
 */
export function streamInfoQuery(
  client: { live: Pick<LiveApi, 'getStreamInfo'> },
  channelId: string,
): QueryOptions<StreamInfo, ReturnType<typeof liveKeys.streamInfo>> {
  return {
    queryKey: liveKeys.streamInfo(channelId),
    queryFn: ({ signal }) => client.live.getStreamInfo(channelId, { signal }),
    staleTime: 0,
  }
}
