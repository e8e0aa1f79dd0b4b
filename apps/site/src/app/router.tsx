import { preloadHlsPlayer } from '@airwave/player'
import type { Session } from '@airwave/react'
import { createBrowserRouter, Navigate } from 'react-router'
import { SiteRoot } from '../layout/SiteRoot'
import { HomePage } from '../pages/HomePage'
import { NotFoundPage } from '../pages/NotFoundPage'
import { RouteError } from '../ui/RouteError'
import { accountRoutes } from './routes/accountRoutes'
import { dashboardCommunityRoutes } from './routes/dashboardCommunityRoutes'
import { embedRoutes } from './routes/embedRoutes'
import { missionRoutes } from './routes/missionRoutes'
import { moderationRoutes } from './routes/moderationRoutes'
import { socialRoutes } from './routes/socialRoutes'
import { statisticsRoutes } from './routes/statisticsRoutes'
import { subscriberRoutes } from './routes/subscriberRoutes'
import { subscriptionRoutes } from './routes/subscriptionRoutes'
import { walletRoutes } from './routes/walletRoutes'
import { overlayRoutes, widgetDashboardRoutes } from './routes/widgetRoutes'

/**
 * The site's pages. Static segments rank above `:channelId`, so `/login` and `/video/7` never
 * read as channels. The player and the community components load with the first page that
 * needs them, not with the shell.
 */
export function createSiteRouter(session: Session, clientId: string) {
  return createBrowserRouter([
    ...overlayRoutes,
    {
      element: <SiteRoot session={session} clientId={clientId} />,
      errorElement: <RouteError />,
      // Shown while the first page's code loads; the shell's own root is not there yet.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        { index: true, element: <HomePage /> },
        ...accountRoutes,
        ...socialRoutes,
        ...walletRoutes,
        ...subscriptionRoutes,
        ...subscriberRoutes,
        ...widgetDashboardRoutes,
        ...embedRoutes,
        ...missionRoutes,
        ...dashboardCommunityRoutes,
        ...moderationRoutes,
        ...statisticsRoutes,
        {
          path: 'setting/block-users',
          lazy: () =>
            import('../pages/BlockedUsersPage').then((m) => ({ Component: m.BlockedUsersPage })),
        },
        {
          path: 'dashboard',
          lazy: () =>
            import('../pages/dashboard/DashboardStreamPage').then((m) => ({
              Component: m.DashboardStreamPage,
            })),
        },
        {
          path: 'dashboard/community',
          lazy: () =>
            import('../pages/DashboardCommunityPage').then((m) => ({
              Component: m.DashboardCommunityPage,
            })),
        },
        {
          path: 'dashboard/chat',
          lazy: () =>
            import('../pages/DashboardChatPage').then((m) => ({ Component: m.DashboardChatPage })),
        },
        {
          path: 'chat/:channelId',
          lazy: () =>
            import('../pages/ChatPopoutPage').then((m) => ({ Component: m.ChatPopoutPage })),
        },
        {
          path: 'dashboard/community/post/:postId',
          lazy: () =>
            import('../pages/PostEditPage').then((m) => ({
              Component: () => <m.PostEditPage dashboard />,
            })),
        },
        {
          path: 'community/post/:postId',
          lazy: () => import('../pages/PostEditPage').then((m) => ({ Component: m.PostEditPage })),
        },
        // The streamer's and managers' polls (accounts-platform.md section 2's routes).
        {
          path: 'poll/create',
          lazy: () =>
            import('../pages/poll/PollCreatePage').then((m) => ({ Component: m.PollCreatePage })),
        },
        {
          path: 'poll/list',
          lazy: () =>
            import('../pages/poll/PollListPage').then((m) => ({ Component: m.PollListPage })),
        },
        {
          path: 'poll/:id/detail',
          lazy: () =>
            import('../pages/poll/PollDetailPage').then((m) => ({ Component: m.PollDetailPage })),
        },
        {
          path: 'poll/:id/edit',
          lazy: () =>
            import('../pages/poll/PollEditPage').then((m) => ({ Component: m.PollEditPage })),
        },
        {
          path: 'poll/ongoing/:id',
          lazy: () =>
            import('../pages/poll/PollOngoingPage').then((m) => ({
              Component: m.PollOngoingPage,
            })),
        },
        // Discovery (viewing.md and accounts-platform.md section 2): the lists, search,
        // following and categories. Their first segments are reserved: never channel ids.
        {
          path: 'live',
          lazy: () =>
            import('../pages/discovery/LivePage').then((m) => ({ Component: m.LivePage })),
        },
        ...(['all', 'replay', 'clip', 'upload'] as const).map((kind) => ({
          path: kind === 'all' ? 'video' : `video/${kind}`,
          lazy: () =>
            import('../pages/discovery/VideoListPage').then(({ VideoListPage }) => ({
              Component: () => <VideoListPage kind={kind} />,
            })),
        })),
        ...(['live', 'video', 'clip'] as const).map((tab) => ({
          path: `category/:name/${tab}`,
          lazy: () =>
            import('../pages/discovery/CategoryPage').then(({ CategoryPage }) => ({
              Component: () => <CategoryPage tab={tab} />,
            })),
        })),
        { path: 'category/:name', element: <Navigate to="live" replace /> },
        ...(['live', 'channel', 'category'] as const).map((tab) => ({
          path: tab === 'live' ? 'following' : `following/${tab}`,
          lazy: () =>
            import('../pages/discovery/FollowingPage').then(({ FollowingPage }) => ({
              Component: () => <FollowingPage tab={tab} />,
            })),
        })),
        ...['search', 'search/tag/:tag'].map((path) => ({
          path,
          lazy: () =>
            import('../pages/discovery/SearchPage').then((m) => ({ Component: m.SearchPage })),
        })),
        {
          path: 'setting/uninterested-channel',
          lazy: () =>
            import('../pages/setting/UninterestedChannelsPage').then((m) => ({
              Component: m.UninterestedChannelsPage,
            })),
        },
        {
          path: ':channelId/video',
          lazy: () =>
            import('../pages/discovery/ChannelVideoPage').then((m) => ({
              Component: m.ChannelVideoPage,
            })),
        },
        {
          path: 'video/:idx',
          lazy: () => {
            // hls.js loads beside the page's code, not after it: one round trip less before
            // the first frame on an opened link.
            preloadHlsPlayer()
            return import('../pages/VideoPage').then((m) => ({ Component: m.VideoPage }))
          },
        },
        {
          path: ':channelId',
          lazy: () => import('../pages/ChannelPage').then((m) => ({ Component: m.ChannelPage })),
        },
        {
          path: ':channelId/community',
          lazy: () =>
            import('../pages/CommunityPage').then((m) => ({ Component: m.CommunityPage })),
        },
        {
          path: ':channelId/community/:id',
          lazy: () => import('../pages/PostPage').then((m) => ({ Component: m.PostPage })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ])
}
