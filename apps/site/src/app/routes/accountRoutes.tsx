import type { RouteObject } from 'react-router'

const account = () => import('../../pages/account/AccountPages')
const status = () => import('../../pages/account/StatusPages')
const login = () => import('../../pages/account/LoginPage')

/**
 * The account pages of accounts-platform.md section 2 (sign-up, login, reset, account, channel,
 * member status, withdrawal, maintenance, error), inside the site's layout. Their first
 * segments are reserved: never channel ids (the server's `reservedChannelIds`).
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () => login().then(({ LoginPage }) => ({ Component: () => <LoginPage /> })),
  },
  {
    path: 'login/email',
    lazy: () => login().then(({ LoginPage }) => ({ Component: () => <LoginPage email /> })),
  },
  {
    path: 'login/link',
    lazy: () =>
      import('../../pages/account/LinkSignInPage').then((m) => ({ Component: m.LinkSignInPage })),
  },
  {
    path: 'sign-up/:step?',
    lazy: () => import('../../pages/account/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('../../pages/account/ResetPasswordPage').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  { path: 'member/block', lazy: () => status().then((m) => ({ Component: m.MemberBlockPage })) },
  {
    path: 'member/already-register',
    lazy: () => status().then((m) => ({ Component: m.AlreadyRegisteredPage })),
  },
  {
    path: 'withdrawal-completed',
    lazy: () => status().then((m) => ({ Component: m.WithdrawalCompletedPage })),
  },
  { path: 'error', lazy: () => status().then((m) => ({ Component: m.ErrorPage })) },
  {
    path: 'terms',
    lazy: () => import('../../pages/account/LegalPages').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'privacy',
    lazy: () =>
      import('../../pages/account/LegalPages').then((m) => ({ Component: m.PrivacyPage })),
  },
  { path: 'account', lazy: () => account().then((m) => ({ Component: m.AccountInfoPage })) },
  { path: 'account/info', lazy: () => account().then((m) => ({ Component: m.AccountInfoPage })) },
  {
    path: 'account/security',
    lazy: () => account().then((m) => ({ Component: m.AccountSecurityPage })),
  },
  { path: 'withdrawal', lazy: () => account().then((m) => ({ Component: m.WithdrawalPage })) },
  {
    path: 'channel/create',
    lazy: () =>
      import('../../pages/account/ChannelCreatePage').then((m) => ({
        Component: m.ChannelCreatePage,
      })),
  },
  {
    path: 'channel/management',
    lazy: () => account().then((m) => ({ Component: m.ChannelManagementPage })),
  },
  {
    path: 'channel/delete',
    lazy: () => account().then((m) => ({ Component: m.ChannelDeletePage })),
  },
  {
    path: 'under-maintenance',
    lazy: () =>
      import('../../pages/account/MaintenancePage').then((m) => ({
        Component: m.MaintenancePage,
      })),
  },
]
