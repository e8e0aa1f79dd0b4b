import type { QueryKey } from '@tanstack/query-core'
import type { PagedQueryOptions, QueryOptions } from './queryClient'

/** What a query adds to its key and its call: freshness, retries, `meta` and the like. */
type QueryExtras<T, K extends QueryKey> = Omit<QueryOptions<T, K>, 'queryKey' | 'queryFn'>

/** What a paged query adds to its key, its call and its paging rule. */
type PagedQueryExtras<T, K extends QueryKey> = Omit<
  PagedQueryOptions<T, K>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>

/**
 * The options of a query that one call answers: its cache key, the call (cancelled with the
 * query's signal) and any other option.
 *
 * @example
 * callQuery(chatKeys.me(channelId), (signal) => client.chat.getChatMe(channelId, { signal }))
 */
export function callQuery<T, K extends QueryKey>(
  queryKey: K,
  call: (signal: AbortSignal) => Promise<T>,
  extras: QueryExtras<T, K> = {},
): QueryOptions<T, K> {
  return { ...extras, queryKey, queryFn: ({ signal }) => call(signal) }
}

/**
 * The options of a numbered-page list read one call a page: pages start at 1 and `next` says
 * the page after the last one loaded (undefined at the end of the list).
 *
 * @example
 * pagedCallQuery(
 *   channelKeys.following(),
 *   (page, signal) => client.channel.listFollowing({ page, limit: 20 }, { signal }),
 *   (last, page) => nextPage({ page, total: last.totalCnt, size: 20 }),
 * )
 */
export function pagedCallQuery<T, K extends QueryKey>(
  queryKey: K,
  callPage: (page: number, signal: AbortSignal) => Promise<T>,
  next: (last: T, page: number) => number | undefined,
  extras: PagedQueryExtras<T, K> = {},
): PagedQueryOptions<T, K> {
  return {
    ...extras,
    queryKey,
    queryFn: ({ pageParam, signal }) => callPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => next(last, page),
  }
}
