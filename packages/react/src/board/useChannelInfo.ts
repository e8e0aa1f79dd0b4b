import { channelKeys } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useAirwave } from '../airwaveContext'

// The channel's nickname and picture head its posts. Kept 5 minutes: they rarely change while
// a viewer reads the board.
export function useChannelInfo(channelId: string) {
  const { client, queryClient } = useAirwave()
  return useQuery(
    {
      queryKey: [...channelKeys.all, 'info', channelId],
      // No signal: the SDK's bound client reads an input-less call's options one argument
      // too far, so they would go out as the query.
      queryFn: () => client.channel.getChannelInfo(channelId),
      select: (answer) => answer.streamerChannelInfo,
      staleTime: 5 * 60_000,
    },
    queryClient,
  )
}
