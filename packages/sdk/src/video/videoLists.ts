import type { videoEndpoints } from '../contract/video/video.endpoints'
import type { VideoFileType } from '../contract/video/video.schemas'
import { pagedCallQuery } from '../core/callQuery'
import { CARD_LIST_META } from '../core/cardLists'
import type { ClientPart } from '../core/client'
import { nextFlaggedPage } from '../core/paging'

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
  client: ClientPart<'video', typeof videoEndpoints, 'listV2'>,
  filter: VideoListFilter = {},
) {
  const { kind = 'all', categoryIdx, limit = VIDEO_LIST_PAGE } = filter
  const of = {
    ...(kind === 'all' ? {} : { type: kind }),
    ...(categoryIdx === undefined ? {} : { categoryIdx }),
  }
  return pagedCallQuery(
    videoListKeys.list(filter),
    (page, signal) => client.video.listV2({ page, limit, ...of }, { signal }),
    nextFlaggedPage,
    { meta: CARD_LIST_META },
  )
}
