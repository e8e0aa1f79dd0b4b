import type { videoEndpoints } from '../contract/video/video.endpoints'
import type { VideoFileType, VideoListPage } from '../contract/video/video.schemas'
import { CARD_LIST_META } from '../core/cardLists'
import type { BoundGroups } from '../core/client'
import { nextFlaggedPage } from '../core/paging'
import type { PagedQueryOptions } from '../core/queryClient'

/** A video list's page size (the spec's video list default). */
export const VIDEO_LIST_PAGE = 20

/** The videos a list shows: of one kind (`/video/{type}`: replay, upload, clip), or all. */
export type VideoListKind = 'all' | VideoFileType

/** Which videos a list shows: a kind, a category, and how many a page. */
export interface VideoListFilter {
  kind?: VideoListKind
  categoryIdx?: number
  limit?: number
}

/**
 * Cache keys of the video lists (the home page's row, `/video/...`, a category's videos).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: videoListKeys.all })
 */
export const videoListKeys = {
  all: ['video', 'list'] as const,
  list: ({ kind = 'all', categoryIdx, limit = VIDEO_LIST_PAGE }: VideoListFilter) =>
    ['video', 'list', kind, categoryIdx ?? null, limit] as const,
}

/**
 * Videos, newest first, paged while the server says there is more: of a kind, a category, or
 * all of them. A card list: an edit or delete reads it again (`refreshCardLists`).
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, videoListQuery(client, { kind: 'clip' }))
 */
export function videoListQuery(
  client: { video: Pick<BoundGroups<{ video: typeof videoEndpoints }>['video'], 'listV2'> },
  filter: VideoListFilter = {},
): PagedQueryOptions<VideoListPage, ReturnType<typeof videoListKeys.list>> {
  const { kind = 'all', categoryIdx, limit = VIDEO_LIST_PAGE } = filter
  return {
    queryKey: videoListKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      client.video.listV2(
        {
          page: pageParam,
          limit,
          ...(kind === 'all' ? {} : { type: kind }),
          ...(categoryIdx === undefined ? {} : { categoryIdx }),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextFlaggedPage(last, page),
    meta: CARD_LIST_META,
  }
}
