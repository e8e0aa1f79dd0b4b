import { CHAT_LEVEL, ICE_CHAT_LEVEL, NICKNAME_COLORS } from '@airwave/sdk/contract'
import type { ChatRoles, ChatSettings } from './chatRoom'

/**
 * The sender's level bits in a channel's chat, from their roles: `gifter` (64) once they have
 * cheered the channel with gems. `official` (128) and `partner` (256) have no data on this
 * server yet (no programmes), so they are never set.
 *
 * @example
 * chatLevel({ ...roles, isManager: true, isSubscriber: true }) // 20 when nothing else is set
 */
export function chatLevel(roles: ChatRoles): number {
  let level = 0
  if (roles.isAdmin) level |= CHAT_LEVEL.admin
  if (roles.isStreamer) level |= CHAT_LEVEL.streamer
  if (roles.isManager) level |= CHAT_LEVEL.manager
  if (roles.isFollower) level |= CHAT_LEVEL.active
  if (roles.isSubscriber) level |= CHAT_LEVEL.subscriber
  if (roles.isGifter) level |= CHAT_LEVEL.gifter
  return level
}

/**
 * The colour a channel id gets until its member picks one: stable, spread over the 26 named
 * colours (FNV-1a of the lower-case id).
 *
 * @example defaultNicknameColor('viewer1') // always the same one of NICKNAME_COLORS
 */
export function defaultNicknameColor(handle: string): string {
  let hash = 0x811c9dc5
  for (const char of handle.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return NICKNAME_COLORS[hash % NICKNAME_COLORS.length] ?? 'gray'
}

/**
 * The sender's nickname colour in a chat: the special style of the streamer, then of an admin,
 * then of a manager (chosen order: whoever speaks for the channel first, then the platform),
 * else the colour they picked, else their default one.
 *
 * @example nicknameColorOf('viewer1', 'teal', roles) // 'manager' when viewer1 manages the channel
 */
export function nicknameColorOf(handle: string, chosen: string | null, roles: ChatRoles): string {
  if (roles.isStreamer) return 'streamer'
  if (roles.isAdmin) return 'admin'
  if (roles.isManager) return 'manager'
  return chosen ?? defaultNicknameColor(handle)
}

/**
 * Whether ice mode lets the caller chat: off, or their role is at or above its level (1
 * subscribers, 2 managers, 3 the streamer); admins always may. A streamer counts as a subscriber
 * of their own channel.
 *
 * @example mayChatInIce(settings, roles) // false for a follower while ice is on
 */
export function mayChatInIce(settings: ChatSettings, roles: ChatRoles): boolean {
  if (!settings.isChatIce || roles.isAdmin || roles.isStreamer) return true
  if (settings.iceChatLevel >= ICE_CHAT_LEVEL.streamer) return false
  if (roles.isManager) return true
  if (settings.iceChatLevel >= ICE_CHAT_LEVEL.managers) return false
  return roles.isSubscriber
}
