import type { QueryClient } from '@tanstack/query-core'
import { sameChannelId } from '../core/channelId'
import type { Realtime } from './createRealtime'
import type { RealtimePayloads } from './socketConnection.machine'

/** What keeps a channel's cached lists current from its room: the socket, the cache, the channel. */
export interface ChannelFollowing {
  realtime: Pick<Realtime, 'enter' | 'on'>
  queryClient: Pick<QueryClient, 'invalidateQueries'>
  channelId: string
}

/**
 * Follows one event of a channel's room while a page shows the channel: enters the room on
 * the page's socket and passes on the events `channelOf` says are this channel's (the room's
 * id in any case, the server's rule). Returns the stop, which leaves the room.
 *
 * @example
 * const stop = onChannelEvent(realtime, 'airwave', 'VIDEO_READY', (e) => e.channelId, refetch)
 */
export function onChannelEvent<K extends keyof RealtimePayloads>(
  realtime: Pick<Realtime, 'enter' | 'on'>,
  channelId: string,
  name: K,
  channelOf: (payload: RealtimePayloads[K]) => string | undefined,
  handler: (payload: RealtimePayloads[K]) => void,
): () => void {
  const leave = realtime.enter(channelId)
  const off = realtime.on(name, (payload) => {
    if (sameChannelId(channelOf(payload), channelId)) handler(payload)
  })
  return () => {
    off()
    leave()
  }
}
