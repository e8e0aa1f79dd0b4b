import { and, asc, count, eq, ilike, isNull, ne, notExists, or, sql } from 'drizzle-orm'
import { likePattern } from '../community/text'
import type { Db } from '../db/database'
import { channelManagers, channels } from '../db/schema'
import { lockRow } from '../db/transaction'
import { forbidden } from '../http/httpError'
import { targetChannel } from './channelRelations'

// A channel's managers: the streamer names channels that moderate its chat. The queries behind
// the manager calls.

/** Managers a channel may have (chosen; the spec shows none). */
const MANAGERS_MAX = 50
/** Candidates a search answers (the contract's "at most 10"). */
const SEARCH_MAX = 10

const channelView = {
  channelId: channels.handle,
  nickname: channels.nickname,
  channelProfileImg: channels.profileImg,
}

/**
 * Whether `managerChannelIdx` is one of the channel's managers (the streamer is not one of
 * them: callers that also allow the streamer check that first).
 *
 * @example if (await isManagerOf(db, room.channel.idx, target.id)) throw forbidden('…')
 */
export async function isManagerOf(
  db: Db,
  channelIdx: number,
  managerChannelIdx: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: channelManagers.managerChannelId })
    .from(channelManagers)
    .where(
      and(
        eq(channelManagers.channelId, channelIdx),
        eq(channelManagers.managerChannelId, managerChannelIdx),
      ),
    )
  return row !== undefined
}

/**
 * The managers of a channel, the earliest named first.
 *
 * @example const { items, total } = await listManagers(db, me.channel.idx)
 */
export async function listManagers(db: Db, channelIdx: number) {
  const items = await db
    .select(channelView)
    .from(channelManagers)
    .innerJoin(channels, eq(channels.id, channelManagers.managerChannelId))
    .where(and(eq(channelManagers.channelId, channelIdx), isNull(channels.deletedAt)))
    .orderBy(asc(channelManagers.createdAt), asc(channels.id))
  return { items, total: items.length }
}

/**
 * Names a channel manager: CHA30023 for an unknown channel, CHA30017 for one's own; naming one
 * twice changes nothing; past {@link MANAGERS_MAX} 409.
 *
 * @example await addManager(db, me.channel.idx, 'viewer1')
 */
export async function addManager(db: Db, channelIdx: number, handle: string): Promise<void> {
  const target = await targetChannel(db, handle)
  if (target.id === channelIdx) throw forbidden('You cannot manage your own channel', 'CHA30017')
  await db.transaction(async (tx) => {
    // The channel's row lock serialises its additions, so the maximum holds.
    await lockRow(tx, channels.id, channelIdx)
    const [row] = await tx
      .select({ n: count() })
      .from(channelManagers)
      .where(eq(channelManagers.channelId, channelIdx))
    if ((row?.n ?? 0) >= MANAGERS_MAX) {
      const [already] = await tx
        .select({ n: count() })
        .from(channelManagers)
        .where(
          and(
            eq(channelManagers.channelId, channelIdx),
            eq(channelManagers.managerChannelId, target.id),
          ),
        )
      if ((already?.n ?? 0) === 0) throw forbidden(`A channel has at most ${MANAGERS_MAX} managers`)
    }
    await tx
      .insert(channelManagers)
      .values({ channelId: channelIdx, managerChannelId: target.id })
      .onConflictDoNothing()
  })
}

/** Dismisses a manager; CHA30023 for an unknown channel, nothing for one that was not. */
export async function removeManager(db: Db, channelIdx: number, handle: string): Promise<void> {
  const target = await targetChannel(db, handle)
  await db
    .delete(channelManagers)
    .where(
      and(
        eq(channelManagers.channelId, channelIdx),
        eq(channelManagers.managerChannelId, target.id),
      ),
    )
}

/**
 * Channels to name manager: channel id or nickname starting with the keyword (any case), not the
 * caller's own and not a manager already, at most 10, shortest id first.
 *
 * @example const { items } = await searchManagerCandidates(db, me.channel.idx, 'vie')
 */
export async function searchManagerCandidates(db: Db, channelIdx: number, keyword: string) {
  const prefix = likePattern(keyword).slice(1)
  const items = await db
    .select(channelView)
    .from(channels)
    .where(
      and(
        isNull(channels.deletedAt),
        ne(channels.id, channelIdx),
        or(ilike(channels.handle, prefix), ilike(channels.nickname, prefix)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(channelManagers)
            .where(
              and(
                eq(channelManagers.channelId, channelIdx),
                eq(channelManagers.managerChannelId, channels.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(sql`length(${channels.handle})`, asc(channels.handle))
    .limit(SEARCH_MAX)
  return { items, total: items.length }
}
