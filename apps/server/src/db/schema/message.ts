import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, flag, serialId, updatedAt } from './columns'
import { channelRef, memberKey, memberRef } from './refs'

// Direct messages between two channels. A room is one pair (the lower channel id first), so
// two members always meet in the same room. Its request state is the room's; what each member
// sees (their status, unread count, whether it is in their list) is their participant row's.

const big = (name: string) => bigint(name, { mode: 'number' })

/**
 * A room of two channels. `request` (chosen): `none` (a normal room), `pending` (the first
 * message was a request: `requester_channel_id` sent it), `declined`, `accepted`, `cancelled`
 * (the requester left while it waited).
 */
export const messageRooms = pgTable(
  'message_rooms',
  {
    id: serialId(),
    lowChannelId: channelRef('low_channel_id'),
    highChannelId: channelRef('high_channel_id'),
    request: text('request').notNull().default('none'),
    requesterChannelId: integer('requester_channel_id'),
    lastContentId: big('last_content_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('message_rooms_pair', sql`${t.lowChannelId} < ${t.highChannelId}`),
    uniqueIndex('message_rooms_pair_unique').on(t.lowChannelId, t.highChannelId),
  ],
)

/**
 * A channel in a room: the last message it read, and whether the room is in its list (`left`
 * after it deleted the room, until a new message; messages before `cleared_before` are gone
 * for it).
 */
export const messageParticipants = pgTable(
  'message_participants',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => messageRooms.id, { onDelete: 'cascade' }),
    channelId: channelRef(),
    memberId: memberRef(),
    lastReadContentId: big('last_read_content_id').notNull().default(0),
    clearedBefore: big('cleared_before').notNull().default(0),
    left: flag('left'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.channelId] }),
    index('message_participants_channel').on(t.channelId, t.updatedAt),
  ],
)

/**
 * One message. `client_message_id` is the sender's id of it: a retry finds the stored one.
 * `status`: `SENT`, or `REQUEST` for a request's message.
 */
export const messageContents = pgTable(
  'message_contents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => messageRooms.id, { onDelete: 'cascade' }),
    senderChannelId: channelRef('sender_channel_id'),
    senderMemberId: memberRef('sender_member_id'),
    content: text('content').notNull(),
    status: text('status').notNull().default('SENT'),
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_contents_room').on(t.roomId, t.id),
    uniqueIndex('message_contents_client_id')
      .on(t.senderChannelId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
  ],
)

/** A member's direct-message setting; no row: messages allowed. */
export const messageSettings = pgTable('message_settings', {
  memberId: memberKey(),
  allowMessage: flag('allow_message', true),
  updatedAt: updatedAt(),
})
