import type { RouteObject } from 'react-router'

/**
 * The member's subscribe and gift flows' pages (accounts-platform.md's item routes): the gift
 * form and the checkout's returns, inside the site's layout. Their first segments are reserved:
 * never channel ids.
 */
export const subscriptionRoutes: RouteObject[] = [
  {
    path: 'items/giftsub',
    lazy: () =>
      import('../../pages/subscription/GiftSubPage').then((m) => ({ Component: m.GiftSubPage })),
  },
  {
    path: 'payment/redirect/subscription',
    lazy: () =>
      import('../../pages/subscription/SubscriptionRedirectPage').then((m) => ({
        Component: m.SubscriptionRedirectPage,
      })),
  },
  {
    path: 'payment/redirect/subscription-voucher',
    lazy: () =>
      import('../../pages/subscription/SubscriptionRedirectPage').then((m) => ({
        Component: () => <m.SubscriptionRedirectPage voucher />,
      })),
  },
]
