import { BAN_WORD_PAGE_SIZE } from '@airwave/sdk/contract'
import { and, asc, count, eq } from 'drizzle-orm'
import { storableText } from '../community/text'
import type { Db } from '../db/database'
import { chatBanWords } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'

/** Longest ban word (chosen). */
const WORD_MAX = 50
/** Ban words per channel (chosen): each one is matched against every message. */
const WORDS_MAX = 1000

/**
 * A page of a channel's ban words, oldest first, 200 a page (the spec's page size).
 *
 * @example const page = await listBanWords(db, room.channel.idx, 1, 200)
 */
export async function listBanWords(db: Db, channelIdx: number, page: number, limit: number) {
  if (!Number.isInteger(page) || page < 1) throw badRequest('page must be 1 or more')
  if (!Number.isInteger(limit) || limit < 1 || limit > BAN_WORD_PAGE_SIZE) {
    throw badRequest(`limit must be from 1 to ${BAN_WORD_PAGE_SIZE}`)
  }
  const rows = await db
    .select({ banWordIdx: chatBanWords.id, word: chatBanWords.word })
    .from(chatBanWords)
    .where(eq(chatBanWords.channelId, channelIdx))
    .orderBy(asc(chatBanWords.id))
    .offset((page - 1) * limit)
    .limit(limit)
  const [total] = await db
    .select({ n: count() })
    .from(chatBanWords)
    .where(eq(chatBanWords.channelId, channelIdx))
  return { banWordList: rows, totalCnt: total?.n ?? 0, currentPage: page, limit }
}

/** Adds a ban word (trimmed); the same word in any case is 409 CONFLICT. */
export async function addBanWord(db: Db, channelIdx: number, raw: string) {
  const word = storableText(raw, 'word').trim()
  if ([...word].length > WORD_MAX) throw badRequest(`word holds at most ${WORD_MAX} characters`)
  const [total] = await db
    .select({ n: count() })
    .from(chatBanWords)
    .where(eq(chatBanWords.channelId, channelIdx))
  if ((total?.n ?? 0) >= WORDS_MAX) throw conflict(`A channel keeps at most ${WORDS_MAX} ban words`)
  const [row] = await db
    .insert(chatBanWords)
    .values({ channelId: channelIdx, word })
    .onConflictDoNothing()
    .returning({ banWordIdx: chatBanWords.id, word: chatBanWords.word })
  if (!row) throw conflict('This word is banned already')
  return row
}

/** Removes a ban word of the channel, or 404. */
export async function removeBanWord(db: Db, channelIdx: number, banWordIdx: number) {
  const removed = await db
    .delete(chatBanWords)
    .where(and(eq(chatBanWords.channelId, channelIdx), eq(chatBanWords.id, banWordIdx)))
    .returning({ id: chatBanWords.id })
  if (removed.length === 0) throw notFound('No such ban word')
}
