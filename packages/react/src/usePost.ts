import { type Post, postQuery } from '@airwave/sdk/community'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useAirwave } from './airwaveContext'

/**
 * One post of the channel `channelId` (the route's), as the SDK's `postQuery` describes.
 *
 * @example
 * const { data: post, error } = usePost(7, 'kim')
 */
export function usePost(postIdx: number, channelId: string): UseQueryResult<Post> {
  const { client, queryClient } = useAirwave()
  return useQuery(postQuery(client, postIdx, channelId), queryClient)
}
