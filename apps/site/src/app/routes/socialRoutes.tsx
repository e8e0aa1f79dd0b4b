import type { RouteObject } from 'react-router'

/**
 * Social sign-in (`/login/popup/{platform}`, `/login/third-party/...`), the linked accounts
 * (`/account/connect`) and the notification settings (`/setting/notifications`), inside the
 * site's layout. Their first segments are reserved: never channel ids.
 */
export const socialRoutes: RouteObject[] = [
  {
    path: 'login/popup/:platform',
    lazy: () =>
      import('../../pages/social/SocialPopupPage').then((m) => ({ Component: m.SocialPopupPage })),
  },
  {
    path: 'login/third-party',
    lazy: () =>
      import('../../pages/social/ThirdPartyLoginPage').then((m) => ({
        Component: m.ThirdPartyLoginPage,
      })),
  },
  {
    path: 'login/third-party/agreement',
    lazy: () =>
      import('../../pages/social/SocialAgreementPage').then((m) => ({
        Component: m.SocialAgreementPage,
      })),
  },
  {
    path: 'login/third-party/channel-select',
    lazy: () =>
      import('../../pages/social/SocialChannelPage').then((m) => ({
        Component: m.SocialChannelPage,
      })),
  },
  {
    path: 'account/connect',
    lazy: () =>
      import('../../pages/social/AccountConnectPage').then((m) => ({
        Component: m.AccountConnectPage,
      })),
  },
  {
    path: 'setting/notifications',
    lazy: () =>
      import('../../pages/notification/NotificationSettingsPage').then((m) => ({
        Component: m.NotificationSettingsPage,
      })),
  },
]
