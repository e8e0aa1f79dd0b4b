import { BLOCK_PAGE_SIZE, NOT_INTERESTED_PAGE_SIZE } from '../contract/channel/channelLimits'
import { nextPage } from '../core/paging'

/**
 * The page after `page` of not-interested channels, or undefined once `totalCnt` is no longer
 * greater than 10 * page.
 *
 * @example
 * nextNotInterestedPage(1, 11) // 2
 */
export function nextNotInterestedPage(page: number, totalCnt: number): number | undefined {
  return nextPage({ page, total: totalCnt, size: NOT_INTERESTED_PAGE_SIZE })
}

/**
 * The page after `page` of blocked channels (10 a page), or undefined once `total` is no
 * longer greater than 10 * page.
 *
 * @example
 * nextBlockedPage(1, 11) // 2
 */
export function nextBlockedPage(page: number, total: number): number | undefined {
  return nextPage({ page, total, size: BLOCK_PAGE_SIZE })
}
