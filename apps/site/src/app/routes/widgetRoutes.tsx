import type { RouteObject } from 'react-router'

/**
 * The streamers' OBS overlays (`/widget/alertbox/{id}`, ...), outside the site's layout: no
 * header, no site chrome, a transparent page for a browser source. The key decides the kind.
 */
export const overlayRoutes: RouteObject[] = [
  ...(['alertbox', 'chatbox', 'timer', 'poll', 'challenge-mission'] as const).map((kind) => ({
    path: `widget/${kind}/:key`,
    // Nothing while the overlay's code loads: the source stays transparent over the scene (and
    // React Router warns on a first load of a lazy route without a fallback).
    hydrateFallbackElement: <></>,
    lazy: () =>
      import('../../pages/widget/OverlayPage').then((m) => ({ Component: m.OverlayPage })),
  })),
]

/** The streamers' widget settings (`/dashboard/widget/...`), inside the site's layout. */
export const widgetDashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard/widget/alertbox',
    lazy: () =>
      import('../../pages/widget/AlertBoxPage').then((m) => ({ Component: m.AlertBoxPage })),
  },
  {
    path: 'dashboard/widget/chatbox',
    lazy: () =>
      import('../../pages/widget/ChatBoxPage').then((m) => ({ Component: m.ChatBoxPage })),
  },
  {
    path: 'dashboard/widget/timer',
    lazy: () => import('../../pages/widget/TimerPage').then((m) => ({ Component: m.TimerPage })),
  },
  {
    path: 'dashboard/widget/status-board',
    lazy: () =>
      import('../../pages/widget/StatusBoardPage').then((m) => ({
        Component: m.StatusBoardPage,
      })),
  },
]
