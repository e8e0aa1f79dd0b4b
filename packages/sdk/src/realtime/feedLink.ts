import { type EventObject, fromCallback } from 'xstate'
import type { Realtime } from './createRealtime'

/** What a feed actor tells its machine about the socket: whether it is up. */
type FeedLink = { type: 'FEED.LINK'; connected: boolean }

/**
 * Ends the set-up of a feed actor over the page's socket: tells the machine whether the socket
 * is up, now and at each change. Returns the stop, which ends the feed's listeners `offs` too.
 *
 * @example
 * return linkFeed(realtime, sendBack, [realtime.on('WIDGET_ALERT', onAlert)])
 */
export function linkFeed(
  realtime: Pick<Realtime, 'status' | 'subscribe'>,
  sendBack: (event: FeedLink) => void,
  offs: Array<() => void>,
): () => void {
  offs.push(
    realtime.subscribe((status) =>
      sendBack({ type: 'FEED.LINK', connected: status === 'connected' }),
    ),
  )
  sendBack({ type: 'FEED.LINK', connected: realtime.status() === 'connected' })
  return () => {
    for (const off of offs) off()
  }
}

/**
 * {@link linkFeed} for a feed of one channel: also enters the channel's room, left again at
 * the stop.
 *
 * @example
 * return channelFeed(realtime, channelId, sendBack, [realtime.on('LIVE_STATUS', onStatus)])
 */
export function channelFeed(
  realtime: Pick<Realtime, 'enter' | 'status' | 'subscribe'>,
  channelId: string,
  sendBack: (event: FeedLink) => void,
  offs: Array<() => void>,
): () => void {
  const stop = linkFeed(realtime, sendBack, offs)
  const leave = realtime.enter(channelId)
  return () => {
    stop()
    leave()
  }
}

/**
 * A feed actor of the channel its input names: `listen` starts the listeners that pass on the
 * channel's events, and the feed is a {@link channelFeed} (the room entered, the socket's state
 * told, everything ended at the stop).
 *
 * @example
 * const pollFeed = channelFeedActor<PollFeedEvent>(realtime, (channelId, feed) => [
 *   realtime.on('CHANNEL_VOTE', ({ channelVoteData: poll }) => feed({ type: 'FEED.POLL', poll })),
 * ])
 */
export function channelFeedActor<FeedEvent extends EventObject>(
  realtime: Pick<Realtime, 'enter' | 'status' | 'subscribe'>,
  listen: (channelId: string, feed: (event: FeedEvent) => void) => Array<() => void>,
) {
  return fromCallback<{ type: string }, { channelId: string }>(({ input, sendBack }) =>
    channelFeed(realtime, input.channelId, sendBack, listen(input.channelId, sendBack)),
  )
}
