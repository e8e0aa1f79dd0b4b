import { searchEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { storableText } from '../community/text'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { liveCategoryInfo } from '../live/liveCards'
import { liveThumbnailOf } from '../live/streamInfo'
import { vodViewerOf } from '../video/vodAccess'
import { addRecent, deleteRecent, listRecent } from './recentSearches'
import { liveStreamMatches, searchChannels, searchVideos } from './searchQueries'
import { searchBy, searchPage, searchTerm } from './searchRank'

const s = searchEndpoints

/** The answer of a search page. */
function pageOf<T>(items: T[], total: number, page: number, limit: number) {
  return { list: items, totalCount: total, currentPage: page, hasNext: page * limit < total }
}

/**
 * Search (`/v2/search/...`): channels, live streams and videos by `keyword` (full-text search
 * plus pg_trgm similarity, see `searchRank.ts`), streams and videos by exact `tagName`, and the member's
 * recent searches. An empty or blank keyword answers an empty page.
 */
export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, s.searchChannels, async ({ query, member }) => {
    const { page, limit, offset } = searchPage(query ?? {})
    const term = searchTerm(query?.keyword)
    if (!term) return pageOf([], 0, page, limit)
    const { items, total } = await searchChannels(db, term, member?.id, { offset, limit })
    return pageOf(items, total, page, limit)
  })

  route(app, s.searchStreams, async ({ query, member }) => {
    const { page, limit, offset } = searchPage(query ?? {})
    const by = searchBy(query)
    if (!by) return pageOf([], 0, page, limit)
    const viewer = await vodViewerOf(db, member)
    const rows = await liveStreamMatches(db, by, member?.id)
    const counted = await Promise.all(
      rows.map(async (row) => ({
        row,
        viewers: await deps.realtime.presence.count(row.channelId),
      })),
    )
    counted.sort(
      (a, b) =>
        b.row.rank - a.row.rank || b.viewers - a.viewers || b.row.streamIdx - a.row.streamIdx,
    )
    const cards = await Promise.all(
      counted.slice(offset, offset + limit).map(async ({ row, viewers }) => ({
        videoOrChannelUrl: `/${row.channelId}`,
        // The broadcast's latest frame, as the live list shows (none before its first frame).
        ...(await liveThumbnailOf(deps, row.channelId, true)),
        type: 'live',
        idx: row.streamIdx,
        isExist: false,
        title: row.title,
        nickname: row.nickname,
        channelId: row.channelId,
        ...(row.profileImg !== null && { profileUrl: row.profileImg }),
        ...liveCategoryInfo(row),
        tagInfo: { isDrops: false, isAdult: row.isAdult ?? false, categoryTagList: row.tags ?? [] },
        isBlind: (row.isAdult ?? false) && !viewer.adult,
        createDate: row.startedAt.toISOString(),
        viewer: viewers,
      })),
    )
    return pageOf(cards, counted.length, page, limit)
  })

  route(app, s.searchVideos, async ({ query, member }) => {
    const { page, limit, offset } = searchPage(query ?? {})
    const by = searchBy(query)
    if (!by) return pageOf([], 0, page, limit)
    const viewer = await vodViewerOf(db, member)
    const { items, total } = await searchVideos(db, viewer, by, { offset, limit })
    return pageOf(items, total, page, limit)
  })

  route(app, s.listRecent, async ({ me }) => listRecent(db, me.id))

  route(app, s.addRecent, async ({ body, me }) => {
    await addRecent(db, me.id, storableText(body.search, 'search'))
    return null
  })

  route(app, s.deleteRecent, async ({ query, me }) => {
    await deleteRecent(db, me.id, query?.search)
    return null
  })
}
