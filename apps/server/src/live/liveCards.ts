import { and, eq } from 'drizzle-orm'
import { channelShown, interestingTo } from '../channel/shownChannel'
import type { Db } from '../db/database'
import { categories, channels, liveStreamSettings, liveStreams } from '../db/schema'

/** What a live card shows: the broadcast, its channel, and its settings' category and tags. */
export const liveCardColumns = {
  streamIdx: liveStreams.id,
  title: liveStreams.title,
  likeCnt: liveStreams.likeCnt,
  startedAt: liveStreams.startedAt,
  channelId: channels.handle,
  nickname: channels.nickname,
  profileImg: channels.profileImg,
  categoryIdx: liveStreamSettings.categoryIdx,
  categoryName: categories.name,
  categoryPath: categories.pathName,
  isAdult: liveStreamSettings.isAdult,
  tags: liveStreamSettings.tags,
}

/**
 * The live cards' rows: the live list and the raid picker read these joins; search adds its
 * rank to {@link liveCardColumns} over the same joins. Filter with {@link liveNow}.
 *
 * @example await selectLiveCards(db).where(liveNow(db, member?.id))
 */
export function selectLiveCards(db: Db) {
  return db
    .select(liveCardColumns)
    .from(liveStreams)
    .innerJoin(channels, eq(channels.id, liveStreams.channelId))
    .leftJoin(liveStreamSettings, eq(liveStreamSettings.channelId, liveStreams.channelId))
    .leftJoin(categories, eq(categories.idx, liveStreamSettings.categoryIdx))
}

/**
 * Broadcasts live now (a pending end is not), on channels that may be shown, and not of a
 * channel the member marked not interested.
 */
export function liveNow(db: Db, memberId: number | undefined) {
  return and(
    eq(liveStreams.isStream, true),
    channelShown(),
    interestingTo(db, memberId, liveStreams.channelId),
  )
}

/** A live card's category, when its settings name one that exists. */
export function liveCategoryInfo(row: {
  categoryIdx: number | null
  categoryName: string | null
  categoryPath: string | null
}) {
  return row.categoryIdx !== null && row.categoryName !== null && row.categoryPath !== null
    ? { categoryInfo: { idx: row.categoryIdx, name: row.categoryName, pathName: row.categoryPath } }
    : {}
}
