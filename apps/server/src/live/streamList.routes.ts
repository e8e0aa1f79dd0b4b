import { liveEndpoints, type StreamInfo } from '@airwave/sdk/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { liveStreamSettings, liveStreams } from '../db/schema'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { liveCategoryInfo, liveNow, selectLiveCards } from './liveCards'
import { liveThumbnailOf } from './streamInfo'

/** Page size of the live list when none is asked (the spec's page sizes are 10 and 20). */
const DEFAULT_LIMIT = 20
/** The largest page a client may ask for (chosen). */
const MAX_LIMIT = 50

/**
 * `GET /v2/stream` (the SDK's `listStreams`): the channels live now, the most watched first
 * (viewers from presence, then the newest broadcast), paged with `page` and `limit` (default
 * 20, at most 50), optionally of one `categoryIdx`. Channels deleted, blocked or suspended are
 * left out, and those the member marked not interested; a pending end is not live. Public.
 * Each item carries what a live card shows (nickname, avatar, category, tags, adult tag, start). What
 * the raid's channel picker and the live pages list.
 */
export function streamListRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, liveEndpoints.listStreams, async ({ query, member }) => {
    const page = Math.max(1, Math.floor(query?.page ?? 1))
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(query?.limit ?? DEFAULT_LIMIT)))
    const rows = await selectLiveCards(deps.db)
      .where(
        and(
          liveNow(deps.db, member?.id),
          query?.categoryIdx === undefined
            ? undefined
            : eq(liveStreamSettings.categoryIdx, query.categoryIdx),
        ),
      )
      .orderBy(desc(liveStreams.id))
    // Every live channel's count, to order them: as many as are live, each one presence read.
    const counted = await Promise.all(
      rows.map(async (row) => ({
        row,
        totalViewer: await deps.realtime.presence.count(row.channelId),
      })),
    )
    counted.sort((a, b) => b.totalViewer - a.totalViewer || b.row.streamIdx - a.row.streamIdx)
    const streamList: StreamInfo[] = await Promise.all(
      counted.slice((page - 1) * limit, page * limit).map(async ({ row, totalViewer }) => ({
        channelId: row.channelId,
        title: row.title,
        isStream: true,
        isStreamPendingEnd: false,
        streamIdx: row.streamIdx,
        idx: row.streamIdx,
        likeCnt: row.likeCnt,
        totalViewer,
        isAdult: row.isAdult ?? false,
        nickname: row.nickname,
        ...(row.profileImg !== null && { profileUrl: row.profileImg }),
        openDate: row.startedAt.toISOString(),
        tagInfo: { isAdult: row.isAdult ?? false, categoryTagList: row.tags ?? [] },
        ...(row.categoryIdx !== null && { categoryIdx: row.categoryIdx }),
        ...liveCategoryInfo(row),
        ...(await liveThumbnailOf(deps, row.channelId, true)),
      })),
    )
    const totalPages = Math.ceil(counted.length / limit)
    return {
      streamList,
      currentPage: page,
      totalCount: counted.length,
      hasNext: page < totalPages,
      totalPages,
    }
  })
}
