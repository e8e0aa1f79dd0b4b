import { eq, sql } from 'drizzle-orm'
import { channelIdentity, liveHandleIs } from '../channel/channelHandle'
import { now } from '../clock'
import type { Db } from '../db/database'
import {
  channelFollows,
  channelManagers,
  channels,
  chatBanWords,
  chatBlocks,
  chatSettings,
  ledgerTransfers,
} from '../db/schema'
import type { AuthMember } from '../http/auth'
import { notFound } from '../http/httpError'
import { subscribesSql } from '../subscription/activeSubscription'
import { subscribedMonthsSql, subscriberColorSql } from '../subscription/perks/nameColors'
import { perkImageUrl } from '../subscription/perks/perkLinks'
import { badgeFileSql } from '../subscription/perks/subscriberBadges'
import { emoticonKeysSql } from '../subscription/perks/subscriberEmoticons'

/** A channel's chat settings, with the defaults for a channel that never changed them. */
export interface ChatSettings {
  chatNotice: string | null
  chatRule: string | null
  isChatNotice: boolean
  isChatRule: boolean
  isChatIce: boolean
  iceChatLevel: number
  isPermitManagerChatIceMode: boolean
  isPermitUrlChat: boolean
  slowModeSeconds: number
}

// Chosen defaults: ice mode off at the spec's level 1; links refused until the streamer permits
// them (link spam is the first abuse of an open chat); slow mode off.
const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  chatNotice: null,
  chatRule: null,
  isChatNotice: false,
  isChatRule: false,
  isChatIce: false,
  iceChatLevel: 1,
  isPermitManagerChatIceMode: false,
  isPermitUrlChat: false,
  slowModeSeconds: 0,
}

/** What the caller is in a channel's chat. */
export interface ChatRoles {
  /** Acting as the channel itself. */
  isStreamer: boolean
  isManager: boolean
  /** A platform admin (channel role 2). */
  isAdmin: boolean
  isSubscriber: boolean
  /** Follows the channel (the chat's "active" level, chosen). */
  isFollower: boolean
  /** Blocked from this chat (actions 2 or 3), a timeout included while it runs. */
  isChatBlocked: boolean
  /** While the block is a timeout: when it lifts. */
  chatBlockedUntil: Date | null
  /** A manager the streamer lets post links (the `urlChat` permission). */
  isUrlChatManager: boolean
  /** Has cheered this channel with gems or gifted subscriptions (the chat's gifter bit). */
  isGifter: boolean
}

/** A channel as the chat sees it, with its settings, and the caller's roles in it. */
export interface ChatRoom {
  channel: { idx: number; handle: string; nickname: string; ownerId: number }
  settings: ChatSettings
  roles: ChatRoles
  /**
   * The caller's chosen nickname colour, if any: as a subscriber, the one they picked in this
   * channel while the streamer allows it, else the one they picked for every chat.
   */
  chosenColor: string | null
  /** The caller's subscriber badge in this channel (its URL), for their months. */
  badgeUrl: string | null
  /** Loaded only when asked (`withBanWords`): the channel's ban words. */
  banWords: string[]
  /** Loaded with the ban words: the channel's subscriber emoticon keywords. */
  subscriberEmoticonKeys: string[]
}

