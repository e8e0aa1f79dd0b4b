import {
  MESSAGE_LIMITS,
  type MessageContent,
  type MessageRoom,
  type MessageRoomStatus,
} from '@airwave/sdk/contract'
import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channels, messageContents, messageParticipants, messageRooms } from '../db/schema'
import type { Tx } from '../db/transaction'
import { noRoom } from './messageErrors'
import { roomStatusBetween } from './messageRoomStatus'

// A room as one member sees it: the room and both participant rows, the other channel's label,
// its messages with their read receipts, its unread count.

type Reader = Db | Tx

/** The room's two channels, low id first (one room per pair). @example pairOf(9, 4) // [4, 9] */
export const pairOf = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a])

type RoomRow = typeof messageRooms.$inferSelect
type ParticipantRow = typeof messageParticipants.$inferSelect
export type ContentRow = typeof messageContents.$inferSelect

/** A room of the member's channel with both participant rows. */
export interface MyRoom {
  room: RoomRow
  mine: ParticipantRow
  theirs: ParticipantRow
}

/**
 * The room `roomId` of the channel `meIdx`, or MSG2008 (404) when there is none or it is not
 * theirs: another member's room reads as a missing one.
 *
 * @example const { room, mine, theirs } = await myRoom(db, 1, me.idx)
 */
export async function myRoom(db: Reader, roomId: number, meIdx: number): Promise<MyRoom> {
  const rows = await db
    .select({ room: messageRooms, participant: messageParticipants })
    .from(messageRooms)
    .innerJoin(messageParticipants, eq(messageParticipants.roomId, messageRooms.id))
    .where(eq(messageRooms.id, roomId))
  const mine = rows.find((r) => r.participant.channelId === meIdx)
  const theirs = rows.find((r) => r.participant.channelId !== meIdx)
  if (!mine || !theirs) throw noRoom()
  return { room: mine.room, mine: mine.participant, theirs: theirs.participant }
}

/**
 * The room between two channels, if any.
 *
 * @example const room = await roomBetween(db, me.idx, other.idx)
 */
export async function roomBetween(db: Reader, a: number, b: number) {
  const [low, high] = pairOf(a, b)
  const [room] = await db
    .select()
    .from(messageRooms)
    .where(and(eq(messageRooms.lowChannelId, low), eq(messageRooms.highChannelId, high)))
  return room
}

/** The columns of a channel's label in the message calls. */
export const labelColumns = {
  channelId: channels.handle,
  nickname: channels.nickname,
  img: channels.profileImg,
}

/** A label's row on the wire (no picture: none sent). @example rows.map(labelOf) */
export const labelOf = (row: { channelId: string; nickname: string; img: string | null }) => ({
  channelId: row.channelId,
  nickname: row.nickname,
  ...(row.img !== null && { profileUrl: row.img }),
})

/** The label of a channel in a room (deleted ones too: a withdrawn channel keeps its name). */
export async function channelLabel(db: Reader, channelIdx: number) {
  const [row] = await db.select(labelColumns).from(channels).where(eq(channels.id, channelIdx))
  return row && labelOf(row)
}

/**
 * A message on the wire. `receiverLastRead` is the last message the member it was sent to has
 * read: `unReadParticipantCount` is 1 until they read it.
 *
 * @example contentView(row, 'viewer1', theirs.lastReadContentId)
 */
function contentView(
  row: ContentRow,
  senderHandle: string,
  receiverLastRead: number,
): MessageContent {
  return {
    messageContentIdx: row.id,
    messageContent: row.content,
    messageStatus: row.status,
    createDate: row.createdAt.toISOString(),
    unReadParticipantCount: row.id > receiverLastRead ? 1 : 0,
    senderChannelId: senderHandle,
    ...(row.clientMessageId !== null && { clientMessageId: row.clientMessageId }),
  }
}

/** Messages of the room the member has not read: the other's, after what they read or cleared. */
async function unreadCount(db: Reader, roomId: number, mine: ParticipantRow) {
  const [row] = await db
    .select({ n: count() })
    .from(messageContents)
    .where(
      and(
        eq(messageContents.roomId, roomId),
        ne(messageContents.senderChannelId, mine.channelId),
        gt(messageContents.id, Math.max(mine.lastReadContentId, mine.clearedBefore)),
      ),
    )
  return row?.n ?? 0
}

/**
 * The rooms of the channel (not left) with unread messages: the header's badge.
 *
 * @example await unreadRoomCount(db, me.idx) // 2
 */
