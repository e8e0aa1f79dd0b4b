/**
 * The notifications' words in English (the header's bell and panel, `/setting/notifications`
 * and its followed channels), and the keys every other language has.
 *
 * @example
 * enUS.typeLive // '{nickname} is live'
 */
export const enUS = {
  notifications: 'Notifications',
  bellNew: { one: 'Notifications: {shown} new', other: 'Notifications: {shown} new' },
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet.',
  loadFailed: 'The notifications could not be loaded.',
  retry: 'Try again',
  loading: 'Loading…',
  showMore: 'Show more',
  deleteRecord: 'Delete this notification',
  unread: 'Unread',
  typeLive: '{nickname} is live',
  typeReply: '{nickname} replied to your comment',
  typeMention: '{nickname} mentioned you',
  typeOther: 'News from {nickname}',
  close: 'Close',
  settings: 'Notification settings',
  kindsTitle: 'What notifies you',
  kindLive: 'A channel you follow goes live',
  kindReply: 'Replies to your comments',
  kindMention: 'Mentions of your channel',
  followsTitle: 'Channels you follow',
  followsLead: 'Live notifications, channel by channel.',
  followsEmpty: 'You do not follow any channel yet.',
  channelSwitch: 'Live notifications from {name}',
  tooMany: 'Too many changes at once. Wait a moment, then try again.',
  saveFailed: 'The change could not be saved.',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
}
