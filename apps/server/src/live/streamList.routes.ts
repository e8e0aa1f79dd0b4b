import { liveEndpoints, type StreamInfo } from '@airwave/sdk/contract'
import { and, desc, eq, isNull, notExists } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  categories,
  channelNotInterested,
  channels,
  liveStreamSettings,
  liveStreams,
} from '../db/schema'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
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
    const rows = await deps.db
      .select({
        streamIdx: liveStreams.id,
        title: liveStreams.title,
        likeCnt: liveStreams.likeCnt,
        channelId: channels.handle,
        nickname: channels.nickname,
        profileImg: channels.profileImg,
        startedAt: liveStreams.startedAt,
        categoryIdx: liveStreamSettings.categoryIdx,
        categoryName: categories.name,
        categoryPath: categories.pathName,
        isAdult: liveStreamSettings.isAdult,
        tags: liveStreamSettings.tags,
      })
      .from(liveStreams)
      .innerJoin(channels, eq(channels.id, liveStreams.channelId))
      .leftJoin(liveStreamSettings, eq(liveStreamSettings.channelId, liveStreams.channelId))
      .leftJoin(categories, eq(categories.idx, liveStreamSettings.categoryIdx))
      .where(
        and(
          eq(liveStreams.isStream, true),
          isNull(channels.deletedAt),
          eq(channels.blocked, false),
          eq(channels.suspended, false),
          query?.categoryIdx === undefined
            ? undefined
            : eq(liveStreamSettings.categoryIdx, query.categoryIdx),
          member
            ? notExists(
                deps.db
                  .select({ channelId: channelNotInterested.channelId })
                  .from(channelNotInterested)
                  .where(
                    and(
                      eq(channelNotInterested.memberId, member.id),
                      eq(channelNotInterested.channelId, liveStreams.channelId),
                    ),
                  ),
              )
            : undefined,
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
        ...(row.categoryIdx !== null &&
          row.categoryName !== null &&
          row.categoryPath !== null && {
            categoryInfo: {
              idx: row.categoryIdx,
              name: row.categoryName,
              pathName: row.categoryPath,
            },
          }),
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
