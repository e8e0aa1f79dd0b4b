import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { channels } from '../db/schema'

// A channel's public id (`/{channelId}`) is unique whatever its case, and found in any case:
// `/Airwave` is `/airwave`.

/**
 * What names a channel to the rooms and the answers: its key (`idx`), its public id, its
 * nickname and its owner.
 *
 * @example db.select({ ...channelIdentity, suspended: channels.suspended }).from(channels)
 */
export const channelIdentity = {
  idx: channels.id,
  handle: channels.handle,
  nickname: channels.nickname,
  ownerId: channels.ownerId,
}

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
