import type { ManagerPermissions } from '@airwave/sdk/contract'
import { and, asc, count, eq, ilike, isNull, ne, notExists, or, sql } from 'drizzle-orm'
import { likePrefix } from '../community/text'
import type { Db } from '../db/database'
import { channelManagers, channels } from '../db/schema'
import { lockRow } from '../db/transaction'
import { forbidden, notFound } from '../http/httpError'
import { targetChannel } from './channelRelations'
import { permissionColumns } from './managerRights'

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
  const rows = await db
    .select({
      ...channelView,
      ...permissionColumns,
      createdAt: channelManagers.createdAt,
    })
    .from(channelManagers)
    .innerJoin(channels, eq(channels.id, channelManagers.managerChannelId))
    .where(and(eq(channelManagers.channelId, channelIdx), isNull(channels.deletedAt)))
    .orderBy(asc(channelManagers.createdAt), asc(channels.id))
  const items = rows.map(
    ({ chat, iceMode, urlChat, mission, poll, community, createdAt, ...channel }) => ({
      ...channel,
      permissions: { chat, iceMode, urlChat, mission, poll, community },
      createdDate: createdAt.toISOString(),
    }),
  )
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
  const prefix = likePrefix(keyword)
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

/**
 * Changes what one manager may do (the permissions named; the others stay): CHA30023 for an
 * unknown channel or one that is not a manager of the channel.
 *
 * @example await updateManagerPermissions(db, me.channel.idx, 'viewer1', { poll: false })
 */
export async function updateManagerPermissions(
  db: Db,
  channelIdx: number,
  handle: string,
  permissions: Partial<ManagerPermissions>,
): Promise<void> {
  const target = await targetChannel(db, handle)
  const changes = Object.fromEntries(
    Object.entries(permissions).filter(([, value]) => value !== undefined),
  )
  const where = and(
    eq(channelManagers.channelId, channelIdx),
    eq(channelManagers.managerChannelId, target.id),
  )
  const updated =
    Object.keys(changes).length > 0
      ? await db
          .update(channelManagers)
          .set(changes)
          .where(where)
          .returning({ id: channelManagers.managerChannelId })
      : await db.select({ id: channelManagers.managerChannelId }).from(channelManagers).where(where)
  if (updated.length === 0) throw notFound('This channel is not one of your managers', 'CHA30023')
}

/**
 * The channels `managerChannelIdx` manages, with what it may do on each, by channel id (the
 * dashboard's channel picker). Deleted channels are left out.
 *
 * @example const { items } = await managedChannels(db, me.channel.idx)
 */
export async function managedChannels(db: Db, managerChannelIdx: number) {
  const rows = await db
    .select({ ...channelView, ...permissionColumns })
    .from(channelManagers)
    .innerJoin(channels, eq(channels.id, channelManagers.channelId))
    .where(and(eq(channelManagers.managerChannelId, managerChannelIdx), isNull(channels.deletedAt)))
    .orderBy(asc(channels.handle))
  const items = rows.map(({ chat, iceMode, urlChat, mission, poll, community, ...channel }) => ({
    ...channel,
    permissions: { chat, iceMode, urlChat, mission, poll, community },
  }))
  return { items }
}
