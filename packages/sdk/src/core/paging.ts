/**
 * The sizes of a paged list: `size` items a page, except the first page, which holds
 * `firstSize` (by default `size` too). Pages start at 1.
 */
export interface PageSizes {
  size: number
  firstSize?: number
}

/**
 * Where page `page` starts in the list: page 1 at 0, page n >= 2 at
 * firstSize + (n - 2) * size, so no item is skipped or repeated when the first page is larger.
 *
 * @example
 * pageOffset({ page: 3, size: 10, firstSize: 20 }) // 30
 */
export function pageOffset({ page, size, firstSize = size }: PageSizes & { page: number }): number {
  return page === 1 ? 0 : firstSize + (page - 2) * size
}

/**
 * The page after `page`, or undefined once pages 1 to `page` hold `total` items or more. Every
 * list of the spec follows this rule with its own sizes ("next page when 10 * page < total").
 *
 * @example
 * nextPage({ page: 1, total: 25, size: 10, firstSize: 20 }) // 2
 * nextPage({ page: 2, total: 20, size: 10 }) // undefined
 */
export function nextPage({
  page,
  total,
  size,
  firstSize = size,
}: PageSizes & { page: number; total: number }): number | undefined {
  return firstSize + (page - 1) * size < total ? page + 1 : undefined
}

/**
 * How many pages a list of `total` items fills, at least 1 (an empty list still shows its
 * first page): what a pager says ("page 2 of 5") and where its "next" stops.
 *
 * @example
 * pageCount({ total: 25, size: 10 }) // 3
 * pageCount({ total: 0, size: 10 }) // 1
 * pageCount({ total: 21, size: 10, firstSize: 20 }) // 2
 */
export function pageCount({
  total,
  size,
  firstSize = size,
}: PageSizes & { total: number }): number {
  return total <= firstSize ? 1 : 1 + Math.ceil((total - firstSize) / size)
}

/**
 * The page after `page` of a list that answers whether it has more (`hasNext`, or the spec's
 * older `isNext`), or undefined at its end: `getNextPageParam` of such a paged query.
 *
 * @example
 * nextFlaggedPage({ hasNext: true }, 1) // 2
 * nextFlaggedPage({ isNext: false }, 3) // undefined
 */
export function nextFlaggedPage(
  last: { hasNext?: boolean | undefined; isNext?: boolean | undefined },
  page: number,
): number | undefined {
  return (last.hasNext ?? last.isNext) ? page + 1 : undefined
}