export async function unreadRoomCount(db: Reader, channelIdx: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${messageParticipants.roomId})`.mapWith(Number) })
    .from(messageParticipants)
    .innerJoin(messageContents, eq(messageContents.roomId, messageParticipants.roomId))
    .where(
      and(
        eq(messageParticipants.channelId, channelIdx),
        eq(messageParticipants.left, false),
        ne(messageContents.senderChannelId, channelIdx),
        gt(messageContents.id, messageParticipants.lastReadContentId),
        gt(messageContents.id, messageParticipants.clearedBefore),
      ),
    )
  return row?.n ?? 0
}

/** Turns content rows into wire messages, with the senders' handles and the read receipts. */
export async function contentViews(db: Reader, rows: ContentRow[], mine: MyRoom) {
  const handles = new Map<number, string>()
  for (const p of [mine.mine, mine.theirs]) {
    const label = await channelLabel(db, p.channelId)
    handles.set(p.channelId, label?.channelId ?? '')
  }
  return rows.map((row) => {
    const receiver = row.senderChannelId === mine.mine.channelId ? mine.theirs : mine.mine
    return contentView(row, handles.get(row.senderChannelId) ?? '', receiver.lastReadContentId)
  })
}

/**
 * The room as the member sees it, without its messages: status, the other channel, the last
 * message (unless the member cleared it), unread count and the other's unread count.
 *
 * @example const view = await roomView(db, await myRoom(db, 1, me.idx))
 */
export async function roomView(db: Reader, mine: MyRoom): Promise<MessageRoom> {
  const { room } = mine
  const [status, channel, unread] = await Promise.all([
    roomStatusBetween(db, mine.mine.channelId, mine.theirs.channelId),
    channelLabel(db, mine.theirs.channelId),
    unreadCount(db, room.id, mine.mine),
  ])
  const [last] = await db
    .select()
    .from(messageContents)
    .where(
      and(eq(messageContents.roomId, room.id), gt(messageContents.id, mine.mine.clearedBefore)),
    )
    .orderBy(desc(messageContents.id))
    .limit(1)
  const [lastMessage] = last ? await contentViews(db, [last], mine) : []
  return {
    messageRoomIdx: room.id,
    roomStatus: status,
    messageContentList: [],
    createDate: room.createdAt.toISOString(),
    updateDate: room.updatedAt.toISOString(),
    unReadParticipantCount:
      (room.lastContentId ?? 0) > mine.theirs.lastReadContentId &&
      last?.senderChannelId === mine.mine.channelId
        ? 1
        : 0,
    unReadCount: unread,
    ...(lastMessage && { lastMessage }),
    ...(channel && { channel }),
  }
}

/**
 * A page of the member's rooms (not left), latest message first.
 *
 * @example await listRooms(db, me.idx, 1, 20)
 */
export async function listRooms(db: Db, meIdx: number, page: number, limit: number) {
  const rows = await db
    .select({ roomId: messageRooms.id })
    .from(messageParticipants)
    .innerJoin(messageRooms, eq(messageRooms.id, messageParticipants.roomId))
    .where(and(eq(messageParticipants.channelId, meIdx), eq(messageParticipants.left, false)))
    .orderBy(sql`${messageRooms.lastContentId} desc nulls last`, desc(messageRooms.id))
    .offset((page - 1) * limit)
    .limit(limit + 1)
  const list: MessageRoom[] = []
  for (const row of rows.slice(0, limit)) {
    list.push(await roomView(db, await myRoom(db, row.roomId, meIdx)))
  }
  return { messageRoomList: list, hasNext: rows.length > limit }
}

/**
 * The room with its messages: the newest page, or the page older than `before`, oldest first
 * within the page, with `hasNext` when older ones remain. Messages the member cleared (a room
 * they deleted) are not there.
 *
 * @example await roomContents(db, me.idx, 1, undefined, 30)
 */
export async function roomContents(
  db: Db,
  meIdx: number,
  roomId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRoom> {
  const mine = await myRoom(db, roomId, meIdx)
  const rows = await db
    .select()
    .from(messageContents)
    .where(
      and(
        eq(messageContents.roomId, roomId),
        gt(messageContents.id, mine.mine.clearedBefore),
        before !== undefined ? lt(messageContents.id, before) : undefined,
      ),
    )
    .orderBy(desc(messageContents.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit).reverse()
  return {
    ...(await roomView(db, mine)),
    messageContentList: await contentViews(db, page, mine),
    hasNext: rows.length > limit,
  }
}

/** A page size from the query: the default when absent, refused out of range. */
export function pageSize(
  value: number | undefined,
  limits: { default: number; max: number } = MESSAGE_LIMITS.roomPage,
): number {
  if (value === undefined) return limits.default
  return Math.min(Math.max(1, Math.floor(value)), limits.max)
}

/** The room of a channel without one yet: index 0 and the status a first message would meet. */
export function noRoomYet(status: MessageRoomStatus, channel: MessageRoom['channel']): MessageRoom {
  return {
    messageRoomIdx: 0,
    roomStatus: status,
    messageContentList: [],
    unReadCount: 0,
    ...(channel && { channel }),
  }
}
