import type { RouteObject } from 'react-router'

/**
 * The streamer's subscriber pages on the dashboard (accounts-platform.md's dashboard routes
 * subscribers, subscribers/badge, subscribers/emoticon, subscribers/name-color), inside the
 * site's layout. The subscription revenue is on `/dashboard/monetization` (walletRoutes).
 */
export const subscriberRoutes: RouteObject[] = [
  {
    path: 'dashboard/subscribers',
    lazy: () =>
      import('../../pages/dashboard/SubscriberPages').then((m) => ({
        Component: m.SubscribersPage,
      })),
  },
  {
    path: 'dashboard/subscribers/badge',
    lazy: () =>
      import('../../pages/dashboard/SubscriberPages').then((m) => ({
        Component: m.SubscriberBadgePage,
      })),
  },
  {
    path: 'dashboard/subscribers/emoticon',
    lazy: () =>
      import('../../pages/dashboard/SubscriberPages').then((m) => ({
        Component: m.SubscriberEmoticonPage,
      })),
  },
  {
    path: 'dashboard/subscribers/name-color',
    lazy: () =>
      import('../../pages/dashboard/SubscriberPages').then((m) => ({
        Component: m.SubscriberNameColorPage,
      })),
  },
]
