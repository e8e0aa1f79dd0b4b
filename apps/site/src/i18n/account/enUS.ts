import type { MessagesOf } from '@airwave/sdk/i18n'

// The site's own words around the account pages, in English: the header's sign-up link, the
// account menu and the account pages' navigation. The screens' words are the kit's
// (`accountCatalogue`).

export const enUS = {
  signUp: 'Sign up',
  accountMenu: 'Account settings',
  accountNav: 'Account pages',
  navInfo: 'Account',
  navSecurity: 'Password and devices',
  navChannels: 'Channels',
  navConnect: 'Linked accounts',
  navWithdrawal: 'Delete account',
  signUpTitle: 'Sign up',
  loginTitle: 'Sign in',
  resetTitle: 'Reset password',
  blockTitle: 'Blocked',
  alreadyRegisteredTitle: 'Already registered',
  withdrawalTitle: 'Delete account',
  withdrawnTitle: 'Account deleted',
  channelCreateTitle: 'Create a channel',
  channelsTitle: 'Your channels',
  channelDeleteTitle: 'Delete a channel',
  maintenanceTitle: 'Under maintenance',
  errorTitle: 'Error',
  /** The terms and privacy pages (`/terms`, `/privacy`) that the sign-up links to. */
  termsTitle: 'Terms of Service',
  termsBody:
    "Airwave is a reference platform for a streaming kit. By using it you agree to stream and write only what you have the right to share, to respect other members, and to follow each channel's chat rules. Channels that break these terms can be suspended and their content removed.",
  privacyTitle: 'Privacy Policy',
  privacyBody:
    'We keep your e-mail address, birth date, channel and what you post so that the service works; we use them for nothing else and sell them to no one. You can change your details in your account settings and delete your account at any time, which removes your channels and posts.',
}

/** One language's account pages' site words: every key of the English. A missing key is a type error. */
export type AccountSiteMessages = MessagesOf<typeof enUS>
