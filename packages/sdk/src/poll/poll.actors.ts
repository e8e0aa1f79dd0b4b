import type { pollEndpoints } from '../contract/poll/poll.endpoints'
import { sameChannelId } from '../core/channelId'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'
import { channelFeedActor } from '../realtime/feedLink'
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
  return channelFeedActor<PollFeedEvent>(realtime, (channelId, feed) => [
    realtime.on('CHANNEL_VOTE', ({ channelVoteData: poll }) => {
      if (sameChannelId(poll.channelId, channelId)) feed({ type: 'FEED.POLL', poll })
    }),
  ])
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
    getOngoing: fromCall(({ input, signal }: CallArgs<{ channelId: string }>) =>
      client.poll.getOngoing(input.channelId, { signal }),
    ),
    vote: fromCall(({ input, signal }: CallArgs<{ pollIdx: number; itemIdx: number }>) =>
      client.poll.vote(input.pollIdx, { voteItemIdx: input.itemIdx }, { signal }),
    ),
  }
}
