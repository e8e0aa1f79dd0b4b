import { fromCallback } from 'xstate'
import type { pollEndpoints } from '../contract/poll/poll.endpoints'
import { sameChannelId } from '../core/channelId'
import type { BoundGroups } from '../core/client'
import { fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'
import type { PollFeedEvent } from './poll.machine'

/** The part of a bound client the poll machine calls; a full client fits. */
export type PollClient = {
  poll: Pick<BoundGroups<{ poll: typeof pollEndpoints }>['poll'], 'getOngoing' | 'vote'>
}

/** The part of the page's real-time connection the poll machine uses. */
export type PollRealtime = Pick<Realtime, 'enter' | 'on' | 'status' | 'subscribe'>

/**
 * The `pollFeed` actor: enters the channel on the page's socket (left again when the machine
 * stops, which clears the poll) and passes on its CHANNEL_VOTE for this channel, and whether
 * the socket is up.
 *
 * @example pollMachine.provide({ actors: { pollFeed: pollFeed(realtime) } })
 */
export function pollFeed(realtime: PollRealtime) {
  return fromCallback<{ type: string }, { channelId: string }>(({ input, sendBack }) => {
    const { channelId } = input
    const feed = (event: PollFeedEvent) => sendBack(event)
    const offs = [
      realtime.on('CHANNEL_VOTE', ({ channelVoteData: poll }) => {
        if (sameChannelId(poll.channelId, channelId)) feed({ type: 'FEED.POLL', poll })
      }),
      realtime.subscribe((status) =>
        feed({ type: 'FEED.LINK', connected: status === 'connected' }),
      ),
    ]
    feed({ type: 'FEED.LINK', connected: realtime.status() === 'connected' })
    const leave = realtime.enter(channelId)
    return () => {
      for (const off of offs) off()
      leave()
    }
  })
}

/**
 * The actors of {@link pollMachine}: the feed over the page's socket, the channel's poll and
 * the vote with a bound client.
 *
 * @example
 * pollMachine.provide({ actors: pollActors({ realtime, client }) })
 */
export function pollActors({ realtime, client }: { realtime: PollRealtime; client: PollClient }) {
  return {
    pollFeed: pollFeed(realtime),
    getOngoing: fromCall(
      ({ input, signal }: { input: { channelId: string }; signal: AbortSignal }) =>
        client.poll.getOngoing(input.channelId, { signal }),
    ),
    vote: fromCall(
      ({ input, signal }: { input: { pollIdx: number; itemIdx: number }; signal: AbortSignal }) =>
        client.poll.vote(input.pollIdx, { voteItemIdx: input.itemIdx }, { signal }),
    ),
  }
}
