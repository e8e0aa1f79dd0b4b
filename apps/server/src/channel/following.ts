import type { FollowingPage } from '@airwave/sdk/contract'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/database'
import { categories, channelFollows, channels, liveStreamSettings, liveStreams } from '../db/schema'
import type { AppDeps } from '../deps'
import { liveThumbnailOf } from '../live/streamInfo'
import { channelShown } from './shownChannel'

/**
 * The channels a member follows, for `/following`: the live ones first, the most watched first,
 * then the others by the newest follow; `limit` a page. Deleted, blocked and suspended channels
 * are left out. Every follow is read to order the live ones by their viewers (presence), which
 * suits the reference server's scale.
 *
 * @example const page = await followingPage(deps, member.id, 1, 20)
 */
export async function followingPage(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'config'>,
  memberId: number,
  page: number,
  limit: number,
): Promise<FollowingPage> {
  const { db } = deps
  const rows = await db
    .select({
      channelIdx: channels.id,
      channelId: channels.handle,
      nickname: channels.nickname,
      profileImg: channels.profileImg,
      followedAt: channelFollows.createdAt,
      streamIdx: liveStreams.id,
      title: liveStreams.title,
      startedAt: liveStreams.startedAt,
      isAdult: liveStreamSettings.isAdult,
      categoryIdx: categories.idx,
      categoryName: categories.name,
      categoryPath: categories.pathName,
    })
    .from(channelFollows)
    .innerJoin(channels, eq(channels.id, channelFollows.channelId))
    .leftJoin(
      liveStreams,
      and(eq(liveStreams.channelId, channels.id), eq(liveStreams.isStream, true)),
    )
    .leftJoin(liveStreamSettings, eq(liveStreamSettings.channelId, channels.id))
    .leftJoin(categories, eq(categories.idx, liveStreamSettings.categoryIdx))
    .where(and(eq(channelFollows.memberId, memberId), channelShown()))
    .orderBy(desc(channelFollows.createdAt), desc(channels.id))
  const viewed = await Promise.all(
    rows.map(async (row) => ({
      row,
      viewers: row.streamIdx === null ? -1 : await deps.realtime.presence.count(row.channelId),
    })),
  )
  // Stable: within the same viewers (and for every offline one) the newest follow stays first.
  viewed.sort((a, b) => b.viewers - a.viewers)
  const slice = viewed.slice((page - 1) * limit, page * limit)
  const followers = await followerCounts(
    db,
    slice.map(({ row }) => row.channelIdx),
  )
  return {
    followingList: await Promise.all(
      slice.map(async ({ row, viewers }) => ({
        channelId: row.channelId,
        nickname: row.nickname,
        channelProfileImg: row.profileImg,
        totalFollowerCount: followers.get(row.channelIdx) ?? 0,
        isStream: row.streamIdx !== null,
        ...(row.streamIdx !== null && {
          live: {
            streamIdx: row.streamIdx,
            title: row.title ?? '',
            totalViewer: Math.max(0, viewers),
            isAdult: row.isAdult ?? false,
            ...(row.startedAt && { openDate: row.startedAt.toISOString() }),
            ...(row.categoryIdx !== null && {
              categoryInfo: {
                idx: row.categoryIdx,
                name: row.categoryName ?? '',
                pathName: row.categoryPath ?? '',
              },
            }),
            ...(await liveThumbnailOf(deps, row.channelId, true)),
          },
        }),
      })),
    ),
    totalCnt: viewed.length,
    currentPage: page,
  }
}

async function followerCounts(db: Db, channelIdxs: number[]): Promise<Map<number, number>> {
  if (channelIdxs.length === 0) return new Map()
  const rows = await db
    .select({ channelIdx: channelFollows.channelId, n: count() })
    .from(channelFollows)
    .where(inArray(channelFollows.channelId, channelIdxs))
    .groupBy(channelFollows.channelId)
  return new Map(rows.map((row) => [row.channelIdx, row.n]))
}
