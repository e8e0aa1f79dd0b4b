import type { liveEndpoints } from '../contract/live/live.endpoints'
import {
  STREAM_HEALTH_INTERVAL_MS,
  type StreamDashboard,
} from '../contract/live/streamDashboard.schemas'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'
import { liveKeys } from './live.queries'

type Endpoints = typeof liveEndpoints
type Needs<K extends keyof Endpoints> = ClientPart<'live', Endpoints, K>

/** How often the dashboard asks again while the channel is off (it learns a live start). */
export const DASHBOARD_OFF_INTERVAL_MS = 10_000

/** How often the current viewers are read again on the dashboard. */
export const VIEWER_STATS_INTERVAL_MS = 10_000

/**
 * How soon the dashboard asks again: with the ingest's measure while live (every 2 s), slower
 * while off or waiting.
 *
 * @example dashboardRefetchInterval({ isStream: true }) // 2000
 */
export function dashboardRefetchInterval(data: Pick<StreamDashboard, 'isStream'> | undefined) {
  return data?.isStream ? STREAM_HEALTH_INTERVAL_MS : DASHBOARD_OFF_INTERVAL_MS
}

/**
 * The streamer's dashboard home (live or not, since when, the ingest's health, chat activity),
 * read again every 2 s while live and every 10 s while off. Load it only for the channel's
 * streamer (others get 403 MANAGER_PERMISSION, not retried).
 *
 * @example
 * const observer = new QueryObserver(queryClient, streamDashboardQuery(client, 'airwave'))
 */
export function streamDashboardQuery(client: Needs<'getStreamDashboard'>, channelId: string) {
  return callQuery(
    liveKeys.dashboard(channelId),
    (signal) => client.live.getStreamDashboard({ channelId }, { signal }),
    {
      staleTime: 0,
      retry: false,
      refetchInterval: (query) => dashboardRefetchInterval(query.state.data),
    },
  )
}

/**
 * The channel's viewer statistics (current, cumulative, guests and members...), read again
 * every 10 s; a refusal or a missing call is not retried (the dashboard shows "—").
 *
 * @example
 * const observer = new QueryObserver(queryClient, viewerStatsQuery(client, 'airwave'))
 */
export function viewerStatsQuery(client: Needs<'getViewerStats'>, channelId: string) {
  return callQuery(
    liveKeys.viewerStats(channelId),
    (signal) => client.live.getViewerStats(channelId, { signal }),
    { staleTime: 0, retry: false, refetchInterval: VIEWER_STATS_INTERVAL_MS },
  )
}

/**
 * Every category, in the platform's order, for a picker. Stale after 5 minutes.
 *
 * @example
 * const { categoryList } = await queryClient.fetchQuery(categoryListQuery(client))
 */
export function categoryListQuery(client: Needs<'listCategories'>) {
  return callQuery(liveKeys.categories(), (signal) => client.live.listCategories({ signal }), {
    staleTime: 5 * 60_000,
  })
}
