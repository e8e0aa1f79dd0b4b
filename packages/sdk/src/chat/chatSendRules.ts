import {
  CHAT_LEVEL,
  CHAT_MAX_LENGTH,
  type ChatMe,
  chatTextTooLong,
  ICE_CHAT_LEVEL,
  type StreamerChatInfo,
} from '../contract/chat/chat.schemas'
import type { Viewer } from '../core/viewer'

/** The chat's refusal codes (`errorCodes`: kind `chat`). */
export type ChatRefusalCode =
  | 'CHT10001'
  | 'CHT10002'
  | 'CHT10003'
  | 'CHT10004'
  | 'CHT10005'
  | 'CHT10006'
  | 'CHT10007'

/** Why a message was not sent, for the UI to say. */
export type ChatSendProblem =
  | { type: 'login-required' }
  | { type: 'text-too-long'; max: number }
  /** Refused by a chat rule, here or by the server; `retryAfterSeconds` for slow mode. */
  | { type: 'chat-refused'; code: ChatRefusalCode; message?: string; retryAfterSeconds?: number }

const ELEVATED = CHAT_LEVEL.admin | CHAT_LEVEL.streamer | CHAT_LEVEL.manager

/**
 * Whether a level holds an elevated chat role (streamer, manager, admin): slow mode does not
 * hold them back (chosen: they keep order in the chat).
 *
 * @example isElevated(CHAT_LEVEL.manager | CHAT_LEVEL.subscriber) // true
 */
export const isElevated = (level: number): boolean => (level & ELEVATED) !== 0

// Where a level stands against the ice mode levels: subscribers 1, managers 2, the streamer 3.
function iceRank(level: number): number {
  if (level & CHAT_LEVEL.streamer) return ICE_CHAT_LEVEL.streamer
  if (level & CHAT_LEVEL.manager) return ICE_CHAT_LEVEL.managers
  return level & CHAT_LEVEL.subscriber ? ICE_CHAT_LEVEL.subscribers : 0
}

/**
 * Whether a member of this level may chat under the room's ice mode: while it is on, only the
 * roles at or above `iceChatLevel` (default 1, subscribers) chat; admins always do.
 *
 * @example iceModeAllows({ isChatIce: true, iceChatLevel: 2 }, CHAT_LEVEL.subscriber) // false
 */
export function iceModeAllows(info: StreamerChatInfo | undefined, level: number): boolean {
  if (info?.isChatIce !== true || level & CHAT_LEVEL.admin) return true
  return iceRank(level) >= (info.iceChatLevel ?? ICE_CHAT_LEVEL.subscribers)
}

/** What the send rule looks at. */
export interface ChatSendCheck {
  text: string
  viewer: Viewer
  /** The member in this chat, once known. */
  me?: ChatMe | undefined
  info?: StreamerChatInfo | undefined
  /** Seconds of slow mode left. */
  cooldown: number
  /** The time now (ms), for a timeout's seconds left; default `Date.now()`. */
  now?: number
}

/**
 * What stops a message before it is sent (the server checks again): `'blank'` for blank text
 * (ignored, nothing to say), login for an anonymous viewer, the 5,000 limit, a chat block,
 * ice mode and slow mode; undefined when it may go.
 *
 * @example
 * const problem = chatSendProblem({ text, viewer, me, info, cooldown: 0 })
 * if (problem === undefined) send(text.trim())
 */
export function chatSendProblem(check: ChatSendCheck): ChatSendProblem | 'blank' | undefined {
  const text = check.text.trim()
  if (text === '') return 'blank'
  if (check.viewer.status === 'anonymous') return { type: 'login-required' }
  if (chatTextTooLong(text)) return { type: 'text-too-long', max: CHAT_MAX_LENGTH }
  const me = check.me
  if (me?.chatBlocked) {
    if (me.chatBlockedUntil === undefined) return { type: 'chat-refused', code: 'CHT10004' }
    const left = timeoutLeft(me.chatBlockedUntil, check.now ?? Date.now())
    // A lapsed timeout no longer holds: the server lifts it by the clock too.
    if (left > 0) return { type: 'chat-refused', code: 'CHT10007', retryAfterSeconds: left }
  }
  if (me && !iceModeAllows(check.info, me.level)) return { type: 'chat-refused', code: 'CHT10002' }
  if (check.cooldown > 0) {
    return { type: 'chat-refused', code: 'CHT10003', retryAfterSeconds: check.cooldown }
  }
  return undefined
}

/**
 * Whole seconds left of a timeout ending at `until` (ISO), at least 1 while it runs; 0 once over.
 *
 * @example timeoutLeft('2026-01-01T00:01:00Z', Date.parse('2026-01-01T00:00:00Z')) // 60
 */
export function timeoutLeft(until: string, now: number): number {
  const ms = Date.parse(until) - now
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0
}

/**
 * Seconds of slow mode after a message: the room's `slowModeSeconds`, none for elevated roles.
 *
 * @example slowModeCooldown({ slowModeSeconds: 5 }, me) // 5
 */
export function slowModeCooldown(
  info: StreamerChatInfo | undefined,
  me: ChatMe | undefined,
): number {
  const seconds = info?.slowModeSeconds ?? 0
  if (seconds <= 0 || (me && (me.canModerate || isElevated(me.level)))) return 0
  return seconds
}
