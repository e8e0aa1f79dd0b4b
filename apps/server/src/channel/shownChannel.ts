import { type AnyColumn, and, eq, isNull, notExists, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { qualified } from '../db/qualified'
import { channelNotInterested, channels } from '../db/schema'

/**
 * A channel others may be shown (in lists, search, raids, a broadcast's ingest): not deleted,
 * not blocked by the platform, not suspended. One rule for every query that joins `channels`.
 *
 * @example db.select().from(channels).where(and(channelShown(), eq(channels.handle, handle)))
 */
export function channelShown(): SQL {
  return and(
    isNull(channels.deletedAt),
    eq(channels.blocked, false),
    eq(channels.suspended, false),
  ) as SQL
}

/**
 * Channels the member did not mark not interested (every channel for a guest): what lists and
 * search leave out for them.
 *
 * @example db.select().from(liveStreams).where(interestingTo(db, member?.id, liveStreams.channelId))
 */
export function interestingTo(db: Db, memberId: number | undefined, channelColumn: AnyColumn) {
  if (memberId === undefined) return undefined
  return notExists(
    db
      .select({ channelId: channelNotInterested.channelId })
      .from(channelNotInterested)
      .where(
        and(
          eq(channelNotInterested.memberId, memberId),
          sql`${channelNotInterested.channelId} = ${qualified(channelColumn)}`,
        ),
      ),
  )
}
