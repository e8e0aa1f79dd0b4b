import { BLOCK_LIMIT } from '@airwave/sdk/contract'
import { and, count, desc, eq } from 'drizzle-orm'
import { storableText } from '../community/text'
import type { Db } from '../db/database'
import {
  channelBlocks,
  channelFollows,
  type channelNotInterested,
  channels,
  members,
} from '../db/schema'
import type { AuthMember } from '../http/auth'
import { conflict, forbidden, HttpError, notFound } from '../http/httpError'
import { handleIs } from './channelHandle'

// A member's relations to channels (blocked, not interested, followed): the queries behind the
// channel relation routes. Relations belong to the member (the account), whichever channel it
// acts as.

export type RelationTable =
  | typeof channelBlocks
  | typeof channelNotInterested
  | typeof channelFollows

/** A live channel by its public id, or 404 CHA30023; deleted channels answer CHA30071. */
export async function targetChannel(db: Db, handle: string) {
  storableText(handle, 'channelId')
  const [channel] = await db.select().from(channels).where(handleIs(handle))
  if (!channel) throw notFound('No channel has this id', 'CHA30023')
  if (channel.deletedAt) throw notFound('This channel was deleted', 'CHA30071')
  return channel
}

/** A target other than one of the member's own channels (CHA30017). */
export async function otherChannel(db: Db, member: AuthMember, handle: string, action: string) {
  const channel = await targetChannel(db, handle)
  if (channel.ownerId === member.id)
    throw forbidden(`You cannot ${action} your own channel`, 'CHA30017')
  return channel
}

export async function relationPage(
  db: Db,
  table: RelationTable,
  memberId: number,
  page: number,
  limit: number,
) {
  const items = await db
    .select({
      channelId: channels.handle,
      nickname: channels.nickname,
      channelProfileImg: channels.profileImg,
    })
    .from(table)
    .innerJoin(channels, eq(channels.id, table.channelId))
    .where(eq(table.memberId, memberId))
    .orderBy(desc(table.createdAt), desc(table.channelId))
    .offset((page - 1) * limit)
    .limit(limit)
  const [total] = await db.select({ n: count() }).from(table).where(eq(table.memberId, memberId))
  return { items, total: total?.n ?? 0 }
}

export async function removeRelation(
  db: Db,
  table: RelationTable,
  memberId: number,
  channelIdx: number,
) {
  await db.delete(table).where(and(eq(table.memberId, memberId), eq(table.channelId, channelIdx)))
  return null
}

/** Adds a relation; one that exists already stays as it is. */
export async function addRelation(
  db: Db,
  table: typeof channelFollows | typeof channelNotInterested,
  memberId: number,
  channelIdx: number,
): Promise<null> {
  await db.insert(table).values({ memberId, channelId: channelIdx }).onConflictDoNothing()
  return null
}

/** Whether the member has this relation to the channel. */
export async function hasRelation(
  db: Db,
  table: RelationTable,
  memberId: number,
  channelIdx: number,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.memberId, memberId), eq(table.channelId, channelIdx)))
  return (row?.n ?? 0) > 0
}

/** How many members follow the channel. */
export async function followerCount(db: Db, channelIdx: number): Promise<number> {
  return db.$count(channelFollows, eq(channelFollows.channelId, channelIdx))
}

/**
 * Blocks a channel for the member: CHA30025 when it is already blocked, CHA30048 past
 * `BLOCK_LIMIT` (100). The member's row lock serialises its blocks, so the limit holds under
 * concurrency.
 */
export async function blockChannel(db: Db, memberId: number, channelIdx: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
    const [already] = await tx
      .select({ n: count() })
      .from(channelBlocks)
      .where(and(eq(channelBlocks.memberId, memberId), eq(channelBlocks.channelId, channelIdx)))
    if ((already?.n ?? 0) > 0) throw conflict('This channel is already blocked', 'CHA30025')
    const [blocked] = await tx
      .select({ n: count() })
      .from(channelBlocks)
      .where(eq(channelBlocks.memberId, memberId))
    if ((blocked?.n ?? 0) >= BLOCK_LIMIT) {
      throw new HttpError(409, 'CHA30048', `You can block at most ${BLOCK_LIMIT} channels`)
    }
    await tx.insert(channelBlocks).values({ memberId, channelId: channelIdx })
  })
}
