import type { RouteObject } from 'react-router'

/**
 * The dashboard's moderation (issue 29): the block lists, the chat's ban words, and the report
 * queues of the chat and the comments. Their first segments are the dashboard's, never
 * channel ids.
 */
export const moderationRoutes: RouteObject[] = [
  {
    path: 'dashboard/alert-users/ban-users',
    lazy: () =>
      import('../../pages/moderation/BlockListPages').then((m) => ({ Component: m.BanUsersPage })),
  },
  {
    path: 'dashboard/alert-users/chat-block-users',
    lazy: () =>
      import('../../pages/moderation/BlockListPages').then((m) => ({
        Component: m.ChatBlockUsersPage,
      })),
  },
  {
    path: 'dashboard/chat/chat-ban',
    lazy: () =>
      import('../../pages/moderation/ChatBanPage').then((m) => ({ Component: m.ChatBanPage })),
  },
  {
    path: 'dashboard/report/chat',
    lazy: () =>
      import('../../pages/moderation/ReportPages').then((m) => ({ Component: m.ChatReportsPage })),
  },
  {
    path: 'dashboard/report/comment',
    lazy: () =>
      import('../../pages/moderation/ReportPages').then((m) => ({
        Component: m.CommentReportsPage,
      })),
  },
]
