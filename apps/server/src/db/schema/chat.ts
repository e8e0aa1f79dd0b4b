import { sql } from 'drizzle-orm'
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, deletedAt, flag, serialId, updatedAt } from './columns'
import { channelKey, channelRef, memberRef } from './refs'

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
 * holds the account behind the target channel, so switching channels does not lift it.
 */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    channelId: channelRef(),
    targetMemberId: memberRef('target_member_id'),
    targetChannelId: channelRef('target_channel_id'),
    action: integer('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.targetMemberId] })],
)

/** The managers of a channel (channels, like every chat identity). */
export const channelManagers = pgTable(
  'channel_managers',
  {
    channelId: channelRef(),
    managerChannelId: channelRef('manager_channel_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.managerChannelId] }),
    index('channel_managers_manager').on(t.managerChannelId),
  ],
)
