import { ApiError } from './apiError'
import { isUnreachable } from './serverReach'
import type { ToastPlace } from './toastQueue'

/** What a board machine (posts, comments) tells its UI: dialogs to open, toasts to show, done actions. */
export type BoardEmitted =
  | { type: 'toast'; place: ToastPlace; message: string }
  | { type: 'login-required' }
  | { type: 'nickname-required' }
  | { type: 'text-too-long'; max: number }
  | { type: 'max-blocked' }
  | { type: 'already-reported' }
  | { type: 'rate-limited' }
  /** The server could not be reached: "Can't reach the server. Try again in a moment." */
  | { type: 'unreachable' }
  /**
   * A call or a load failed, with its error, beside the feedback it gets: for a host's
   * `onError` (logging, its own report). The UI shows nothing for it.
   */
  | { type: 'failed'; error: unknown }
  | { type: 'created'; target: 'comment' | 'reply'; idx: number }
  | { type: 'deleted'; target: 'post' | 'comment' | 'reply'; idx: number }
  | { type: 'pinned'; target: 'post' | 'comment'; idx: number }
  | { type: 'unpinned'; target: 'post' | 'comment'; idx: number }
  | { type: 'blocked'; channelId: string; nickname?: string }
  | { type: 'reported'; target: 'post' | 'comment' | 'reply'; idx: number }

/**
 * What the UI shows for a failed call (community.md section 8): the max-blocked dialog, the
 * already-reported alert, the login dialog when the session is gone, a "slow down" toast for
 * 429, "can't reach the server" when it is down (never a raw "HTTP 502"), otherwise a toast
 * with the server's message.
 *
 * @example
 * failureFeedback(new ApiError(409, 'CHA30048', 'Too many')) // { type: 'max-blocked' }
 */
export function failureFeedback(error: unknown): BoardEmitted {
  const kind = error instanceof ApiError ? error.kind : 'unknown'
  if (kind === 'max-blocked' || kind === 'already-reported' || kind === 'rate-limited') {
    return { type: kind }
  }
  if (isUnreachable(error)) return { type: 'unreachable' }
  if (kind === 'unauthorized') return { type: 'login-required' }
  const message = error instanceof Error ? error.message : String(error)
  return { type: 'toast', place: 'default', message }
}

/**
 * Everything a failed call emits: `failed` with the error (for the host's `onError`), then its
 * {@link failureFeedback}.
 *
 * @example
 * failureEvents(new ApiError(0, 'NETWORK_ERROR', 'failed')) // [{ type: 'failed', error }, { type: 'unreachable' }]
 */
export function failureEvents(error: unknown): BoardEmitted[] {
  return [{ type: 'failed', error }, failureFeedback(error)]
}

/** Which success toast an event calls for (community.md section 8), by message id. */
export type SuccessToast =
  | { message: 'commentDeleted' | 'replyDeleted' | 'postDeleted' | 'pinned' | 'pinDisabled' }
  | { message: 'reported' }
  | { message: 'nicknameBlocked'; name: string }

/**
 * The success toast of an emitted event, if it has one: deletions, pins, unpins, blocks and
 * reports; none for the rest.
 *
 * @example
 * successToast({ type: 'reported', target: 'comment', idx: 4 }) // { message: 'reported' }
 */
export function successToast(event: BoardEmitted): SuccessToast | undefined {
  switch (event.type) {
    case 'deleted':
      return { message: `${event.target}Deleted` }
    case 'pinned':
      return { message: 'pinned' }
    case 'unpinned':
      return { message: 'pinDisabled' }
    case 'reported':
      return { message: 'reported' }
    case 'blocked':
      return { message: 'nicknameBlocked', name: event.nickname ?? event.channelId }
    default:
      return undefined
  }
}

/**
 * How much an event of a post's comment thread moves the post's comment count: +1 for a
 * comment written, -1 for one deleted; replies leave it (community.md section 4).
 *
 * @example
 * commentCountChange({ type: 'created', target: 'comment', idx: 9 }) // 1
 */
export function commentCountChange(event: BoardEmitted): number {
  if (event.type === 'created' && event.target === 'comment') return 1
  if (event.type === 'deleted' && event.target === 'comment') return -1
  return 0
}
