import { type ReplyPage, replyListQuery } from '@airwave/sdk/community'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

/**
 * A comment's replies, 10 a page, as the SDK's `replyListQuery` describes. The comment
 * thread (`useCommentThread`) loads replies itself; this serves views outside a thread.
 *
 * @example
 * const { data, fetchNextPage, hasNextPage } = useReplies(42)
 */
export function useReplies(
  commentIdx: number,
): UseInfiniteQueryResult<InfiniteData<ReplyPage, number>> {
  const { queryClient } = useAirwave()
  const client = useCalls('useReplies', 'community')
  return useInfiniteQuery(replyListQuery(client, commentIdx), queryClient)
}
