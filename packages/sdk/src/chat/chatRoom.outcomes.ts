import { ApiError } from '../core/apiError'
import { failureFeedback } from '../core/feedback'
import type { ChatModerationCall, ChatRoomContext, ChatRoomEmitted } from './chatRoom.types'
import { type ChatRefusalCode, slowModeCooldown } from './chatSendRules'

// What the room tells its UI when the server refuses a send or a moderation call.

const CHAT_CODES = new Set([
  'CHT10001',
  'CHT10002',
  'CHT10003',
  'CHT10004',
  'CHT10005',
  'CHT10006',
  'CHT10007',
])
const isChatCode = (code: string): code is ChatRefusalCode => CHAT_CODES.has(code)

// What a refusal says to the UI, and the cooldown it starts.
export function refusalOf(
  context: ChatRoomContext,
  code: string,
  message: string,
  retryAfterSeconds: number | undefined,
): { emit: ChatRoomEmitted; cooldown?: number } {
  const wait = retryAfterSeconds === undefined ? {} : { retryAfterSeconds }
  if (isChatCode(code)) {
    const cooldown =
      code === 'CHT10003' ? (retryAfterSeconds ?? slowModeCooldown(context.info, undefined)) : 0
    return { emit: { type: 'chat-refused', code, message, ...wait }, cooldown }
  }
  const kind = new ApiError(0, code, message).kind
  if (kind === 'rate-limited') return { emit: { type: 'rate-limited', ...wait } }
  if (kind === 'unauthorized') return { emit: { type: 'login-required' } }
  return { emit: { type: 'toast', place: 'chatroom', message } }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * What a failed moderation call tells the UI: a lost session asks to sign in; otherwise why it
 * failed (the server unreachable, asked too fast, or refusing with its words).
 */
export function moderationFailure(call: ChatModerationCall, error: unknown): ChatRoomEmitted {
  const feedback = failureFeedback(error)
  if (feedback.type === 'login-required') return { type: 'login-required' }
  return {
    type: 'moderation-failed',
    call,
    reason:
      feedback.type === 'unreachable' || feedback.type === 'rate-limited'
        ? feedback.type
        : 'refused',
    message: errorMessage(error),
  }
}
