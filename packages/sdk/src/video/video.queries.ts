import { nextVideoCommentPage } from '../contract/video/paging'
import type { videoEndpoints } from '../contract/video/video.endpoints'
import {
  VIDEO_COMMENT_FIRST_PAGE,
  VIDEO_COMMENT_PAGE_SIZE,
  type VideoCommentSort,
} from '../contract/video/video.schemas'
import { callQuery, pagedCallQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof videoEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'video', Endpoints, K>

/**
 * Cache keys of videos.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: videoKeys.comments(vodNo) })
 */
export const videoKeys = {
  all: ['video'] as const,
  comments: (vodNo: number, sort: VideoCommentSort = 'likeCnt-desc') =>
    ['video', 'comments', vodNo, sort] as const,
  detail: (vodNo: number) => ['video', 'detail', vodNo] as const,
  mediaInfo: (vodNo: number) => ['video', 'mediaInfo', vodNo] as const,
  recommendAtEnd: (vodNo: number) => ['video', 'recommendAtEnd', vodNo] as const,
}

/**
 * A video's comments: 20 on the first page, then 10 a page. Every request sends both sizes so
 * the server places later pages after the larger first one.
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, videoCommentListQuery(client, 12))
 */
export function videoCommentListQuery(
  client: Needs<'listComments'>,
  vodNo: number,
  sort: VideoCommentSort = 'likeCnt-desc',
) {
  const firstPageLimit = VIDEO_COMMENT_FIRST_PAGE
  const limit = VIDEO_COMMENT_PAGE_SIZE
  return pagedCallQuery(
    videoKeys.comments(vodNo, sort),
    (page, signal) =>
      client.video.listComments(vodNo, { sort, page, limit, firstPageLimit }, { signal }),
    (last, page) => nextVideoCommentPage(page, last.totalCnt, firstPageLimit, limit),
  )
}

/**
 * A video page's details: title, channel, date, views, the member's like, position and
 * autoplay setting. Never kept (staleTime and gcTime 0): each visit counts a view and reads
 * the saved position again.
 *
 * @example
 * const observer = new QueryObserver(queryClient, videoDetailQuery(client, 12))
 */
export function videoDetailQuery(client: Needs<'getVideo'>, vodNo: number) {
  return callQuery(videoKeys.detail(vodNo), (signal) => client.video.getVideo(vodNo, { signal }), {
    staleTime: 0,
    gcTime: 0,
  })
}

/**
 * The segments of a video. They never change, so they are cached forever and never refetched.
 *
 * @example
 * const { fileList } = await queryClient.fetchQuery(mediaInfoQuery(client, 12))
 */
export function mediaInfoQuery(client: Needs<'getMediaInfo'>, vodNo: number) {
  return callQuery(
    videoKeys.mediaInfo(vodNo),
    (signal) => client.video.getMediaInfo(vodNo, { signal }),
    {
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  )
}

/**
 * What to play after a video: retried 3 times, 3 seconds apart.
 *
 * @example
 * const next = await queryClient.fetchQuery(recommendAtEndQuery(client, 12))
 */
export function recommendAtEndQuery(client: Needs<'recommendAtEnd'>, vodNo: number) {
  return callQuery(
    videoKeys.recommendAtEnd(vodNo),
    (signal) => client.video.recommendAtEnd(vodNo, { signal }),
    { retry: 3, retryDelay: 3000 },
  )
}
