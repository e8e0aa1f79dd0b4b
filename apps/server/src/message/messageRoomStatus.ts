import { CHAT_ACTION, type MessageRoomStatus } from '@airwave/sdk/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/database'
import {
  channelBlocks,
  channelFollows,
  channels,
  chatBlocks,
  members,
  messageRooms,
  messageSettings,
} from '../db/schema'
import type { Tx } from '../db/transaction'

// The status of a direct-message room for the member who reads it: one function decides all
// seventeen from facts gathered in one place (the room's request, blocks, chat bans, settings,
// the two channels' states). The contract's MESSAGE_ROOM_STATUSES says what each one means.

/** A room's request state (the `message_rooms.request` column). */
export type RoomRequest = 'none' | 'pending' | 'declined' | 'accepted' | 'cancelled'

/** One side of a room: a channel and its owner's state. */
interface RoomSide {
  idx: number
  memberId: number
  /** Suspended or blocked by the platform (the channel or its member account). */
  platformBlocked: boolean
  /** The channel or its member account was deleted. */
  withdrawn: boolean
  /** `channels.role` 2: a platform admin's channel, treated as official. */
  official: boolean
}

/** What decides a room's status for the member acting as `me`. */
export interface StatusFacts {
  me: RoomSide
  other: RoomSide
  /** The room's request state, or undefined when there is no room yet. */
  room: { request: RoomRequest; requesterChannelId: number | null } | undefined
  /** My member blocked the other channel (channel relations). */
  iBlocked: boolean
  /** The other's member blocked my channel. */
  theyBlocked: boolean
  /** I am banned from the other channel's chat (chat_blocks action userBlock 2). */
  bannedFromTheirChat: boolean
  /** The other member takes direct messages (message_settings; no row: yes). */
  theyAllowMessages: boolean
  /** The other's member follows my channel: a first message needs no request. */
  theyFollowMe: boolean
}

/** Statuses in which the member may send (the others answer MSG2000, or MSG2003 for REQUEST_SENT). */
export const SENDABLE: ReadonlySet<MessageRoomStatus> = new Set([
  'NORMAL',
  'REQUEST_REQUIRED',
  'REQUEST_RECEIVED',
  'REQUEST_DECLINED',
  'APPROVED_BY_ME',
  'APPROVED_BY_OTHER',
  'DELETED',
])

/** A room in which both wrote or may write: the other's setting no longer stops it. */
const isOpenRoom = (facts: StatusFacts) =>
  facts.room !== undefined &&
  (facts.room.request === 'none' ||
    facts.room.request === 'accepted' ||
    (facts.room.request === 'pending' && facts.room.requesterChannelId === facts.other.idx))

/**
 * The status of a room for the member acting as `facts.me`. The refusals come first, in this
 * order (the first that holds wins):
 * 1. SERVICE_UNBLOCK_REQUIRED: either channel (or account) is suspended or blocked by the
 *    platform;
 * 2. WITHDRAWN_CHANNEL_CANNOT_SEND: the other channel or account was deleted;
 * 3. OFFICIAL_CHANNEL_CANNOT_SEND: the other channel is official (role 2);
 * 4. UNBLOCK_REQUIRED: I blocked the other channel;
 * 5. CHANNEL_UNBLOCK_REQUIRED: the other blocked my channel;
 * 6. BLACKLIST_UNBLOCK_REQUIRED: I am banned (userBlock) from the other channel's chat;
 * 7. USER_SETTING_CANNOT_SEND: the other turned messages off, unless the room is open already
 *    (normal, accepted, or a request the other sent me): the setting stops new conversations,
 *    not ones under way.
 * Then the request: none yet (or my own request cancelled by my leaving) → NORMAL when the
 * other follows me, else REQUEST_REQUIRED; `pending` → REQUEST_SENT / REQUEST_RECEIVED;
 * `declined` → REQUEST_REJECTED / REQUEST_DECLINED; `accepted` → APPROVED_BY_OTHER /
 * APPROVED_BY_ME; `cancelled` by the other (they left or blocked while it waited) → DELETED;
 * `none` → NORMAL. UNSPECIFIED is not decided here: it is the room with oneself (one's own
 * channel or another channel of one's own member), where no room can be.
 *
 * @example roomStatusOf(facts) // 'REQUEST_SENT'
 */
