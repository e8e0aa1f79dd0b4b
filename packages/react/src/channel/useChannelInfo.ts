import { channelInfoQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

// The channel's nickname and picture head its posts; the SDK's query keeps them 5 minutes.
export function useChannelInfo(channelId: string) {
  const { queryClient } = useAirwave()
  const client = useCalls('useChannelInfo', 'channel')
  return useQuery(channelInfoQuery(client, channelId), queryClient)
}
