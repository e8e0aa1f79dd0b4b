import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { StreamInfo, StreamKey, StreamPage } from '../contract/live/live.schemas'
import { CARD_LIST_META } from '../core/cardLists'
import type { BoundGroups } from '../core/client'
import type { QueryOptions } from '../core/queryClient'

type LiveApi = BoundGroups<{ live: typeof liveEndpoints }>['live']

/** How many more channels a live list shows at each "more" (the spec's list default). */
export const LIVE_LIST_PAGE = 20

/** Which live channels a list shows: how many, and of a category or all. */
export interface LiveListFilter {
  limit: number
  categoryIdx?: number | undefined
}

/**
 * Cache keys of live streams.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: liveKeys.streamInfo(channelId) })
 */
export const liveKeys = {
  all: ['live'] as const,
  lists: () => ['live', 'list'] as const,
  list: ({ limit, categoryIdx }: LiveListFilter) =>
    ['live', 'list', limit, categoryIdx ?? null] as const,
  /** The signed-in streamer's own stream, per channel as the stream key. */
  mine: (channelId: string) => ['live', 'mine', channelId] as const,
  streamInfo: (channelId: string) => ['live', 'streamInfo', channelId] as const,
  /** Per channel: switching channels must not show the previous channel's key. */
  streamKey: (channelId: string) => ['live', 'streamKey', channelId] as const,
}

/**
 * The channels live now, the most watched first: the first `limit` of them, of a category or
 * all (a list shows more by asking a larger `limit`). A card list: an edit, a delete or a
 * not-interested reads it again (`refreshCardLists`).
 *
 * @example
 * const observer = new QueryObserver(queryClient, liveListQuery(client, { limit: 8 }))
 */
export function liveListQuery(
  client: { live: Pick<LiveApi, 'listStreams'> },
  { limit, categoryIdx }: LiveListFilter,
): QueryOptions<StreamPage, ReturnType<typeof liveKeys.list>> {
  return {
    queryKey: liveKeys.list({ limit, categoryIdx }),
    queryFn: ({ signal }) =>
      client.live.listStreams(
        { page: 1, limit, ...(categoryIdx === undefined ? {} : { categoryIdx }) },
        { signal },
      ),
    meta: CARD_LIST_META,
  }
}

/**
 * The signed-in streamer's own stream (title, category, tags, settings) as the dashboard edits
 * it. Load it only for a signed-in streamer.
 *
 * @example
 * const mine = await queryClient.fetchQuery(myStreamInfoQuery(client, channelId))
 */
export function myStreamInfoQuery(
  client: { live: Pick<LiveApi, 'getMyStreamInfo'> },
  channelId: string,
): QueryOptions<StreamInfo, ReturnType<typeof liveKeys.mine>> {
  return {
    queryKey: liveKeys.mine(channelId),
    queryFn: ({ signal }) => client.live.getMyStreamInfo({ signal }),
  }
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
