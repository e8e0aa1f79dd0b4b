import type { LiveMessages } from './liveMessages'

/** The live page's words in Simplified Chinese. */
export const zhCN: LiveMessages = {
  like: '点赞',
  likeCount: { other: '{count} 个赞' },
  likeFailed: '点赞未能保存，请重试。',
  likeEnded: '直播已结束，无法再点赞。',
  likeRateLimited: '点赞过于频繁，请稍后再试。',
  likeRefused: '你无法为此直播点赞。',
  likeOwn: '你不能为自己的直播点赞。',
}