const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`

/**
 * SQL true for a `chat_blocks` row that holds at `at`: no end, or its end still ahead.
 *
 * @example db.select().from(chatBlocks).where(blockRunsSql(now()))
 */
export const blockRunsSql = (at: Date) =>
  sql<boolean>`(${chatBlocks.expiresAt} is null or ${chatBlocks.expiresAt} > ${at.toISOString()}::timestamptz)`

// A raw subquery's timestamp arrives as the driver reads it: a Date or a string.
const timeoutEnd = (value: string | Date | null): Date | null =>
  value === null ? null : new Date(value)

/**
 * A channel's chat by its public id (any case), or 404 CHA30023, read in one query with the
 * caller's roles in it (their channel being the chat identity), their subscriber badge and
 * colour, and, when asked, the ban words and subscriber emoticon keywords (a send's rules).
 *
 * @example
 * const room = await loadChatRoom(db, 'airwave', member, { withBanWords: true })
 */
export async function loadChatRoom(
  db: Db,
  handle: string,
  member: AuthMember | undefined,
  options: { withBanWords?: boolean } = {},
): Promise<ChatRoom> {
  const me = member?.channel
  const meIdx = me?.idx ?? -1
  const memberId = member?.id ?? -1
  const at = now()
  const months = subscribedMonthsSql(channels.id, meIdx, at)
  const blockRuns = blockRunsSql(at)
  const [row] = await db
    .select({
      ...channelIdentity,
      settings: chatSettings,
      isManager: exists(
        sql`select 1 from ${channelManagers} where ${channelManagers.channelId} = ${channels.id} and ${channelManagers.managerChannelId} = ${meIdx}`,
      ),
      isSubscriber: subscribesSql(channels.id, meIdx, at),
      badgeFile: badgeFileSql(channels.id, months),
      subscriberColor: subscriberColorSql(channels.id, meIdx),
      isFollower: exists(
        sql`select 1 from ${channelFollows} where ${channelFollows.channelId} = ${channels.id} and ${channelFollows.memberId} = ${memberId}`,
      ),
      // A timeout past its end no longer counts: no job lifts it, the clock does.
      isChatBlocked: exists(
        sql`select 1 from ${chatBlocks} where ${chatBlocks.channelId} = ${channels.id} and ${chatBlocks.targetMemberId} = ${memberId} and ${blockRuns}`,
      ),
      chatBlockedUntil: sql<
        string | Date | null
      >`(select ${chatBlocks.expiresAt} from ${chatBlocks} where ${chatBlocks.channelId} = ${channels.id} and ${chatBlocks.targetMemberId} = ${memberId} and ${blockRuns})`,
      isUrlChatManager: exists(
        sql`select 1 from ${channelManagers} where ${channelManagers.channelId} = ${channels.id} and ${channelManagers.managerChannelId} = ${meIdx} and ${channelManagers.urlChat}`,
      ),
      isGifter: exists(
        sql`select 1 from ${ledgerTransfers} where ${ledgerTransfers.kind} in ('cheer', 'gift') and ${ledgerTransfers.channelId} = ${channels.id} and ${ledgerTransfers.actorChannelId} = ${meIdx}`,
      ),
      // The inner `channels` shadows the outer one: this reads the caller's own row.
      chosenColor: sql<
        string | null
      >`(select ${channels.nicknameColor} from ${channels} where ${channels.id} = ${meIdx})`,
      banWords: options.withBanWords
        ? sql<
            string[] | null
          >`(select array_agg(${chatBanWords.word}) from ${chatBanWords} where ${chatBanWords.channelId} = ${channels.id})`
        : sql<null>`null`,
      subscriberEmoticonKeys: options.withBanWords ? emoticonKeysSql(channels.id) : sql<null>`null`,
    })
    .from(channels)
    .leftJoin(chatSettings, eq(chatSettings.channelId, channels.id))
    .where(liveHandleIs(handle))
  if (!row) throw notFound('No channel has this id', 'CHA30023')
  const {
    updatedAt: _updatedAt,
    channelId: _channelId,
    ...stored
  } = row.settings ?? {
    ...DEFAULT_CHAT_SETTINGS,
    updatedAt: null,
    channelId: row.idx,
  }
  return {
    channel: { idx: row.idx, handle: row.handle, nickname: row.nickname, ownerId: row.ownerId },
    settings: stored,
    roles: {
      isStreamer: me?.idx === row.idx,
      isManager: Boolean(row.isManager),
      isAdmin: me?.role === 2,
      isSubscriber: Boolean(row.isSubscriber),
      isFollower: Boolean(row.isFollower),
      isChatBlocked: Boolean(row.isChatBlocked),
      chatBlockedUntil: timeoutEnd(row.chatBlockedUntil),
      isUrlChatManager: Boolean(row.isUrlChatManager),
      isGifter: Boolean(row.isGifter),
    },
    chosenColor: (row.isSubscriber ? row.subscriberColor : null) ?? row.chosenColor ?? null,
    badgeUrl: row.isSubscriber && row.badgeFile ? perkImageUrl(row.badgeFile) : null,
    banWords: row.banWords ?? [],
    subscriberEmoticonKeys: row.subscriberEmoticonKeys ?? [],
  }
}

/**
 * The sender's badge for their entry, when they have one in this channel: entries carry it as
 * sent (chat messages, cheers); the stored row keeps no link.
 *
 * @example const entry = { ...toChatEntry(row, room.channel.handle), ...senderBadge(room) }
 */
export const senderBadge = (room: ChatRoom): { badgeUrl?: string } =>
  room.badgeUrl ? { badgeUrl: room.badgeUrl } : {}
