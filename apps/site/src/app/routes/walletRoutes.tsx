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
