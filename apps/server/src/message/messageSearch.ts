import { MESSAGE_LIMITS, type MessageChannel } from '@airwave/sdk/contract'
import { and, asc, eq, isNull, like, ne, or, sql } from 'drizzle-orm'
import { likePrefix } from '../community/text'
import type { Db } from '../db/database'
import { channels, members } from '../db/schema'
import { labelColumns, labelOf } from './messageRooms'

/** Longest keyword looked up (chosen): no handle or nickname is longer. */
const KEYWORD_MAX = 50

/**
 * Channels to start a room with: their id or nickname starts with the keyword (any case), at
 * most 20, none of the member's own, deleted, suspended or blocked ones; by id, alphabetically.
 *
 * @example await searchMessageChannels(db, me.id, 'view')
 */
export async function searchMessageChannels(
  db: Db,
  memberId: number,
  keyword: string,
): Promise<MessageChannel[]> {
  const term = keyword.trim().toLowerCase()
  if (term === '' || term.length > KEYWORD_MAX) return []
  const pattern = likePrefix(term)
  const rows = await db
    .select(labelColumns)
    .from(channels)
    .innerJoin(members, eq(members.id, channels.ownerId))
    .where(
      and(
        or(
          like(sql`lower(${channels.handle})`, pattern),
          like(sql`lower(${channels.nickname})`, pattern),
        ),
        ne(channels.ownerId, memberId),
        isNull(channels.deletedAt),
        isNull(members.deletedAt),
        eq(channels.suspended, false),
        eq(channels.blocked, false),
        eq(members.blocked, false),
      ),
    )
    .orderBy(asc(sql`lower(${channels.handle})`))
    .limit(MESSAGE_LIMITS.searchResults)
  return rows.map(labelOf)
}
