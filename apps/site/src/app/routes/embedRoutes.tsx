import type { RouteObject } from 'react-router'

/**
 * The embed's pages of the site, inside its layout. The iframe pages themselves
 * (`/player/embed/{channel}`, `/player/embed/video/{id}`, `/player/embed/error`,
 * `/player/embed/community/{channel}`) are served by the server, outside the site: a few hundred
 * bytes and `/embed.js`, no React. Here: the streamer's embed settings, `/dashboard/embed`.
 */
export const embedRoutes: RouteObject[] = [
  {
    path: 'dashboard/embed',
    lazy: () =>
      import('../../pages/embed/EmbedSettingsPage').then((m) => ({
        Component: m.EmbedSettingsPage,
      })),
  },
]
