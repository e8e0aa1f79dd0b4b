import { nextPage, pageOffset } from '../../core/paging'
import { COMMENT_PAGE_SIZE, POST_FIRST_PAGE_SIZE, POST_PAGE_SIZE } from './community.endpoints'

/**
 * The page after `page` of comments or replies (10 a page), or undefined once `page * 10`
 * reaches `totalCnt`. Pages start at 1.
 *
 * @example
 * nextCommentPage(3, 35) // 4
 * nextCommentPage(4, 35) // undefined
 */
export function nextCommentPage(page: number, totalCnt: number): number | undefined {
  return nextPage({ page, total: totalCnt, size: COMMENT_PAGE_SIZE })
}

/**
 * The `limit` to send for a page of a channel's posts: 20 on page 1, 10 after.
 *
 * @example
 * postPageLimit(1) // 20
 */
export function postPageLimit(page: number): number {
  return page === 1 ? POST_FIRST_PAGE_SIZE : POST_PAGE_SIZE
}

/**
 * Where a page of posts starts in the channel's list. Page 1 holds items 0 to 19, page n >= 2
 * holds the 10 items from 20 + (n - 2) * 10, so no item is skipped or repeated although the
 * first page is larger. The reference server slices the list this way.
 *
 * @example
 * postPageOffset(3) // 30
 */
export function postPageOffset(page: number): number {
  return pageOffset({ page, size: POST_PAGE_SIZE, firstSize: POST_FIRST_PAGE_SIZE })
}

/**
 * The page after `page` of posts, or undefined once every post is loaded. The spec's rule is
 * "next page when 10 * page < total"; with a first page of 20 that asks one empty page too many
 * (after page 1 of 15 posts, 10 < 15 but all 15 are loaded). Pages 1..n hold 10 * n + 10
 * posts under {@link postPageOffset}, so the next page exists when 10 * n + 10 < total. It
 * stops no later than the spec's rule and never leaves a post unloaded.
 *
 * @example
 * nextPostPage(1, 25) // 2
 * nextPostPage(1, 20) // undefined
 */
export function nextPostPage(page: number, total: number): number | undefined {
  return nextPage({ page, total, size: POST_PAGE_SIZE, firstSize: POST_FIRST_PAGE_SIZE })
}
