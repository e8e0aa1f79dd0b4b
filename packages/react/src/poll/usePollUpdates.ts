import { followChannelPolls } from '@airwave/sdk/poll'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useRealtime } from '../realtime/useRealtime'

/**
 * Keeps a streamer's poll pages live while shown (SDK `followChannelPolls`): on each of the
 * channel's CHANNEL_VOTE, its polls are read again.
 *
 * @example
 * usePollUpdates(poll?.channelId)
 */
export function usePollUpdates(channelId: string | undefined): void {
  const realtime = useRealtime('usePollUpdates')
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!channelId) return
    return followChannelPolls({ realtime, queryClient, channelId })
  }, [realtime, queryClient, channelId])
}
