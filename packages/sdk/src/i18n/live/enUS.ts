/**
 * The live page's words in English (the like of a live broadcast), and the keys every other
 * language has. A domain of its own: a page without a live carries none of them.
 *
 * @example
 * enUS.likeCount.other // '{count} likes'
 */
export const enUS = {
  like: 'Like',
  likeCount: { one: '{count} like', other: '{count} likes' },
  likeFailed: 'Your like could not be saved. Try again.',
  likeEnded: 'This live has ended: it takes no more likes.',
  likeRateLimited: 'Too many likes at once. Try again in a moment.',
  likeRefused: 'You cannot like this live.',
  likeOwn: 'You cannot like your own live.',
} as const
