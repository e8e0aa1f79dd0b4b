import type { QueryClient } from '@tanstack/query-core'
import type { videoEndpoints } from '../contract/video/video.endpoints'
import type { VideoListPage } from '../contract/video/video.schemas'
import { CARD_LIST_META } from '../core/cardLists'
import type { BoundGroups } from '../core/client'
import { nextFlaggedPage } from '../core/paging'
import type { PagedQueryOptions } from '../core/queryClient'
import { onChannelEvent } from '../realtime/channelEvents'
import type { Realtime } from '../realtime/createRealtime'

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
  client: { video: Pick<BoundGroups<{ video: typeof videoEndpoints }>['video'], 'listChannel'> },
  channelId: string,
  limit = CHANNEL_VIDEO_PAGE,
): PagedQueryOptions<VideoListPage, ReturnType<typeof channelVideoKeys.list>> {
  return {
    queryKey: channelVideoKeys.list(channelId, limit),
    queryFn: ({ pageParam, signal }) =>
      client.video.listChannel(channelId, { page: pageParam, limit }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextFlaggedPage(last, page),
    meta: CARD_LIST_META,
  }
}

/**
 * Keeps a channel's video lists current while a page shows them: enters the channel's room on
 * the page's socket and reads its lists again when the server says a video of it is ready (a
 * broadcast's replay, made minutes after the broadcast ends, or an upload). Returns the stop.
 *
 * @example
 * const stop = followChannelVideos({ realtime, queryClient, channelId: 'airwave' })
 */
export function followChannelVideos({
  realtime,
  queryClient,
  channelId,
}: {
  realtime: Pick<Realtime, 'enter' | 'on'>
  queryClient: Pick<QueryClient, 'invalidateQueries'>
  channelId: string
}): () => void {
  return onChannelEvent(
    realtime,
    channelId,
    'VIDEO_READY',
    (event) => event.channelId,
    () => void queryClient.invalidateQueries({ queryKey: channelVideoKeys.all(channelId) }),
  )
}
