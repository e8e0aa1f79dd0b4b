import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { StreamKey } from '../contract/live/live.schemas'
import { callQuery } from '../core/callQuery'
import { CARD_LIST_META } from '../core/cardLists'
import type { ClientPart } from '../core/client'

type Endpoints = typeof liveEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'live', Endpoints, K>

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
  /** The streamer's dashboard home (live state, health, chat activity). */
  dashboard: (channelId: string) => ['live', 'dashboard', channelId] as const,
  viewerStats: (channelId: string) => ['live', 'viewerStats', channelId] as const,
  /** Every category, for the stream settings' picker. */
  categories: () => ['live', 'categories'] as const,
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
  client: Needs<'listStreams'>,
  { limit, categoryIdx }: LiveListFilter,
) {
  const category = categoryIdx === undefined ? {} : { categoryIdx }
  return callQuery(
    liveKeys.list({ limit, categoryIdx }),
    (signal) => client.live.listStreams({ page: 1, limit, ...category }, { signal }),
    { meta: CARD_LIST_META },
  )
}

/**
 * The signed-in streamer's own stream (title, category, tags, settings) as the dashboard edits
 * it. Load it only for a signed-in streamer.
 *
 * @example
 * const mine = await queryClient.fetchQuery(myStreamInfoQuery(client, channelId))
 */
export function myStreamInfoQuery(client: Needs<'getMyStreamInfo'>, channelId: string) {
  return callQuery(liveKeys.mine(channelId), (signal) =>
    client.live.getMyStreamInfo({ channelId }, { signal }),
  )
}

/**
 * A channel's stream. Stale at once (staleTime 0): live status and viewers change all the time.
 *
 * @example
 * const observer = new QueryObserver(queryClient, streamInfoQuery(client, 'kim'))
 */
export function streamInfoQuery(client: Needs<'getStreamInfo'>, channelId: string) {
  return callQuery(
    liveKeys.streamInfo(channelId),
    (signal) => client.live.getStreamInfo(channelId, { signal }),
    { staleTime: 0 },
  )
}

/**
 * The signed-in streamer's stream key and RTMP ingest URL. A secret: never retried on a refusal
 * and dropped from the cache as soon as no screen shows it (gcTime 0).
 *
 * @example
 * const observer = new QueryObserver(queryClient, streamKeyQuery(client, channelId))
 */
export function streamKeyQuery(client: Needs<'getStreamKey'>, channelId: string) {
  return callQuery(
    liveKeys.streamKey(channelId),
    (signal) => client.live.getStreamKey({ channelId }, { signal }),
    {
      retry: false,
      gcTime: 0,
    },
  )
}

/**
 * Replaces the stream key and puts the new one in the cache, so every screen showing the key
 * shows the new one (encoders using the old key can no longer publish: ask first).
 *
 * @example await regenerateStreamKey(client, queryClient, channelId)
 */
export async function regenerateStreamKey(
  client: Needs<'regenerateStreamKey'>,
  queryClient: { setQueryData: (key: readonly unknown[], data: StreamKey) => unknown },
  channelId: string,
): Promise<StreamKey> {
  const fresh = await client.live.regenerateStreamKey({ channelId })
  queryClient.setQueryData(liveKeys.streamKey(channelId), fresh)
  return fresh
}
