import type { RouteObject } from 'react-router'

/**
 * The streamer's statistics (issue 29): the broadcasts, one broadcast, the channel. One lazy
 * chunk for the three (with uPlot and its stylesheet).
 */
const pages = () => import('../../pages/statistics/StatisticsPages')

export const statisticsRoutes: RouteObject[] = [
  {
    path: 'dashboard/statistics/broadcast',
    lazy: () => pages().then((m) => ({ Component: m.BroadcastStatsPage })),
  },
  {
    path: 'dashboard/statistics/broadcast/:id',
    lazy: () => pages().then((m) => ({ Component: m.BroadcastDetailPage })),
  },
  {
    path: 'dashboard/statistics/channel',
    lazy: () => pages().then((m) => ({ Component: m.ChannelStatsPage })),
  },
]
