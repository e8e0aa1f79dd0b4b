/**
 * The words of discovery and the video page in English (cards, the search box, the channel
 * header, the follow and video like buttons), and the keys every other language has.
 *
 * @example enUS.viewers.other // '{count} viewers'
 */
export const enUS = {
  live: 'Live',
  viewers: { one: '{count} viewer', other: '{count} viewers' },
  length: 'Length {time}',
  replay: 'Replay',
  clip: 'Clip',
  upload: 'Video',
  adult: 'Adult content',
  blind: 'This video is hidden',
  cardMenu: 'More options for {title}',
  edit: 'Edit',
  delete: 'Delete',
  notInterested: 'Not interested',
  report: 'Report',
  deleteVideoTitle: 'Delete this video?',
  deleteVideoBody: 'It will be removed from your channel. This cannot be undone.',
  cancel: 'Cancel',
  notInterestedFailed: 'This channel could not be hidden. Try again.',
  noCards: 'Nothing to show here yet.',
  loadFailed: 'This list could not be loaded.',
  retry: 'Try again',
  search: 'Search',
  searchPlaceholder: 'Search channels, lives and videos',
  recentSearches: 'Recent searches',
  removeTerm: 'Remove {term} from recent searches',
  clearHistory: 'Clear all',
  noHistory: 'No recent searches',
  channels: 'Channels',
  follow: 'Follow',
  following: 'Following',
  followers: { one: '{count} follower', other: '{count} followers' },
  followFailed: 'Your follow could not be saved. Try again.',
  like: 'Like',
  likes: { one: '{count} like', other: '{count} likes' },
  likeFailed: 'Your like could not be saved. Try again.',
  sortLikes: 'Popular',
  sortNewest: 'Newest',
} as const
