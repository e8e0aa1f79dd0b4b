import { type PostFilters, type PostPage, postListQuery } from '@airwave/sdk/community'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

/**
 * A channel's posts, page by page (20 first, then 10), as the SDK's `postListQuery` describes.
 * `data.pages` holds the pages; `fetchNextPage()` loads the next while `hasNextPage`.
 *
 * @example
 * const { data, fetchNextPage, hasNextPage } = usePostList('kim', { sort: 'recent' })
 */
export function usePostList(
  channelId: string,
  filters: PostFilters = {},
): UseInfiniteQueryResult<InfiniteData<PostPage, number>> {
  const { queryClient } = useAirwave()
  const client = useCalls('usePostList', 'community')
  return useInfiniteQuery(postListQuery(client, channelId, filters), queryClient)
}
