import type { RouteObject } from 'react-router'

/**
 * The embed's pages of the site. The iframe pages themselves (`/player/embed/{channel}`,
 * `/player/embed/video/{id}`, `/player/embed/error`, `/player/embed/community/{channel}`) are
 * served by the server, outside the site: a few hundred bytes and `/embed.js`, no React. Here:
 * the streamer's embed settings, `/dashboard/embed`, with the site's header.
 */
export const embedRoutes: RouteObject[] = [
  {
    lazy: () =>
      import('../../pages/embed/EmbedSettingsLayout').then((m) => ({
        Component: m.EmbedSettingsLayout,
      })),
    children: [
      {
        path: 'dashboard/embed',
        lazy: () =>
          import('../../pages/embed/EmbedSettingsPage').then((m) => ({
            Component: m.EmbedSettingsPage,
          })),
      },
    ],
  },
]
