import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'
import { channelFeedActor } from '../realtime/feedLink'
import type { LiveFeedEvent } from './liveStatus.machine'

/** The part of a bound client the live status calls; a full client fits. */
export type LiveStatusClient = {
  live: Pick<BoundGroups<{ live: typeof liveEndpoints }>['live'], 'getStreamInfo'>
}

/** The part of the page's real-time connection the live status uses. */
export type LiveStatusRealtime = Pick<Realtime, 'enter' | 'on' | 'status' | 'subscribe'>

/**
 * The `liveFeed` actor: enters the channel on the page's socket (left again when the machine
 * stops) and passes on its LIVE_STATUS and LIVE_INFO (live info counts only for the entered
 * channel), and whether the socket is up.
 *
 * @example liveStatusMachine.provide({ actors: { liveFeed: liveFeed(realtime) } })
 */
export function liveFeed(realtime: LiveStatusRealtime) {
  return channelFeedActor<LiveFeedEvent>(realtime, (channelId, feed) => [
    realtime.on('LIVE_STATUS', ({ channelId: channel, ...status }) => {
      if (channel === channelId) feed({ type: 'FEED.STATUS', ...status })
    }),
    realtime.on('LIVE_INFO', ({ channelId: channel, ...counters }) => {
      if (channel === channelId) feed({ type: 'FEED.COUNTERS', counters })
    }),
  ])
}

/**
 * The actors of {@link liveStatusMachine}: the feed over the page's socket, stream info with a
 * bound client.
 *
 * @example
 * liveStatusMachine.provide({ actors: liveStatusActors({ realtime, client }) })
 */
export function liveStatusActors({
  realtime,
  client,
}: {
  realtime: LiveStatusRealtime
  client: LiveStatusClient
}) {
  return {
    liveFeed: liveFeed(realtime),
    getStreamInfo: fromCall(({ input, signal }: CallArgs<{ channelId: string }>) =>
      client.live.getStreamInfo(input.channelId, { signal }),
    ),
  }
}
