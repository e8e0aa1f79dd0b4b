import type { RouteObject } from 'react-router'

const pages = {
  followers: () => import('../../pages/dashboard/community/FollowersPage'),
  channelInfo: () => import('../../pages/dashboard/community/ChannelInfoPage'),
  managers: () => import('../../pages/dashboard/community/ManagersPage'),
  activity: () => import('../../pages/dashboard/community/ManagerActivityPage'),
}

/**
 * The dashboard's community pages (accounts-platform.md's dashboard routes): followers,
 * channel info, managers and their activity.
 */
export const dashboardCommunityRoutes: RouteObject[] = [
  {
    path: 'dashboard/followers',
    lazy: () => pages.followers().then((m) => ({ Component: m.FollowersPage })),
  },
  {
    path: 'dashboard/channel-info',
    lazy: () => pages.channelInfo().then((m) => ({ Component: m.ChannelInfoPage })),
  },
  {
    path: 'dashboard/manager',
    lazy: () => pages.managers().then((m) => ({ Component: m.ManagersPage })),
  },
  {
    path: 'dashboard/manager/activity',
    lazy: () => pages.activity().then((m) => ({ Component: m.ManagerActivityPage })),
  },
]
