import { type Post, postQuery } from '@airwave/sdk/community'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

/**
 * One post of the channel `channelId` (the route's), as the SDK's `postQuery` describes.
 *
 * @example
 * const { data: post, error } = usePost(7, 'kim')
 */
export function usePost(postIdx: number, channelId: string): UseQueryResult<Post> {
  const { queryClient } = useAirwave()
  const client = useCalls('usePost', 'community')
  return useQuery(postQuery(client, postIdx, channelId), queryClient)
}
