import { ApiError } from '../core/apiError'
import type { ToastPlace } from '../core/toastQueue'

/** What a community machine tells its UI: dialogs to open, toasts to show, done actions. */
export type BoardEmitted =
  | { type: 'toast'; place: ToastPlace; message: string }
  | { type: 'login-required' }
  | { type: 'nickname-required' }
  | { type: 'text-too-long'; max: number }
  | { type: 'max-blocked' }
  | { type: 'already-reported' }
  | { type: 'created'; target: 'comment' | 'reply'; idx: number }
  | { type: 'deleted'; target: 'post' | 'comment' | 'reply'; idx: number }
  | { type: 'pinned'; target: 'post' | 'comment'; idx: number }
  | { type: 'unpinned'; target: 'post' | 'comment'; idx: number }
  | { type: 'blocked'; channelId: string; nickname?: string }
  | { type: 'reported'; target: 'post' | 'comment' | 'reply'; idx: number }

/**
 * What the UI shows for a failed call (community.md section 8): the max-blocked dialog, the
 * already-reported alert, the login dialog when the session is gone, otherwise a toast with
 * the server's message.
 *
 * @example
 * failureFeedback(new ApiError(409, 'CHA30048', 'Too many')) // { type: 'max-blocked' }
 */
export function failureFeedback(error: unknown): BoardEmitted {
  const kind = error instanceof ApiError ? error.kind : 'unknown'
  if (kind === 'max-blocked' || kind === 'already-reported') return { type: kind }
  if (kind === 'unauthorized') return { type: 'login-required' }
  const message = error instanceof Error ? error.message : String(error)
  return { type: 'toast', place: 'default', message }
}
