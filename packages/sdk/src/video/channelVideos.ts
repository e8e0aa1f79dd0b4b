import type { videoEndpoints } from '../contract/video/video.endpoints'
import { pagedCallQuery } from '../core/callQuery'
import { CARD_LIST_META } from '../core/cardLists'
import type { ClientPart } from '../core/client'
import { nextFlaggedPage } from '../core/paging'
import { type ChannelFollowing, onChannelEvent } from '../realtime/channelEvents'

/** A channel's video list page size (the spec's video list default). */
export const CHANNEL_VIDEO_PAGE = 20

/**
 * Cache keys of a channel's videos, by its id in any case (the server's rule).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: channelVideoKeys.all('airwave') })
 */
export const channelVideoKeys = {
  all: (channelId: string) => ['video', 'channel', channelId.toLowerCase()] as const,
  list: (channelId: string, limit: number) => [...channelVideoKeys.all(channelId), limit] as const,
}

/**
 * A channel's videos, newest first, `limit` a page (the channel page's row asks fewer).
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, channelVideoListQuery(client, 'airwave'))
 */
export function channelVideoListQuery(
  client: ClientPart<'video', typeof videoEndpoints, 'listChannel'>,
  channelId: string,
  limit = CHANNEL_VIDEO_PAGE,
) {
  return pagedCallQuery(
    channelVideoKeys.list(channelId, limit),
    (page, signal) => client.video.listChannel(channelId, { page, limit }, { signal }),
    nextFlaggedPage,
    { meta: CARD_LIST_META },
  )
}

/**
 * Keeps a channel's video lists current while a page shows them: enters the channel's room on
 * the page's socket and reads its lists again when the server says a video of it is ready (a
 * broadcast's replay, made minutes after the broadcast ends, or an upload). Returns the stop.
 *
 * @example
 * const stop = followChannelVideos({ realtime, queryClient, channelId: 'airwave' })
 */
export function followChannelVideos({ realtime, queryClient, channelId }: ChannelFollowing) {
  return onChannelEvent(
    realtime,
    channelId,
    'VIDEO_READY',
    (event) => event.channelId,
    () => void queryClient.invalidateQueries({ queryKey: channelVideoKeys.all(channelId) }),
  )
}
