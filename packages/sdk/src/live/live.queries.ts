import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { StreamInfo, StreamKey } from '../contract/live/live.schemas'
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
  /** Per channel: switching channels must not show the previous channel's key. */
  streamKey: (channelId: string) => ['live', 'streamKey', channelId] as const,
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

/**
 * The signed-in streamer's stream key and RTMP ingest URL. A secret: never retried on a refusal
 * and dropped from the cache as soon as no screen shows it (gcTime 0).
 *
 * @example
 * const observer = new QueryObserver(queryClient, streamKeyQuery(client, channelId))
 */
export function streamKeyQuery(
  client: { live: Pick<LiveApi, 'getStreamKey'> },
  channelId: string,
): QueryOptions<StreamKey, ReturnType<typeof liveKeys.streamKey>> {
  return {
    queryKey: liveKeys.streamKey(channelId),
    queryFn: ({ signal }) => client.live.getStreamKey({ signal }),
    retry: false,
    gcTime: 0,
  }
}

/**
 * Replaces the stream key and puts the new one in the cache, so every screen showing the key
 * shows the new one (encoders using the old key can no longer publish: ask first).
 *
 * @example await regenerateStreamKey(client, queryClient, channelId)
 */
export async function regenerateStreamKey(
  client: { live: Pick<LiveApi, 'regenerateStreamKey'> },
  queryClient: { setQueryData: (key: readonly unknown[], data: StreamKey) => unknown },
  channelId: string,
): Promise<StreamKey> {
  const fresh = await client.live.regenerateStreamKey()
  queryClient.setQueryData(liveKeys.streamKey(channelId), fresh)
  return fresh
}
