import type { RouteObject } from 'react-router'

/**
 * The gem shop, the payment's return and result, the wallet's lists (accounts-platform.md's
 * item and wallet routes) and the streamer's money on the dashboard, inside the site's layout.
 * Their first segments are reserved: never channel ids.
 */
export const walletRoutes: RouteObject[] = [
  {
    path: 'items/gem-charge',
    lazy: () =>
      import('../../pages/wallet/GemChargePage').then((m) => ({ Component: m.GemChargePage })),
  },
  {
    path: 'payment/redirect/gem',
    lazy: () =>
      import('../../pages/wallet/PaymentRedirectPage').then((m) => ({
        Component: m.PaymentRedirectPage,
      })),
  },
  {
    path: 'purchase-complete',
    lazy: () =>
      import('../../pages/wallet/PaymentRedirectPage').then((m) => ({
        Component: () => <m.PaymentRedirectPage complete />,
      })),
  },
  {
    path: 'wallet/gem-purchase',
    lazy: () =>
      import('../../pages/wallet/WalletPage').then((m) => ({ Component: m.GemPurchasePage })),
  },
  {
    path: 'wallet/gem-history',
    lazy: () =>
      import('../../pages/wallet/WalletPage').then((m) => ({ Component: m.GemHistoryPage })),
  },
  // The member's subscriptions and gift subscription histories.
  {
    path: 'subscriptions',
    lazy: () =>
      import('../../pages/wallet/SubscriptionPages').then((m) => ({
        Component: m.SubscriptionsPage,
      })),
  },
  {
    path: 'subscriptions/payments',
    lazy: () =>
      import('../../pages/wallet/SubscriptionPages').then((m) => ({
        Component: m.SubscriptionPaymentsPage,
      })),
  },
  {
    path: 'subscriptions/:subscriptionId',
    lazy: () =>
      import('../../pages/wallet/SubscriptionPages').then((m) => ({
        Component: m.SubscriptionDetailPage,
      })),
  },
  {
    path: 'wallet/giftsub-history',
    lazy: () =>
      import('../../pages/wallet/GiftSubPages').then((m) => ({ Component: m.GiftSubHistoryPage })),
  },
  {
    path: 'wallet/giftsub-purchase',
    lazy: () =>
      import('../../pages/wallet/GiftSubPages').then((m) => ({ Component: m.GiftSubPurchasePage })),
  },
  {
    path: 'wallet/free-giftsub-history',
    lazy: () =>
      import('../../pages/wallet/GiftSubPages').then((m) => ({
        Component: m.FreeGiftSubHistoryPage,
      })),
  },
  // The streamer's side: the monetization sign-up, the earnings and the signature gems.
  {
    path: 'dashboard/monetization/signup',
    lazy: () =>
      import('../../pages/dashboard/MonetizationPages').then((m) => ({
        Component: m.MonetizationSignupPage,
      })),
  },
  {
    path: 'dashboard/monetization',
    lazy: () =>
      import('../../pages/dashboard/MonetizationPages').then((m) => ({
        Component: m.MonetizationPage,
      })),
  },
  {
    path: 'dashboard/signature-gem',
    lazy: () =>
      import('../../pages/dashboard/MonetizationPages').then((m) => ({
        Component: m.SignatureGemPage,
      })),
  },
]
