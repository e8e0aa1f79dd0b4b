import type { LiveMessages } from './liveMessages'

/** The live page's words in Traditional Chinese. */
export const zhTW: LiveMessages = {
  like: '按讚',
  likeCount: { other: '{count} 個讚' },
  likeFailed: '無法儲存你的讚，請再試一次。',
  likeEnded: '直播已結束，無法再按讚。',
  likeRateLimited: '按讚太頻繁，請稍後再試。',
  likeRefused: '你無法為這場直播按讚。',
  likeOwn: '你不能為自己的直播按讚。',
}
