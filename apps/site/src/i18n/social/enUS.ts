import type { MessagesOf } from '@airwave/sdk/i18n'

// The site's words around social sign-in, the linked accounts and the notification settings,
// in English: page titles and what the pages say between the kit's components.

export const enUS = {
  /** Between the e-mail form and the social buttons. */
  or: 'or',
  thirdPartyTitle: 'Sign in with a social account',
  signUpTitle: 'Sign up',
  accountConnectTitle: 'Linked accounts',
  notificationSettingsTitle: 'Notification settings',
  popupTitle: 'Social sign-in',
  /** A popup whose opener is gone: it signed in, and can be closed. */
  popupDone: 'All done. You can close this window.',
  linkedTitle: 'Account linked',
}

/** One language's social pages' site words: every key of the English. A missing key is a type error. */
export type SocialSiteMessages = MessagesOf<typeof enUS>
