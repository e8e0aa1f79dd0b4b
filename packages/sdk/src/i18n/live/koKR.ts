import type { LiveMessages } from './liveMessages'

/** The live page's words in Korean. */
export const koKR: LiveMessages = {
  like: '좋아요',
  likeCount: { other: '좋아요 {count}개' },
  likeFailed: '좋아요를 저장하지 못했습니다. 다시 시도해 주세요.',
  likeEnded: '방송이 종료되어 더 이상 좋아요를 누를 수 없습니다.',
  likeRateLimited: '좋아요를 너무 많이 눌렀습니다. 잠시 후 다시 시도해 주세요.',
  likeRefused: '이 방송에는 좋아요를 누를 수 없습니다.',
  likeOwn: '내 방송에는 좋아요를 누를 수 없습니다.',
}
