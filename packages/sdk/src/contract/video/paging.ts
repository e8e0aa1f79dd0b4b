import { nextPage, pageOffset } from '../../core/paging'
import { VIDEO_COMMENT_FIRST_PAGE, VIDEO_COMMENT_PAGE_SIZE } from './video.schemas'

/**
 * Where a page of video comments starts: page 1 holds the first `firstPageLimit` comments,
 * page n >= 2 the `limit` comments from firstPageLimit + (n - 2) * limit.
 *
 * @example
 * videoCommentPageOffset(3) // 30
 */
export function videoCommentPageOffset(
  page: number,
  firstPageLimit = VIDEO_COMMENT_FIRST_PAGE,
  limit = VIDEO_COMMENT_PAGE_SIZE,
): number {
  return pageOffset({ page, size: limit, firstSize: firstPageLimit })
}

/**
 * The page after `page` of video comments, or undefined when the first page plus the later
 * pages loaded so far reach `totalCnt`.
 *
 * @example
 * nextVideoCommentPage(1, 25) // 2
 * nextVideoCommentPage(2, 30) // undefined
 */
export function nextVideoCommentPage(
  page: number,
  totalCnt: number,
  firstPageLimit = VIDEO_COMMENT_FIRST_PAGE,
  limit = VIDEO_COMMENT_PAGE_SIZE,
): number | undefined {
  return nextPage({ page, total: totalCnt, size: limit, firstSize: firstPageLimit })
}
