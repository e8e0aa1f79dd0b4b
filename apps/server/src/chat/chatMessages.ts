import { randomUUID } from 'node:crypto'
import { CHAT_BUFFER, type ChatMessage } from '@airwave/sdk/contract'
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channelBlocks, chatMessages } from '../db/schema'

// A channel's chat entries: stored as sent, served as the contract's entry, deleted and blinded
// in place. The queries behind the chat routes and the socket.

export type ChatMessageRow = typeof chatMessages.$inferSelect

/** The entry types a stored row may have; anything else is served as a chat message. */
const ENTRY_TYPES = ['GEMS', 'SUBSCRIBE', 'GIFT_SUB', 'MISSION'] as const

/**
 * The entry as the room sees it (a chat message, a cheer's GEMS entry with its `gem`, a paid
 * subscription period's SUBSCRIBE entry with its `subscribeMonth`, a gift's GIFT_SUB entry with
 * its `giftCount`, a mission's MISSION entry with its `missionIdx`, `missionStatus`, the title as
 * `message` and its gems as `gem`). A blinded entry keeps its row and its flag; its text is not served again (chosen: the room hides
 * it, the row keeps it for moderation).
 *
 * @example const entry = toChatEntry(row, 'airwave')
 */
export function toChatEntry(row: ChatMessageRow, channelHandle: string): ChatMessage {
  // The `gem` column is an entry's amount: a GEMS entry's gems, a SUBSCRIBE entry's months, a
  // GIFT_SUB entry's count of subscriptions given.
  const type = ENTRY_TYPES.find((kind) => kind === row.type) ?? 'CHAT_MESSAGE'
  const amount = type === 'SUBSCRIBE' ? 'subscribeMonth' : type === 'GIFT_SUB' ? 'giftCount' : 'gem'
  const number = row.gem === null ? {} : { [amount]: row.gem }
  const mission =
    type === 'MISSION'
      ? {
          ...(row.missionId === null ? {} : { missionIdx: row.missionId }),
          ...(row.missionStatus === null ? {} : { missionStatus: row.missionStatus }),
        }
      : {}
  return {
    type,
    ...number,
    ...mission,
    logIdentity: row.logIdentity,
    channelId: channelHandle,
    viewerInfo: { viewerId: row.viewerId, level: row.level, chatNickname: row.chatNickname },
    level: row.level,
    nicknameColor: row.nicknameColor,
    ...(row.blinded ? {} : { message: row.message }),
    blinded: row.blinded,
    createDate: row.createdAt.toISOString(),
  }
}

/** A new log identity: random, so entries cannot be enumerated. */
export const newLogIdentity = () => randomUUID()

/** Stores an entry and answers its row. */
export async function insertChatMessage(
  db: Db,
  values: Omit<typeof chatMessages.$inferInsert, 'logIdentity'>,
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...values, logIdentity: newLogIdentity() })
    .returning()
  if (!row) throw new Error('chat insert returned nothing')
  return row
}

/**
 * The last 200 entries of a channel, oldest first, without deleted ones and without those of
 * the channels the reader (a member) blocked.
 *
 * @example const messages = await chatHistory(db, room.channel, member?.id)
 */
export async function chatHistory(
  db: Db,
  channel: { idx: number; handle: string },
  readerMemberId: number | undefined,
): Promise<ChatMessage[]> {
  const blocked =
    readerMemberId === undefined
      ? undefined
      : notInArray(
          chatMessages.senderChannelId,
          db
            .select({ id: channelBlocks.channelId })
            .from(channelBlocks)
            .where(eq(channelBlocks.memberId, readerMemberId)),
        )
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channel.idx), isNull(chatMessages.deletedAt), blocked))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_BUFFER)
  return rows.reverse().map((row) => toChatEntry(row, channel.handle))
}

/** A live entry of a channel by its log identity. */
export async function findChatMessage(
  db: Db,
  channelIdx: number,
  logIdentity: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channelIdx),
        eq(chatMessages.logIdentity, logIdentity),
        isNull(chatMessages.deletedAt),
      ),
    )
  return row
}

/** Marks one entry deleted. */
export async function deleteChatMessage(db: Pick<Db, 'update'>, id: number): Promise<void> {
  await db
    .update(chatMessages)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
}

/** Marks one entry blinded. */
export async function blindChatMessage(db: Pick<Db, 'update'>, id: number): Promise<void> {
  await db.update(chatMessages).set({ blinded: true }).where(eq(chatMessages.id, id))
}

/** Marks every live entry of a member in a channel deleted (chat action 4, erase). */
export async function eraseChatMessagesOf(
  db: Pick<Db, 'update'>,
  channelIdx: number,
  senderMemberId: number,
): Promise<void> {
  await db
    .update(chatMessages)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.channelId, channelIdx),
        eq(chatMessages.senderMemberId, senderMemberId),
        isNull(chatMessages.deletedAt),
      ),
    )
}
