import {
  SUBSCRIBER_EMOTICON_KEYWORD,
  SUBSCRIBER_EMOTICON_LIMIT,
  SUBSCRIBER_UPLOAD_ERRORS,
} from '@airwave/sdk/contract'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { UploadStorage } from '../../community/uploads/storage'
import type { Db } from '../../db/database'
import { channels, subscriberEmoticons } from '../../db/schema'
import { lockRow } from '../../db/transaction'
import { badRequest, conflict, notFound } from '../../http/httpError'
import { storePerkImage } from './perkImages'
import { perkImageUrl } from './perkLinks'

// A channel's subscriber emoticons: uploaded by its streamer (at most
// SUBSCRIBER_EMOTICON_LIMIT, keywords unique across channels whatever their case), used in chat
// by its subscribers and by the streamer.

/** One emoticon as the picker's answers carry it. */
export interface EmoticonView {
  emoticonKeyword: string
  emoticonImgUrl: string
  emoticonOrder: number
}

type EmoticonRow = { channelId: number; keyword: string; file: string }

const order = [asc(subscriberEmoticons.sortOrder), asc(subscriberEmoticons.id)]

const view = (row: EmoticonRow, index: number): EmoticonView => ({
  emoticonKeyword: row.keyword,
  emoticonImgUrl: perkImageUrl(row.file),
  emoticonOrder: index + 1,
})

/**
 * The subscriber emoticons of several channels, by channel, each list in its order.
 *
 * @example const lists = await emoticonsOfChannels(db, [airwave.idx])
 */
export async function emoticonsOfChannels(
  db: Db,
  channelIdxs: readonly number[],
): Promise<Map<number, EmoticonView[]>> {
  const lists = new Map<number, EmoticonView[]>()
  if (channelIdxs.length === 0) return lists
  const rows = await db
    .select({
      channelId: subscriberEmoticons.channelId,
      keyword: subscriberEmoticons.keyword,
      file: subscriberEmoticons.file,
    })
    .from(subscriberEmoticons)
    .where(inArray(subscriberEmoticons.channelId, [...channelIdxs]))
    .orderBy(...order)
  for (const row of rows) {
    const list = lists.get(row.channelId) ?? []
    list.push(view(row, list.length))
    lists.set(row.channelId, list)
  }
  return lists
}

/**
 * SQL of a channel's emoticon keywords as an array (null when none), for the chat room's one
 * query: the keys a non-subscriber may not send.
 *
 * @example subscriberKeys: emoticonKeysSql(channels.id)
 */
export function emoticonKeysSql(channel: typeof channels.id) {
  return sql<
    string[] | null
  >`(select array_agg(${subscriberEmoticons.keyword}) from ${subscriberEmoticons} where ${subscriberEmoticons.channelId} = ${channel})`
}

/**
 * Adds an emoticon to the streamer's channel: the keyword's form (400), the channel's limit
 * (409 EMOTICON_LIMIT_REACHED) and a keyword no channel has in any case (409
 * EMOTICON_KEYWORD_TAKEN), then the image's rules; nothing is stored on a refusal.
 *
 * @example await addEmoticon(db, storage, channel.idx, 'kimHi', bytes)
 */
export async function addEmoticon(
  db: Db,
  storage: UploadStorage,
  channelIdx: number,
  keyword: string | undefined,
  bytes: Buffer,
): Promise<{ emoticonKeyword: string; emoticonImgUrl: string }> {
  if (keyword === undefined || !SUBSCRIBER_EMOTICON_KEYWORD.test(keyword)) {
    throw badRequest('keyword: 2 to 20 letters and digits')
  }
  return db.transaction(async (tx) => {
    // The channel's row lock serialises its uploads, so the limit holds.
    await lockRow(tx, channels.id, channelIdx)
    const [held] = await tx
      .select({ n: count() })
      .from(subscriberEmoticons)
      .where(eq(subscriberEmoticons.channelId, channelIdx))
    const n = held?.n ?? 0
    if (n >= SUBSCRIBER_EMOTICON_LIMIT) {
      throw conflict(
        `A channel has at most ${SUBSCRIBER_EMOTICON_LIMIT} subscriber emoticons`,
        SUBSCRIBER_UPLOAD_ERRORS.emoticonLimit,
      )
    }
    const taken = await tx
      .select({ id: subscriberEmoticons.id })
      .from(subscriberEmoticons)
      .where(sql`lower(${subscriberEmoticons.keyword}) = lower(${keyword})`)
    if (taken.length > 0)
      throw conflict('This keyword is taken', SUBSCRIBER_UPLOAD_ERRORS.keywordTaken)
    const file = await storePerkImage(storage, bytes)
    const [made] = await tx
      .insert(subscriberEmoticons)
      .values({ channelId: channelIdx, keyword, file, sortOrder: n + 1 })
      .onConflictDoNothing()
      .returning({ keyword: subscriberEmoticons.keyword, file: subscriberEmoticons.file })
    // Another channel took the keyword between the check and the insert.
    if (!made) throw conflict('This keyword is taken', SUBSCRIBER_UPLOAD_ERRORS.keywordTaken)
    return { emoticonKeyword: made.keyword, emoticonImgUrl: perkImageUrl(made.file) }
  })
}

/**
 * Removes one of the channel's emoticons by its keyword (404 when it has none such).
 *
 * @example await removeEmoticon(db, channel.idx, 'kimHi')
 */
export async function removeEmoticon(db: Db, channelIdx: number, keyword: string): Promise<void> {
  const removed = await db
    .delete(subscriberEmoticons)
    .where(
      and(eq(subscriberEmoticons.channelId, channelIdx), eq(subscriberEmoticons.keyword, keyword)),
    )
    .returning({ id: subscriberEmoticons.id })
  if (removed.length === 0) throw notFound('The channel has no emoticon with this keyword')
}
