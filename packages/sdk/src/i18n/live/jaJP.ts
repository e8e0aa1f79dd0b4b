import type { LiveMessages } from './liveMessages'

/** The live page's words in Japanese. */
export const jaJP: LiveMessages = {
  like: 'いいね',
  likeCount: { other: 'いいね{count}件' },
  likeFailed: 'いいねを保存できませんでした。もう一度お試しください。',
  likeEnded: 'この配信は終了したため、いいねできません。',
  likeRateLimited: 'いいねが多すぎます。しばらくしてからお試しください。',
  likeRefused: 'この配信にはいいねできません。',
  likeOwn: '自分の配信にはいいねできません。',
}
