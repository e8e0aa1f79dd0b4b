import { ICE_CHAT_LEVEL, SLOW_MODE_MAX_SECONDS, type StreamerChatInfo } from '@airwave/sdk/contract'
import { sql } from 'drizzle-orm'
import { storableText } from '../community/text'
import type { Db } from '../db/database'
import { chatSettings } from '../db/schema'
import { badRequest, forbidden } from '../http/httpError'
import { type ChatRoom, type ChatSettings, canModerate } from './chatRoom'

/** Longest notice or rule text (chosen; the spec gives none). */
const TEXT_MAX = 1000

/**
 * The settings as the contract's chat info. `pickChatLogType` and `pickChatLogIdentity` (a
 * pinned entry) are not kept by this server yet.
 *
 * @example const info = chatInfoOf(room.settings)
 */
export function chatInfoOf(settings: ChatSettings): StreamerChatInfo {
  return {
    ...(settings.chatNotice === null ? {} : { chatNotice: settings.chatNotice }),
    ...(settings.chatRule === null ? {} : { chatRule: settings.chatRule }),
    iceChatLevel: settings.iceChatLevel,
    isChatIce: settings.isChatIce,
    isChatNotice: settings.isChatNotice,
    isChatRule: settings.isChatRule,
    isPermitManagerChatIceMode: settings.isPermitManagerChatIceMode,
    isPermitUrlChat: settings.isPermitUrlChat,
    slowModeSeconds: settings.slowModeSeconds,
  }
}

/** Whether the caller may switch ice mode: the streamer, an admin, or a permitted manager. */
export function canSwitchIce(room: ChatRoom): boolean {
  const { roles, settings } = room
  return (
    roles.isStreamer || roles.isAdmin || (roles.isManager && settings.isPermitManagerChatIceMode)
  )
}

const ICE_FIELDS = ['isChatIce', 'iceChatLevel'] as const
const STREAMER_FIELDS = ['isPermitManagerChatIceMode', 'isPermitUrlChat'] as const
const ICE_LEVELS: readonly number[] = Object.values(ICE_CHAT_LEVEL)

/**
 * Applies a chat info change and answers the saved settings. Who may change what (chosen where
 * the spec is silent): the streamer and admins everything; managers the notice, the rules and
 * slow mode, and ice mode while the streamer permits it; only the streamer (or an admin) permits
 * managers' ice mode and URL chat. A field the caller may not change is refused whole (403).
 *
 * @example
 * const saved = await updateChatSettings(db, room, { isChatIce: true })
 */
export async function updateChatSettings(
  db: Db,
  room: ChatRoom,
  change: Partial<StreamerChatInfo>,
): Promise<ChatSettings> {
  const { roles } = room
  if (!canModerate(roles)) throw forbidden('Only the streamer and managers change the chat')
  const owner = roles.isStreamer || roles.isAdmin
  const has = (field: keyof StreamerChatInfo) => change[field] !== undefined
  if (!owner && STREAMER_FIELDS.some(has)) {
    throw forbidden('Only the streamer changes these permissions')
  }
  if (ICE_FIELDS.some(has) && !canSwitchIce(room)) {
    throw forbidden('The streamer has not permitted managers to switch ice mode')
  }
  if (change.iceChatLevel !== undefined && !ICE_LEVELS.includes(change.iceChatLevel)) {
    throw badRequest(`iceChatLevel must be one of ${ICE_LEVELS.join(', ')}`)
  }
  const slow = change.slowModeSeconds
  if (slow !== undefined && (!Number.isInteger(slow) || slow < 0 || slow > SLOW_MODE_MAX_SECONDS)) {
    throw badRequest(`slowModeSeconds must be an integer from 0 to ${SLOW_MODE_MAX_SECONDS}`)
  }
  for (const field of ['chatNotice', 'chatRule'] as const) {
    const text = change[field]
    if (text === undefined) continue
    storableText(text, field)
    if ([...text].length > TEXT_MAX)
      throw badRequest(`${field} holds at most ${TEXT_MAX} characters`)
  }
  const next: ChatSettings = {
    chatNotice: change.chatNotice ?? room.settings.chatNotice,
    chatRule: change.chatRule ?? room.settings.chatRule,
    isChatNotice: change.isChatNotice ?? room.settings.isChatNotice,
    isChatRule: change.isChatRule ?? room.settings.isChatRule,
    isChatIce: change.isChatIce ?? room.settings.isChatIce,
    iceChatLevel: change.iceChatLevel ?? room.settings.iceChatLevel,
    isPermitManagerChatIceMode:
      change.isPermitManagerChatIceMode ?? room.settings.isPermitManagerChatIceMode,
    isPermitUrlChat: change.isPermitUrlChat ?? room.settings.isPermitUrlChat,
    slowModeSeconds: slow ?? room.settings.slowModeSeconds,
  }
  // Only the fields sent are written: two moderators changing different fields both land.
  const sent = Object.fromEntries(
    Object.keys(next)
      .filter((field) => change[field as keyof StreamerChatInfo] !== undefined)
      .map((field) => [field, next[field as keyof ChatSettings]]),
  )
  const [saved] = await db
    .insert(chatSettings)
    .values({ channelId: room.channel.idx, ...next })
    .onConflictDoUpdate({
      target: chatSettings.channelId,
      set: { ...sent, updatedAt: sql`now()` },
    })
    .returning()
  if (!saved) throw new Error('chat settings upsert returned nothing')
  const { channelId: _channelId, updatedAt: _updatedAt, ...settings } = saved
  return settings
}
