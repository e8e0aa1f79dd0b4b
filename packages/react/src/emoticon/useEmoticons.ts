import { type EmoticonList, emoticonListQuery } from '@airwave/sdk/emoticon'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

/**
 * The default emoticon groups, as the SDK's `emoticonListQuery` describes (kept 1 hour).
 *
 * @example
 * const { data: groups = [] } = useEmoticons()
 */
export function useEmoticons(): UseQueryResult<EmoticonList> {
  const { queryClient } = useAirwave()
  const client = useCalls('useEmoticons', 'emoticon')
  return useQuery(emoticonListQuery(client), queryClient)
}
