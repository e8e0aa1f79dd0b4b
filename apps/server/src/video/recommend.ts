import type { AutoplayVod } from '@airwave/sdk/contract'
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm'
import { liveHandleIs } from '../channel/channelHandle'
import { channelShown } from '../channel/shownChannel'
import type { Db } from '../db/database'
import { channels, liveStreamSettings, mediaVods } from '../db/schema'
import { notFound } from '../http/httpError'
import { vodThumbnailUrl } from './vodCards'

/**
 * How many videos the live-end list answers (chosen): the spec's client shows the first 8; a
 * few more serve a client that shows more.
 */
export const RECOMMEND_LIST_LIMIT = 20

/** What the live-end recommendations are for: a channel, and its stream's category. */
export interface RecommendFor {
  channelId?: string | undefined
  categoryIdx?: number | undefined
}

const columns = {
  idx: mediaVods.id,
  titleName: mediaVods.title,
  type: mediaVods.fileType,
  duration: mediaVods.duration,
  updatedAt: mediaVods.updatedAt,
  channelId: channels.handle,
  channelNickname: channels.nickname,
}

type Row = {
  idx: number
  titleName: string
  type: string
  duration: number | null
  updatedAt: Date
} & {
  channelId: string
  channelNickname: string
}

const toVod = (row: Row): AutoplayVod => ({
  idx: row.idx,
  titleName: row.titleName,
  type: row.type,
  channelId: row.channelId,
  channelNickname: row.channelNickname,
  ...(row.duration !== null && { duration: Math.round(row.duration) }),
  // Only ready videos are recommended, so each has its picture (vodCards' rule).
  thumbnail: vodThumbnailUrl({ id: row.idx, updatedAt: row.updatedAt }),
})

// Only ready, shown videos of channels that can be shown: transcoded, not hidden, of a channel
// neither deleted, blocked nor suspended.
const shown = and(eq(mediaVods.status, 'ready'), eq(mediaVods.hidden, false), channelShown())

/** The channel named, by its public id (any case); 404 CHA30023 for none. */
async function channelOf(db: Db, handle: string) {
  const [channel] = await db.select({ idx: channels.id }).from(channels).where(liveHandleIs(handle))
  if (!channel) throw notFound('No channel has this id', 'CHA30023')
  return channel
}

/** The channel's newest ready videos. */
function channelVideos(db: Db, channelIdx: number, limit: number) {
  return db
    .select(columns)
    .from(mediaVods)
    .innerJoin(channels, eq(channels.id, mediaVods.channelId))
    .where(and(shown, eq(mediaVods.channelId, channelIdx)))
    .orderBy(desc(mediaVods.createdAt), desc(mediaVods.id))
    .limit(limit)
}

/**
 * The category's newest ready videos: those in the category, and those without a category of
 * their own whose channel streams in it, other than `exceptChannel`'s and the videos already
 * chosen.
 */
function categoryVideos(
  db: Db,
  categoryIdx: number,
  exceptChannel: number | undefined,
  exceptVideos: number[],
  limit: number,
) {
  return db
    .select(columns)
    .from(mediaVods)
    .innerJoin(channels, eq(channels.id, mediaVods.channelId))
    .leftJoin(liveStreamSettings, eq(liveStreamSettings.channelId, mediaVods.channelId))
    .where(
      and(
        shown,
        eq(sql`coalesce(${mediaVods.categoryIdx}, ${liveStreamSettings.categoryIdx})`, categoryIdx),
        exceptChannel === undefined ? undefined : ne(mediaVods.channelId, exceptChannel),
        exceptVideos.length > 0 ? notInArray(mediaVods.id, exceptVideos) : undefined,
      ),
    )
    .orderBy(desc(mediaVods.createdAt), desc(mediaVods.id))
    .limit(limit)
}

/**
 * Recommendations when a live ends, from recent videos: the channel's newest first, then the
 * newest of its category's other channels, at most `limit`. Neither a channel nor a category:
 * none.
 *
 * @example const list = await liveEndRecommendations(db, { channelId: 'airwave', categoryIdx: 2 }, 20)
 */
export async function liveEndRecommendations(
  db: Db,
  query: RecommendFor,
  limit: number,
): Promise<AutoplayVod[]> {
  const channel = query.channelId ? await channelOf(db, query.channelId) : undefined
  const own = channel ? await channelVideos(db, channel.idx, limit) : []
  const more =
    query.categoryIdx !== undefined && own.length < limit
      ? await categoryVideos(
          db,
          query.categoryIdx,
          channel?.idx,
          own.map((v) => v.idx),
          limit - own.length,
        )
      : []
  return [...own, ...more].map(toVod)
}

/**
 * The one video to recommend when a live ends: the channel's newest, else its category's, else
 * none (`null`).
 *
 * @example const next = await liveEndRecommendation(db, { channelId: 'airwave' })
 */
export async function liveEndRecommendation(
  db: Db,
  query: RecommendFor,
): Promise<AutoplayVod | null> {
  const [first] = await liveEndRecommendations(db, query, 1)
  return first ?? null
}
