import type { RouteObject } from 'react-router'

/**
 * The challenge missions (issue 28): a viewer's page (`/challenge`, `?channelId=` picks the
 * channel), the streamer's settings and a member's history, and the streamer's controls on the
 * dashboard, inside the site's layout. Their first segments are reserved: never channel ids.
 */
export const missionRoutes: RouteObject[] = [
  {
    path: 'challenge',
    lazy: () =>
      import('../../pages/mission/MissionPages').then((m) => ({ Component: m.ChallengePage })),
  },
  {
    path: 'challenge/config',
    lazy: () =>
      import('../../pages/mission/MissionPages').then((m) => ({
        Component: m.ChallengeConfigPage,
      })),
  },
  {
    path: 'challenge/history',
    lazy: () =>
      import('../../pages/mission/MissionPages').then((m) => ({
        Component: m.ChallengeHistoryPage,
      })),
  },
  {
    path: 'dashboard/mission',
    lazy: () =>
      import('../../pages/mission/MissionPages').then((m) => ({
        Component: m.DashboardMissionPage,
      })),
  },
]
