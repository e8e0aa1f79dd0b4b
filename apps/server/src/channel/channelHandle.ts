import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { channels } from '../db/schema'

// A channel's public id (`/{channelId}`) is unique whatever its case, and found in any case:
// `/Airwave` is `/airwave`.

/**
 * The channel whose public id is `handle`, in any case, deleted or not.
 *
 * @example db.select().from(channels).where(handleIs('Airwave'))
 */
export function handleIs(handle: string): SQL {
  return eq(sql`lower(${channels.handle})`, handle.toLowerCase())
}

/**
 * The channel whose public id is `handle`, in any case, unless it was deleted.
 *
 * @example db.select().from(channels).where(liveHandleIs(params.channelId))
 */
export function liveHandleIs(handle: string): SQL {
  return and(handleIs(handle), isNull(channels.deletedAt)) as SQL
}
