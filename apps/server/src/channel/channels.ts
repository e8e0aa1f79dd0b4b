import { validateChannelId, validateNickname } from '@airwave/sdk/contract'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { containsForbiddenWord } from '../account/forbiddenWords'
import { isReservedChannelId } from '../account/reservedChannelIds'
import type { Db } from '../db/database'
import { channels, members } from '../db/schema'
import { badRequest, conflict, type HttpError, notFound } from '../http/httpError'
import { handleIs } from './channelHandle'

// A member's channels: the rules of a channel id and a nickname, creating one, finding one the
// member owns and making it the acting one. The queries behind the channel routes.

/** Channels one account may own (not shown in the spec; enough for a main and side channels). */
const MAX_CHANNELS_PER_MEMBER = 5

const channelIdMessages = {
  65: 'The channel id needs 4 to 15 characters',
  66: 'The channel id may hold only letters and digits',
} as const
const nicknameMessages = {
  23: 'The nickname needs at least 2 characters',
  24: 'The nickname may hold at most 20 characters',
  25: 'The nickname holds a character that is not allowed',
} as const

/**
 * Section 5 rules, then the forbidden words (CHA30000, CHA30001). A reserved path segment is a
 * forbidden word too (CHA30000): the channel would sit behind a page of the site.
 */
export function checkChannelIdRules(channelId: string) {
  const result = validateChannelId(channelId)
  if (!result.valid) throw badRequest(channelIdMessages[result.key])
  if (isReservedChannelId(channelId)) {
    throw badRequest('This channel id is reserved for a page of the site', 'CHA30000')
  }
  if (containsForbiddenWord(channelId)) {
    throw badRequest('The channel id contains a forbidden word', 'CHA30000')
  }
}

export function checkNicknameRules(nickname: string) {
  const result = validateNickname(nickname)
  if (!result.valid) throw badRequest(nicknameMessages[result.key])
  if (containsForbiddenWord(nickname)) {
    throw badRequest('The nickname contains a forbidden word', 'CHA30001')
  }
}

/** Ids stay taken after a channel is deleted (CHA30071 must still find it); nicknames free up. */
export async function checkAvailability(db: Db, input: { channelId?: string; nickname?: string }) {
  if (input.channelId !== undefined) {
    const [taken] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(handleIs(input.channelId))
    if (taken) throw conflict('This channel id is already registered', 'CHA30007')
  }
  if (input.nickname !== undefined) {
    const [taken] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(
        and(
          eq(sql`lower(${channels.nickname})`, input.nickname.toLowerCase()),
          isNull(channels.deletedAt),
        ),
      )
    if (taken) throw conflict('This nickname is already registered', 'CHA30008')
  }
}

/** Postgres unique violation on the handle or nickname index: someone took it meanwhile. */
function takenMeanwhile(error: unknown): HttpError | undefined {
  const text = String((error as { cause?: unknown })?.cause ?? error)
  if (text.includes('channels_handle')) {
    return conflict('This channel id is already registered', 'CHA30007')
  }
  if (text.includes('channels_nickname_live')) {
    return conflict('This nickname is already registered', 'CHA30008')
  }
  return undefined
}

/**
 * Creates a channel for the member, after the rules and the availability checks; the first
 * becomes the acting one. An id or nickname taken meanwhile answers CHA30007 / CHA30008.
 */
export async function createChannel(
  db: Db,
  memberId: number,
  input: { handle: string; nickname: string },
) {
  checkChannelIdRules(input.handle)
  checkNicknameRules(input.nickname)
  const [owned] = await db
    .select({ n: count() })
    .from(channels)
    .where(and(eq(channels.ownerId, memberId), isNull(channels.deletedAt)))
  if ((owned?.n ?? 0) >= MAX_CHANNELS_PER_MEMBER) {
    throw conflict(`An account may own at most ${MAX_CHANNELS_PER_MEMBER} channels`)
  }
  await checkAvailability(db, { channelId: input.handle, nickname: input.nickname })
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(channels)
        .values({ handle: input.handle, nickname: input.nickname, ownerId: memberId })
        .returning()
      if (!row) throw new Error('channel insert returned nothing')
      // The first channel becomes the acting one; later ones are switched to explicitly.
      await tx
        .update(members)
        .set({ activeChannelId: row.id })
        .where(and(eq(members.id, memberId), isNull(members.activeChannelId)))
      return row
    })
  } catch (error) {
    throw takenMeanwhile(error) ?? error
  }
}

/** A live channel the member owns, by its public id (any case), or 404 CHA30006. */
export async function ownedChannel(db: Db, memberId: number, handle: string) {
  const [channel] = await db
    .select()
    .from(channels)
    .where(and(handleIs(handle), eq(channels.ownerId, memberId), isNull(channels.deletedAt)))
  if (!channel) throw notFound('You own no channel with this id', 'CHA30006')
  return channel
}

/** Makes the channel the one the member acts as. */
export async function setActiveChannel(db: Db, memberId: number, channelIdx: number) {
  await db.update(members).set({ activeChannelId: channelIdx }).where(eq(members.id, memberId))
}

/** The member's account row, or 404 when the account no longer exists. */
export async function accountOf(db: Db, memberId: number) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId))
  if (!row) throw notFound('The account no longer exists')
  return row
}

/** The member's live channels, oldest first. */
export async function listOwnedChannels(db: Db, memberId: number) {
  return db
    .select()
    .from(channels)
    .where(and(eq(channels.ownerId, memberId), isNull(channels.deletedAt)))
    .orderBy(channels.id)
}

/**
 * Deletes a channel the member owns (its id stays taken, its nickname frees up). When it was the
 * acting channel, the oldest channel left becomes the acting one, or none. Answers the acting
 * channel's internal key after the deletion.
 */
export async function deleteOwnedChannel(db: Db, memberId: number, handle: string) {
  const channel = await ownedChannel(db, memberId, handle)
  return db.transaction(async (tx) => {
    await tx.update(channels).set({ deletedAt: new Date() }).where(eq(channels.id, channel.id))
    const [member] = await tx
      .select({ active: members.activeChannelId })
      .from(members)
      .where(eq(members.id, memberId))
    if (member?.active !== channel.id) return member?.active ?? null
    const [next] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.ownerId, memberId), isNull(channels.deletedAt)))
      .orderBy(channels.id)
      .limit(1)
    await tx
      .update(members)
      .set({ activeChannelId: next?.id ?? null })
      .where(eq(members.id, memberId))
    return next?.id ?? null
  })
}
