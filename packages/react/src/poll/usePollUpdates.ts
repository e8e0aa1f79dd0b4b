import { pollKeys } from '@airwave/sdk/poll'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useRealtime } from '../realtime/useRealtime'

/**
 * Keeps a streamer's poll pages live: enters the channel on the page's socket and, on each of
 * its CHANNEL_VOTE, reads its polls again (the room's events leave out counts a streamer may
 * see, so the page asks the server, which answers them to its managers).
 *
 * @example
 * usePollUpdates(poll?.channelId)
 */
export function usePollUpdates(channelId: string | undefined): void {
  const realtime = useRealtime('usePollUpdates')
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!channelId) return
    const leave = realtime.enter(channelId)
    const off = realtime.on('CHANNEL_VOTE', ({ channelVoteData: poll }) => {
      if (poll.channelId?.toLowerCase() !== channelId.toLowerCase()) return
      queryClient.invalidateQueries({ queryKey: pollKeys.detail(poll.idx) })
      queryClient.invalidateQueries({ queryKey: pollKeys.ongoing(channelId) })
      queryClient.invalidateQueries({ queryKey: pollKeys.lists() })
    })
    return () => {
      off()
      leave()
    }
  }, [realtime, queryClient, channelId])
}