export function roomStatusOf(facts: StatusFacts): MessageRoomStatus {
  const { me, other, room } = facts
  if (me.platformBlocked || other.platformBlocked) return 'SERVICE_UNBLOCK_REQUIRED'
  if (other.withdrawn) return 'WITHDRAWN_CHANNEL_CANNOT_SEND'
  if (other.official) return 'OFFICIAL_CHANNEL_CANNOT_SEND'
  if (facts.iBlocked) return 'UNBLOCK_REQUIRED'
  if (facts.theyBlocked) return 'CHANNEL_UNBLOCK_REQUIRED'
  if (facts.bannedFromTheirChat) return 'BLACKLIST_UNBLOCK_REQUIRED'
  if (!facts.theyAllowMessages && !isOpenRoom(facts)) return 'USER_SETTING_CANNOT_SEND'
  const mine = room?.requesterChannelId === me.idx
  switch (room?.request) {
    case 'none':
      return 'NORMAL'
    case 'pending':
      return mine ? 'REQUEST_SENT' : 'REQUEST_RECEIVED'
    case 'declined':
      return mine ? 'REQUEST_REJECTED' : 'REQUEST_DECLINED'
    case 'accepted':
      return mine ? 'APPROVED_BY_OTHER' : 'APPROVED_BY_ME'
    case 'cancelled':
      if (!mine) return 'DELETED'
      break
  }
  return facts.theyFollowMe ? 'NORMAL' : 'REQUEST_REQUIRED'
}

type Reader = Db | Tx

/** A channel's side of a room, read from the channel and its member. */
async function sideOf(db: Reader, channelIdx: number): Promise<RoomSide | undefined> {
  const [row] = await db
    .select({
      idx: channels.id,
      memberId: channels.ownerId,
      role: channels.role,
      channelBlocked: channels.blocked,
      suspended: channels.suspended,
      channelDeleted: channels.deletedAt,
      memberBlocked: members.blocked,
      memberDeleted: members.deletedAt,
    })
    .from(channels)
    .innerJoin(members, eq(members.id, channels.ownerId))
    .where(eq(channels.id, channelIdx))
  if (!row) return undefined
  return {
    idx: row.idx,
    memberId: row.memberId,
    platformBlocked: row.channelBlocked || row.suspended || row.memberBlocked,
    withdrawn: row.channelDeleted !== null || row.memberDeleted !== null,
    official: row.role === 2,
  }
}

const exists = async (query: Promise<unknown[]>) => (await query).length > 0

/**
 * Gathers the facts of the room between `meIdx` and `otherIdx` for `meIdx` (the room's request
 * read as `db` sees it: inside a transaction holding the room's lock, the locked state).
 *
 * @example roomStatusOf(await statusFacts(db, me.idx, other.idx))
 */
export async function statusFacts(
  db: Reader,
  meIdx: number,
  otherIdx: number,
): Promise<StatusFacts> {
  const [me, other] = await Promise.all([sideOf(db, meIdx), sideOf(db, otherIdx)])
  if (!me || !other) throw new Error(`No channel ${me ? otherIdx : meIdx}`)
  const [low, high] = meIdx < otherIdx ? [meIdx, otherIdx] : [otherIdx, meIdx]
  const [room] = await db
    .select({ request: messageRooms.request, requesterChannelId: messageRooms.requesterChannelId })
    .from(messageRooms)
    .where(and(eq(messageRooms.lowChannelId, low), eq(messageRooms.highChannelId, high)))
  const relation = (table: typeof channelBlocks | typeof channelFollows, m: number, c: number) =>
    exists(
      db
        .select({ m: table.memberId })
        .from(table)
        .where(and(eq(table.memberId, m), eq(table.channelId, c))),
    )
  const [iBlocked, theyBlocked, theyFollowMe, bannedFromTheirChat, setting] = await Promise.all([
    relation(channelBlocks, me.memberId, other.idx),
    relation(channelBlocks, other.memberId, me.idx),
    relation(channelFollows, other.memberId, me.idx),
    exists(
      db
        .select({ c: chatBlocks.channelId })
        .from(chatBlocks)
        .where(
          and(
            eq(chatBlocks.channelId, other.idx),
            eq(chatBlocks.targetMemberId, me.memberId),
            inArray(chatBlocks.action, [CHAT_ACTION.userBlock]),
          ),
        ),
    ),
    db
      .select({ allow: messageSettings.allowMessage })
      .from(messageSettings)
      .where(eq(messageSettings.memberId, other.memberId)),
  ])
  return {
    me,
    other,
    room: room
      ? { request: room.request as RoomRequest, requesterChannelId: room.requesterChannelId }
      : undefined,
    iBlocked,
    theyBlocked,
    bannedFromTheirChat,
    theyAllowMessages: setting[0]?.allow ?? true,
    theyFollowMe,
  }
}

/**
 * The status of the room between two channels for `meIdx`; UNSPECIFIED between two channels
 * of one member (no room with oneself).
 *
 * @example await roomStatusBetween(db, me.idx, other.idx) // 'NORMAL'
 */
export async function roomStatusBetween(
  db: Reader,
  meIdx: number,
  otherIdx: number,
): Promise<MessageRoomStatus> {
  const facts = await statusFacts(db, meIdx, otherIdx)
  if (facts.me.memberId === facts.other.memberId) return 'UNSPECIFIED'
  return roomStatusOf(facts)
}
