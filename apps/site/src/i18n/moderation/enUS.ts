import type { MessagesOf } from '@airwave/sdk/i18n'

// The site's words of the dashboard's moderation pages (issue 29), in English: the block
// lists, the ban-word page and the report queues. The chat's own words are the kit's.

export const enUS = {
  banUsersTitle: 'Banned users',
  banUsersBody:
    'Members banned from your chat with their messages erased (action 2). They can still watch.',
  chatBlockUsersTitle: 'Chat-blocked users',
  chatBlockUsersBody:
    'Members who cannot chat (action 3), and timeouts still running: a timeout lifts itself when its time is up.',
  chatBanTitle: 'Chat ban words',
  chatBanBody: 'Notice, rules, ice and slow mode are on the chat settings page.',
  chatSettingsLink: 'Chat settings',
  banWordsLink: 'Ban words',
  chatReportsTitle: 'Reported chat messages',
  chatReportsBody:
    'What viewers reported in your chat, newest report first. Blind hides the text for everyone; delete removes it; dismiss keeps it.',
  commentReportsTitle: 'Reported comments',
  commentReportsBody:
    'Comments and replies reported under your posts and videos, newest report first. Blind keeps it in its thread but hides the text for everyone; delete removes it; dismiss keeps it.',
  emptyBlocks: 'Nobody is on this list.',
  emptyReports: 'No open reports. Well done.',
  since: 'Since {date}',
  until: 'Until {time}',
  timeout: 'Timeout',
  unblock: 'Unblock',
  liftTimeout: 'Lift timeout',
  dismiss: 'Dismiss',
  blind: 'Blind',
  delete: 'Delete',
  blinded: 'Blinded',
  reports: 'Reports: {count}',
  reasons: 'Reasons: {reasons}',
  reasonSpam: 'spam or advertising',
  reasonAbusive: 'abusive or hateful language',
  reasonSexual: 'sexual content',
  reasonViolence: 'violence or dangerous acts',
  reasonMisinformation: 'false information',
  reasonOther: 'other',
  reportedAt: 'Last reported {date}',
  onPost: 'On a post',
  onVideo: 'On a video',
  reply: 'Reply',
  comment: 'Comment',
  done: 'Done.',
  by: 'By {name}',
}

/** One language's moderation pages' words: every key of the English. */
export type ModerationSiteMessages = MessagesOf<typeof enUS>
