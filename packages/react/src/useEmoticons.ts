import { type EmoticonList, emoticonListQuery } from '@airwave/sdk/emoticon'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useAirwave } from './airwaveContext'

/**
 * The default emoticon groups, as the SDK's `emoticonListQuery` describes (kept 1 hour).
 *
 * @example
 * const { data: groups = [] } = useEmoticons()
 */
export function useEmoticons(): UseQueryResult<EmoticonList> {
  const { client, queryClient } = useAirwave()
  return useQuery(emoticonListQuery(client), queryClient)
}
