import { nextFlaggedPage } from '@airwave/sdk'
import type { SiteClient } from '../../app/createAirwave'

/** How many cards the home page's rows show. */
export const HOME_ROW = 8
/** A list page's page size (the spec's video list default). */
export const LIST_PAGE = 20

/** The video kinds of `/video/{type}` (`upload`, `replay`, `clip`), or every video. */
export type VideoKind = 'all' | 'replay' | 'clip' | 'upload'

/** The channels live now, the most watched first. */
export function liveListQuery(client: SiteClient, limit: number, categoryIdx?: number) {
  return {
    queryKey: ['site', 'live', limit, categoryIdx] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      client.live.listStreams(
        { page: 1, limit, ...(categoryIdx === undefined ? {} : { categoryIdx }) },
        { signal },
      ),
  }
}

/** Videos, newest first, paged: of a kind, a category or a channel. */
export function videoListQuery(
  client: SiteClient,
  filter: { kind?: VideoKind; categoryIdx?: number; limit?: number },
) {
  const { kind = 'all', categoryIdx, limit = LIST_PAGE } = filter
  return {
    queryKey: ['site', 'videos', kind, categoryIdx, limit] as const,
    queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
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
    getNextPageParam: (
      last: { hasNext?: boolean | undefined; isNext?: boolean | undefined },
      _all: unknown,
      page: number,
    ) => nextFlaggedPage(last, page),
  }
}
