import type { ChatRoomEmitted } from '@airwave/sdk/chat'
import type { ChatText } from './chatText'

/**
 * Why the last message was not sent, kept until the member edits the text or one is sent. Slow
 * mode is said with the seconds left at each render (the room counts them down); a rate limit
 * with the seconds the server said.
 */
export type ChatRefusal =
  | { kind: 'slow' }
  | { kind: 'rate'; seconds: number | undefined }
  /** Timed out of the chat until `until` (ms): said with the time left at each render. */
  | { kind: 'timeout'; until: number }
  /** The connection failed: taken back when the socket reconnects (`send-recovered`). */
  | { kind: 'unsent' }
  | { kind: 'said'; text: (t: ChatText) => string }

/**
 * The refusal a room event says, if it says one.
 *
 * @example
 * const refusal = refusalOf(event) // { kind: 'slow' } for a CHT10003
 */
function refusalOf(event: ChatRoomEmitted): ChatRefusal | undefined {
  switch (event.type) {
    case 'chat-refused':
      if (event.code === 'CHT10003') return { kind: 'slow' }
      if (event.code === 'CHT10007' && event.retryAfterSeconds !== undefined) {
        return { kind: 'timeout', until: Date.now() + event.retryAfterSeconds * 1000 }
      }
      return { kind: 'said', text: (t) => t(event.code) }
    case 'rate-limited':
      return { kind: 'rate', seconds: event.retryAfterSeconds }
    case 'text-too-long':
      return { kind: 'said', text: (t) => t('textTooLong', { max: event.max }) }
    case 'send-failed':
      return { kind: 'unsent' }
    default:
      return undefined
  }
}

/**
 * The refusal shown after a room event: a sent message clears it, the socket coming back clears a
 * connection failure, a new refusal replaces it.
 *
 * @example
 * setRefusal((current) => refusalAfter(current, event))
 */
export function refusalAfter(
  current: ChatRefusal | undefined,
  event: ChatRoomEmitted,
): ChatRefusal | undefined {
  if (event.type === 'sent') return undefined
  if (event.type === 'send-recovered') return current?.kind === 'unsent' ? undefined : current
  return refusalOf(event) ?? current
}

/**
 * A timeout's refusal with the time left as minutes and seconds (9:05), at least 0:01.
 *
 * @example timeoutText(545, t) // 'You are timed out of this chat. You can send again in 9:05.'
 */
export function timeoutText(seconds: number, t: ChatText): string {
  const left = Math.max(1, seconds)
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
  return t('CHT10007', { time })
}

/**
 * A refusal in words, slow mode with the seconds of it left.
 *
 * @example
 * refusalText({ kind: 'slow' }, 4, t) // 'Slow mode is on. You can send again in 4 s.'
 */
export function refusalText(
  refusal: ChatRefusal,
  slowModeLeft: number,
  t: ChatText,
  now: number = Date.now(),
): string {
  if (refusal.kind === 'said') return refusal.text(t)
  if (refusal.kind === 'timeout') return timeoutText(Math.ceil((refusal.until - now) / 1000), t)
  if (refusal.kind === 'unsent') return t('sendFailed')
  if (refusal.kind === 'slow') return t('CHT10003', { seconds: Math.max(1, slowModeLeft) })
  return refusal.seconds !== undefined && refusal.seconds > 0
    ? t('rateLimited', { seconds: refusal.seconds })
    : t('rateLimitedNow')
}
