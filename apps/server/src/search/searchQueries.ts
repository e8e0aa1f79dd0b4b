import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm'
import { channelShown, interestingTo } from '../channel/shownChannel'
import type { Db } from '../db/database'
import { qualified } from '../db/qualified'
import {
  categories,
  channelFollows,
  channels,
  liveStreamSettings,
  liveStreams,
  mediaVods,
} from '../db/schema'
import { liveCardColumns, liveNow } from '../live/liveCards'
import type { VodViewer } from '../video/vodAccess'
import { vodCardCount, vodCardRows, vodListItemOf } from '../video/vodCards'
import { hasTag, type SearchBy, type SearchTerm, tagRank, textRank } from './searchRank'

// The three searches: channels, live streams and videos. Each leaves out deleted, blocked and
// suspended channels and, for a member, the channels they marked not interested.

export interface SearchWindow {
  offset: number
  limit: number
}

/**
 * Channels by id and nickname, best match first, then the most followed.
 *
 * @example const { items, total } = await searchChannels(db, term, member?.id, { offset: 0, limit: 20 })
 */
export async function searchChannels(
  db: Db,
  term: SearchTerm,
  memberId: number | undefined,
  window: SearchWindow,
) {
  const rank = sql<number>`greatest(${textRank(channels.handle, term)}, ${textRank(channels.nickname, term)})`
  const where = and(channelShown(), interestingTo(db, memberId, channels.id), gt(rank, 0))
  const followers = sql<number>`(select count(*)::int from ${channelFollows} where ${channelFollows.channelId} = ${qualified(channels.id)})`
  const isStream = sql<boolean>`exists (select 1 from ${liveStreams} where ${liveStreams.channelId} = ${qualified(channels.id)} and ${liveStreams.isStream})`
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        channelId: channels.handle,
        nickname: channels.nickname,
        profileImg: channels.profileImg,
        followers,
        isStream,
      })
      .from(channels)
      .where(where)
      .orderBy(desc(rank), desc(followers), asc(channels.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(channels).where(where),
  ])
  return {
    items: rows.map((row) => ({
      channelId: row.channelId,
      nickname: row.nickname,
      ...(row.profileImg !== null && { profileUrl: row.profileImg }),
      totalFollowerCount: Number(row.followers),
      isStream: row.isStream,
    })),
    total: counted?.n ?? 0,
  }
}

/**
 * Streams live now whose title, channel, category or a tag matches, best match first (the
 * caller orders equal ranks by viewers), or with the exact tag `tagName`. All matches are
 * answered: live channels are few.
 *
 * @example const rows = await liveStreamMatches(db, { term }, member?.id)
 */
export async function liveStreamMatches(db: Db, by: SearchBy, memberId: number | undefined) {
  const tags = sql`coalesce(${liveStreamSettings.tags}, '{}'::text[])`
  const rank =
    'term' in by
      ? sql<number>`greatest(${textRank(liveStreams.title, by.term)}, ${textRank(channels.handle, by.term)}, ${textRank(channels.nickname, by.term)}, coalesce(${textRank(categories.name, by.term)}, 0), ${tagRank(tags, by.term)})`
      : sql<number>`1`
  return db
    .select({ ...liveCardColumns, rank })
    .from(liveStreams)
    .innerJoin(channels, eq(channels.id, liveStreams.channelId))
    .leftJoin(liveStreamSettings, eq(liveStreamSettings.channelId, liveStreams.channelId))
    .leftJoin(categories, eq(categories.idx, liveStreamSettings.categoryIdx))
    .where(and(liveNow(db, memberId), 'term' in by ? gt(rank, 0) : hasTag(tags, by.tag)))
}

/**
 * Ready, shown videos by title, channel and tags (best match first, then the most watched and
 * the newest), or with the exact tag `tagName` (the most watched, then the newest).
 *
 * @example const { items, total } = await searchVideos(db, viewer, { term }, { offset: 0, limit: 20 })
 */
export async function searchVideos(db: Db, viewer: VodViewer, by: SearchBy, window: SearchWindow) {
  const rank =
    'term' in by
      ? sql<number>`greatest(${textRank(mediaVods.title, by.term)}, ${textRank(channels.handle, by.term)}, ${textRank(channels.nickname, by.term)}, ${tagRank(mediaVods.tags, by.term)})`
      : sql<number>`1`
  const where = and(
    channelShown(),
    eq(mediaVods.status, 'ready'),
    eq(mediaVods.hidden, false),
    interestingTo(db, viewer.memberId, mediaVods.channelId),
    'term' in by ? gt(rank, 0) : hasTag(mediaVods.tags, by.tag),
  )
  const [rows, total] = await Promise.all([
    vodCardRows(db, where)
      .orderBy(desc(rank), desc(mediaVods.viewCount), desc(mediaVods.createdAt), desc(mediaVods.id))
      .offset(window.offset)
      .limit(window.limit),
    vodCardCount(db, where),
  ])
  return { items: rows.map((row) => vodListItemOf(row, viewer, false, false)), total }
}
