import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, createdAt, deletedAt, flag, serialId, updatedAt } from './columns'
import { channelKey, channelRef, memberRef, optionalChannelRef } from './refs'

// Live chat: entries, each channel's chat settings, ban words, chat blocks; channel managers and
// subscriptions, which the chat's levels, ice mode and emoticon rule read.

/**
 * A chat entry as the room got it: the sender's id, nickname, level and colour are kept as they
 * were when it was sent. Deleted entries keep their row (moderation records) with `deletedAt`;
 * blinded ones keep their text, which nobody is served again.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The public, unguessable id of the entry (`logIdentity`). */
    logIdentity: text('log_identity').notNull().unique(),
    channelId: channelRef(),
    senderChannelId: channelRef('sender_channel_id'),
    senderMemberId: memberRef('sender_member_id'),
    type: text('type').notNull().default('CHAT_MESSAGE'),
    message: text('message').notNull(),
    /** A GEMS entry's amount (its cheer's transfer has the same log identity). */
    gem: integer('gem'),
    /** A MISSION entry's mission and its status when the entry was written. */
    missionId: integer('mission_id'),
    missionStatus: integer('mission_status'),
    viewerId: text('viewer_id').notNull(),
    chatNickname: text('chat_nickname').notNull(),
    level: integer('level').notNull().default(0),
    nicknameColor: text('nickname_color').notNull(),
    blinded: flag('blinded'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  // "The last 200 of a channel" walks this index backwards; erase finds a sender's entries.
  (t) => [
    index('chat_messages_channel_latest').on(t.channelId, t.id),
    index('chat_messages_sender').on(t.channelId, t.senderMemberId),
  ],
)

/** A channel's chat settings; a channel without a row has the defaults. */
export const chatSettings = pgTable('chat_settings', {
  channelId: channelKey(),
  chatNotice: text('chat_notice'),
  chatRule: text('chat_rule'),
  isChatNotice: flag('is_chat_notice'),
  isChatRule: flag('is_chat_rule'),
  isChatIce: flag('is_chat_ice'),
  /** The spec's default 1 (subscribers and up). */
  iceChatLevel: integer('ice_chat_level').notNull().default(1),
  isPermitManagerChatIceMode: flag('is_permit_manager_chat_ice_mode'),
  isPermitUrlChat: flag('is_permit_url_chat'),
  slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
  updatedAt: updatedAt(),
})

/** A channel's banned words, unique per channel whatever their case. */
export const chatBanWords = pgTable(
  'chat_ban_words',
  {
    id: serialId(),
    channelId: channelRef(),
    word: text('word').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_ban_words_word').on(t.channelId, sql`lower(${t.word})`)],
)

/**
 * A member blocked from a channel's chat: `action` 2 (user block) or 3 (chat block). The block
 * holds the account behind the target channel, so switching channels does not lift it. A
 * timeout is a chat block with `expiresAt`: past it the row no longer counts (the send and the
 * lists compare with the clock; no job lifts it), and the next block or timeout overwrites it.
 */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    channelId: channelRef(),
    targetMemberId: memberRef('target_member_id'),
    targetChannelId: channelRef('target_channel_id'),
    action: integer('action').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.targetMemberId] })],
)

/**
 * A viewer's report of a chat entry, once per member and entry. `content` is the entry's text
 * when reported; `handled` is what the streamer or a manager did with it (null: still open).
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serialId(),
    channelId: channelRef(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reason: text('reason').notNull(),
    content: text('content').notNull(),
    handled: text('handled').$type<'dismiss' | 'blind' | 'delete'>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_reports_once').on(t.memberId, t.messageId),
    index('chat_reports_channel_open').on(t.channelId, t.createdAt),
  ],
)

/**
 * The managers of a channel (channels, like every chat identity), each with what the streamer
 * lets them do (the contract's `MANAGER_PERMISSIONS`; the defaults are its
 * `DEFAULT_MANAGER_PERMISSIONS`).
 */
export const channelManagers = pgTable(
  'channel_managers',
  {
    channelId: channelRef(),
    managerChannelId: channelRef('manager_channel_id'),
    chat: flag('can_chat', true),
    iceMode: flag('can_ice_mode'),
    urlChat: flag('can_url_chat'),
    mission: flag('can_mission'),
    poll: flag('can_poll', true),
    community: flag('can_community', true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.managerChannelId] }),
    index('channel_managers_manager').on(t.managerChannelId),
  ],
)

/**
 * What a channel's managers did (`/dashboard/manager/activity`): written by the call that did
 * it, in its transaction, only when the actor was a manager (not the streamer).
 */
export const managerActivity = pgTable(
  'manager_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: channelRef(),
    managerChannelId: channelRef('manager_channel_id'),
    action: text('action').notNull(),
    targetChannelId: optionalChannelRef('target_channel_id'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('manager_activity_channel_latest').on(t.channelId, t.id)],
)
