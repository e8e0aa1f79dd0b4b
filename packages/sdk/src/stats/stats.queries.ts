import type { statsEndpoints } from '../contract/stats/stats.endpoints'
import type { StatUnit } from '../contract/stats/stats.schemas'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof statsEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'stats', Endpoints, K>

/** Broadcasts a page of the broadcast statistics shows. */
export const BROADCAST_STATS_PAGE = 20

/**
 * Cache keys of a channel's statistics.
 *
 * @example queryClient.invalidateQueries({ queryKey: statsKeys.channel('airwave') })
 */
export const statsKeys = {
  all: ['stats'] as const,
  channel: (channelId: string) => ['stats', channelId] as const,
  broadcasts: (channelId: string, page: number) =>
    ['stats', channelId, 'broadcasts', page] as const,
  broadcast: (channelId: string, broadcastIdx: number) =>
    ['stats', channelId, 'broadcast', broadcastIdx] as const,
  channelStats: (channelId: string, unit: StatUnit) =>
    ['stats', channelId, 'channel', unit] as const,
}

/** The aggregates move every 10 s at most: a page read within a minute is fresh enough. */
const STALE_MS = 60_000

/**
 * One page of the channel's broadcasts with their figures (the streamer only).
 *
 * @example useQuery(broadcastStatsQuery(client, 'airwave', 1))
 */
export function broadcastStatsQuery(
  client: Needs<'listBroadcasts'>,
  channelId: string,
  page: number,
) {
  return callQuery(
    statsKeys.broadcasts(channelId, page),
    (signal) =>
      client.stats.listBroadcasts(channelId, { page, limit: BROADCAST_STATS_PAGE }, { signal }),
    { staleTime: STALE_MS },
  )
}

/**
 * One broadcast: figures, viewer curve and breakdowns.
 *
 * @example useQuery(broadcastDetailQuery(client, 'airwave', 12))
 */
export function broadcastDetailQuery(
  client: Needs<'getBroadcast'>,
  channelId: string,
  broadcastIdx: number,
) {
  return callQuery(
    statsKeys.broadcast(channelId, broadcastIdx),
    (signal) => client.stats.getBroadcast(channelId, broadcastIdx, { signal }),
    { staleTime: STALE_MS },
  )
}

/**
 * The channel's followers, plays, viewers and time watched by day or by month.
 *
 * @example useQuery(channelStatsQuery(client, 'airwave', 'month'))
 */
export function channelStatsQuery(
  client: Needs<'getChannelStats'>,
  channelId: string,
  unit: StatUnit,
) {
  return callQuery(
    statsKeys.channelStats(channelId, unit),
    (signal) => client.stats.getChannelStats(channelId, { unit }, { signal }),
    { staleTime: STALE_MS },
  )
}
