import {
  ICE_CHAT_LEVEL,
  type ManagerAction,
  SLOW_MODE_MAX_SECONDS,
  type StreamerChatInfo,
} from '@airwave/sdk/contract'
import { sql } from 'drizzle-orm'
import {
  type ChannelStanding,
  missingPermission,
  recordManagerAction,
  standingAllows,
} from '../channel/managerRights'
import { storableText } from '../community/text'
import type { Db } from '../db/database'
import { chatSettings } from '../db/schema'
import { badRequest, forbidden } from '../http/httpError'
import type { ChatRoom, ChatSettings } from './chatRoom'

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

/**
 * Whether the caller may switch ice mode: the streamer, an admin, or a manager with the
 * `iceMode` permission while the channel's `isPermitManagerChatIceMode` is on. The two combine
 * so: the permission says which managers may, the chat setting is the streamer's one switch
 * that takes it from every manager at once (both must be on).
 */
export function canSwitchIce(room: ChatRoom, standing: ChannelStanding): boolean {
  const { roles, settings } = room
  if (roles.isStreamer || roles.isAdmin) return true
  return (
    standing.role === 'manager' &&
    standing.permissions.iceMode &&
    settings.isPermitManagerChatIceMode
  )
}

const ICE_FIELDS = ['isChatIce', 'iceChatLevel'] as const
const CHAT_FIELDS = [
  'chatNotice',
  'chatRule',
  'isChatNotice',
  'isChatRule',
  'slowModeSeconds',
] as const
const ICE_LEVELS: readonly number[] = Object.values(ICE_CHAT_LEVEL)

const refuse = (message: string) => forbidden(message, 'MANAGER_PERMISSION')

/**
 * Applies a chat info change and answers the settings before and after. Who may change what:
 * the streamer and admins everything; a manager the notice, the rules and slow mode with the
 * `chat` permission, ice mode as {@link canSwitchIce} says, URL chat with `urlChat`; only the
 * streamer (or an admin) permits managers' ice mode. A field the caller may not change is
 * refused whole (403 MANAGER_PERMISSION). A manager's change is written to the channel's
 * manager activity with the settings, in one transaction.
 *
 * @example
 * const { saved } = await updateChatSettings(db, room, standing, { isChatIce: true })
 */
export async function updateChatSettings(
  db: Db,
  room: ChatRoom,
  standing: ChannelStanding,
  change: Partial<StreamerChatInfo>,
): Promise<{ before: ChatSettings; saved: ChatSettings }> {
  const { roles } = room
  const owner = roles.isStreamer || roles.isAdmin
  const may = (permission: 'chat' | 'urlChat') => owner || standingAllows(standing, permission)
  if (!owner && standing.role !== 'manager') {
    throw refuse('Only the streamer or their managers can do this')
  }
  const has = (field: keyof StreamerChatInfo) => change[field] !== undefined
  if (!owner && has('isPermitManagerChatIceMode')) {
    throw refuse('Only the streamer changes this permission')
  }
  if (CHAT_FIELDS.some(has) && !may('chat')) {
    throw missingPermission()
  }
  if (has('isPermitUrlChat') && !may('urlChat')) {
    throw missingPermission()
  }
  if (ICE_FIELDS.some(has) && !canSwitchIce(room, standing)) {
    throw refuse('The streamer has not permitted you to switch ice mode')
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
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatSettings)
      .values({ channelId: room.channel.idx, ...next })
      .onConflictDoUpdate({
        target: chatSettings.channelId,
        set: { ...sent, updatedAt: sql`now()` },
      })
      .returning()
    if (!row) throw new Error('chat settings upsert returned nothing')
    for (const [action, detail] of activityOf(room.settings, change)) {
      await recordManagerAction(tx, standing, room.channel.idx, action, { detail })
    }
    return row
  })
  const { channelId: _channelId, updatedAt: _updatedAt, ...settings } = saved
  return { before: room.settings, saved: settings }
}

// What a settings change was, in the manager activity's words.
function activityOf(
  before: ChatSettings,
  change: Partial<StreamerChatInfo>,
): [ManagerAction, string][] {
  const acts: [ManagerAction, string][] = []
  if (change.isChatIce !== undefined || change.iceChatLevel !== undefined) {
    const on = change.isChatIce ?? before.isChatIce
    acts.push(['iceMode', on ? `on, level ${change.iceChatLevel ?? before.iceChatLevel}` : 'off'])
  }
  if (change.slowModeSeconds !== undefined) acts.push(['slowMode', `${change.slowModeSeconds} s`])
  if (change.isPermitUrlChat !== undefined) {
    acts.push(['urlChat', change.isPermitUrlChat ? 'on' : 'off'])
  }
  const noticeFields = ['chatNotice', 'chatRule', 'isChatNotice', 'isChatRule'] as const
  if (noticeFields.some((field) => change[field] !== undefined))
    acts.push(['chatNotice', 'changed'])
  return acts
}
