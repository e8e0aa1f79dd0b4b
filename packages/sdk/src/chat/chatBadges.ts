import { CHAT_LEVEL, type ChatRole } from '../contract/chat/chat.schemas'

/** A badge shown before a chat nickname, one per role the sender holds. */
export type ChatBadge =
  | 'admin'
  | 'streamer'
  | 'manager'
  | 'official'
  | 'partner'
  | 'subscriber'
  | 'gifter'

const has = (level: number, bit: number) => (level & bit) !== 0

/**
 * The role name of a chat level (accounts-platform.md sections 3 and 6): the highest of admin,
 * streamer, manager, official, partner, subscriber, gifter and active, joined with the
 * derived part the spec names (`streamer-partner`, `manager-gifter`, `subscriber-gifter`...).
 * Undefined for a level with no bit at all. Where the spec names no derived role (a manager who
 * is both official and a gifter) the first in its list wins (chosen).
 *
 * @example
 * chatRoleOf(CHAT_LEVEL.subscriber | CHAT_LEVEL.gifter) // 'subscriber-gifter'
 * chatRoleOf(CHAT_LEVEL.streamer | CHAT_LEVEL.partner) // 'streamer-partner'
 */
export function chatRoleOf(level: number): ChatRole | undefined {
  const official = has(level, CHAT_LEVEL.official)
  const partner = has(level, CHAT_LEVEL.partner)
  const gifter = has(level, CHAT_LEVEL.gifter)
  if (has(level, CHAT_LEVEL.admin)) return 'admin'
  if (has(level, CHAT_LEVEL.streamer)) {
    return official ? 'streamer-official' : partner ? 'streamer-partner' : 'streamer'
  }
  if (has(level, CHAT_LEVEL.manager)) {
    if (official) return 'manager-official'
    if (partner) return 'manager-partner'
    return gifter ? 'manager-gifter' : 'manager'
  }
  if (official) return gifter ? 'official-gifter' : 'official'
  if (partner) return gifter ? 'partner-gifter' : 'partner'
  if (has(level, CHAT_LEVEL.subscriber)) return gifter ? 'subscriber-gifter' : 'subscriber'
  if (gifter) return 'gifter'
  return has(level, CHAT_LEVEL.active) ? 'active' : undefined
}

/**
 * The badges of a chat level, in the order they are shown: the channel role first (admin,
 * streamer or manager: one, the highest), then official or partner (official wins), then
 * subscriber and gifter. `active` has no badge: it is every follower, a badge on most lines
 * would say nothing (chosen).
 *
 * @example
 * chatBadges(CHAT_LEVEL.manager | CHAT_LEVEL.subscriber) // ['manager', 'subscriber']
 */
export function chatBadges(level: number): ChatBadge[] {
  const badges: ChatBadge[] = []
  if (has(level, CHAT_LEVEL.admin)) badges.push('admin')
  else if (has(level, CHAT_LEVEL.streamer)) badges.push('streamer')
  else if (has(level, CHAT_LEVEL.manager)) badges.push('manager')
  if (has(level, CHAT_LEVEL.official)) badges.push('official')
  else if (has(level, CHAT_LEVEL.partner)) badges.push('partner')
  if (has(level, CHAT_LEVEL.subscriber)) badges.push('subscriber')
  if (has(level, CHAT_LEVEL.gifter)) badges.push('gifter')
  return badges
}
