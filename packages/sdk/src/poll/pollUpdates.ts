import { type ChannelFollowing, onChannelEvent } from '../realtime/channelEvents'
import { pollKeys } from './poll.queries'

/**
 * Keeps a channel's poll pages current while they show: enters the channel's room on the
 * page's socket and, on each of its CHANNEL_VOTE, reads the poll, the channel's ongoing poll
 * and the poll lists again (the room's events leave out counts a streamer may see, so the page
 * asks the server, which answers them to its managers). Returns the stop.
 *
 * @example
 * const stop = followChannelPolls({ realtime, queryClient, channelId: 'airwave' })
 */
export function followChannelPolls({ realtime, queryClient, channelId }: ChannelFollowing) {
  return onChannelEvent(
    realtime,
    channelId,
    'CHANNEL_VOTE',
    (event) => event.channelVoteData.channelId,
    ({ channelVoteData: poll }) => {
      void queryClient.invalidateQueries({ queryKey: pollKeys.detail(poll.idx) })
      void queryClient.invalidateQueries({ queryKey: pollKeys.ongoing(channelId) })
      void queryClient.invalidateQueries({ queryKey: pollKeys.lists() })
    },
  )
}
