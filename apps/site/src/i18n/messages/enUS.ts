import type { MessagesOf } from '@airwave/sdk/i18n'

// The site's own words in English, the default, bundled with the site (the kit's components
// bring theirs). Each other language is a JSON file of its own, loaded when it is chosen.

export const enUS = {
  home: 'Home',
  homeIntro: 'Live streams, videos and channel communities, built from the Airwave kit.',
  goToChannel: 'Go to a channel',
  channelIdLabel: 'Channel ID',
  go: 'Go',
  myChannel: 'My channel',
  account: 'Account',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signInTitle: 'Sign in with e-mail',
  email: 'E-mail',
  password: 'Password',
  signingIn: 'Signing in…',
  signedInAs: 'Signed in as',
  themeDark: 'Dark theme',
  themeLight: 'Light theme',
  language: 'Language',
  blockedUsers: 'Blocked users',
  /** The header's links to the member's subscriptions and gift subscriptions (the wallet). */
  mySubscriptions: 'My subscriptions',
  giftSubscriptions: 'Gift subscriptions',
  /** The header's menu of the member's settings pages (blocked users, hidden channels). */
  settingsMenu: 'Settings',
  /** The phone header's menu button (the links, language, theme and account). */
  menu: 'Menu',
  community: 'Community',
  goToCommunity: 'Go to the community',
  live: 'LIVE',
  viewers: 'viewers',
  /** The count's word where the language says "one" apart (English: 1 viewer). */
  viewer: 'viewer',
  offline: 'Offline',
  offlineBody: 'This channel is not broadcasting right now.',
  video: 'Video',
  loading: 'Loading…',
  failed: 'Something went wrong.',
  retry: 'Try again',
  notFound: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist.',
  channelNotFound: 'This channel does not exist.',
  videoNotFound: 'This video does not exist or is not ready yet.',
  backToChannel: 'Back to the channel',
  dashboard: 'Dashboard',
  dashboardCommunity: 'Community posts',
  newPost: 'New post',
  writePost: 'Write a post',
  needChannel: 'Create your channel first: posts belong to a channel.',
  editPost: 'Edit post',
  likes: 'likes',
  like: 'like',
  chat: 'Chat',
  popOutChat: 'Pop out chat',
  dashboardChat: 'Chat settings',
  /** `/dashboard/chat`'s title: the kit's form under it is headed "Chat settings". */
  dashboardChatTitle: 'Chat',
  /** The dashboard's link to the channel's polls. */
  dashboardPolls: 'Polls',
  /** The dashboard's link to the channel's money (the earnings; the signature gems from there). */
  dashboardMonetization: 'Monetization',
  /** The dashboard's link to the channel's subscribers (their badges, emoticons and name colours from there). */
  dashboardSubscribers: 'Subscribers',
  /** The tabs of the subscriber pages: the list, the badges, the emoticons, the name colours. */
  subscriberPages: 'Subscriber pages',
  /** The stream dashboard (`/dashboard`): the live preview and the stream settings. */
  dashboardStream: 'Stream',
  livePreview: 'Live preview',
  previewOff: 'You are not live. Start your encoder to go live.',
  streamTitleLabel: 'Stream title',
  streamAdult: 'For adults only',
  streamAdultHint: 'Viewers confirm they are adults before they watch.',
  streamTagsLabel: 'Tags',
  streamTagsHint: 'Separate tags with commas: up to {limit}, each up to {length} characters.',
  streamTagsTooMany: 'Use at most {limit} tags.',
  streamTagsTooLong: 'Keep each tag to {length} characters or fewer.',
  streamPendingEnd: 'Wait for me if my stream drops',
  streamPendingEndHint:
    'When your encoder stops, viewers are told the stream is paused for up to a minute, and the same live goes on when you are back.',
  streamSave: 'Save',
  streamSaved: 'Stream settings saved.',
  /** The dashboard's stop alert: the streamer's channel is suspended. */
  stopTitle: 'Your channel is suspended',
  stopBody: 'You cannot broadcast or use the dashboard while the suspension lasts.',
  stopConfirm: 'Go to the home page',
  /** The dashboard's encoder setup: the RTMP ingest URL and the stream key. */
  encoderSetup: 'Encoder setup',
  encoderSetupLead:
    'In your encoder (OBS or another), set the server to the ingest URL and paste the stream key.',
  ingestUrl: 'Ingest URL (RTMP server)',
  copyIngestUrl: 'Copy URL',
  streamKey: 'Stream key',
  showStreamKey: 'Show key',
  hideStreamKey: 'Hide key',
  copyStreamKey: 'Copy key',
  regenerateStreamKey: 'Regenerate key',
  regenerateStreamKeyTitle: 'Regenerate the stream key?',
  regenerateStreamKeyBody:
    'Encoders using the current key will stop working until you give them the new one.',
  regenerateFailed: 'The stream key could not be regenerated. Try again.',
  streamKeyRegenerated: 'A new stream key is ready. Update your encoder.',
  streamKeyCopied: 'Stream key copied.',
  ingestUrlCopied: 'Ingest URL copied.',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  cancel: 'Cancel',
}

/** One language's site words: every key of the English. A missing key is a type error. */
export type SiteMessages = MessagesOf<typeof enUS>
