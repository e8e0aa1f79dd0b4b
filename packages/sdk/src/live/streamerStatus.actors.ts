import { fromCallback } from 'xstate'
import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { BoundGroups } from '../core/client'
import { fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'
import type { StreamerFeedEvent } from './streamerStatus.machine'

/** The part of a bound client the streamer's status calls; a full client fits. */
export type StreamerStatusClient = {
  live: Pick<BoundGroups<{ live: typeof liveEndpoints }>['live'], 'getMyStreamInfo'>
}

/**
 * The `streamerFeed` actor: the LIVE_STATUS events of the streamer's own channel on the page's
 * socket. It enters no room (a dashboard is no viewer): the server pushes a suspension to the
 * streamer's own sockets.
 *
 * @example streamerStatusMachine.provide({ actors: { streamerFeed: streamerFeed(realtime) } })
 */
export function streamerFeed(realtime: Pick<Realtime, 'on' | 'subscribe'>) {
  return fromCallback<{ type: string }, { channelId: string }>(({ input, sendBack }) => {
    const off = realtime.on('LIVE_STATUS', ({ channelId, ...status }) => {
      if (channelId.toLowerCase() !== input.channelId.toLowerCase()) return
      const event: StreamerFeedEvent = { type: 'FEED.STATUS', ...status }
      sendBack(event)
    })
    // Pushes reach only a connected socket: each connection asks the server again.
    const unsubscribe = realtime.subscribe((status) => {
      if (status === 'connected') sendBack({ type: 'FEED.CONNECTED' } satisfies StreamerFeedEvent)
    })
    return () => {
      off()
      unsubscribe()
    }
  })
}

/**
 * The actors of {@link streamerStatusMachine}: the feed over the page's socket, the streamer's
 * own stream info with a bound client.
 *
 * @example
 * streamerStatusMachine.provide({ actors: streamerStatusActors({ realtime, client }) })
 */
export function streamerStatusActors({
  realtime,
  client,
}: {
  realtime: Pick<Realtime, 'on' | 'subscribe'>
  client: StreamerStatusClient
}) {
  return {
    streamerFeed: streamerFeed(realtime),
    getMyStreamInfo: fromCall(({ signal }: { input: undefined; signal: AbortSignal }) =>
      client.live.getMyStreamInfo({}, { signal }),
    ),
  }
}
