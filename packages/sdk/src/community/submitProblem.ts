import { COMMENT_MAX_LENGTH } from '../contract/community/community.schemas'
import { isWithinLength } from '../contract/community/textLength'
import type { Viewer } from '../core/viewer'

/** Why a comment or a reply is not sent; the UI asks for a login, a nickname or less text. */
export type SubmitProblem = 'empty' | 'login-required' | 'nickname-required' | 'too-long'

/**
 * What stops `text` from being sent as a comment or reply, or undefined when it may be sent.
 * Empty or whitespace-only text is ignored before anything else; the length counts visible
 * characters (at most {@link COMMENT_MAX_LENGTH}).
 *
 * @example
 * submitProblem({ status: 'anonymous' }, 'hi') // 'login-required'
 */
export function submitProblem(viewer: Viewer, text: string): SubmitProblem | undefined {
  if (text.trim() === '') return 'empty'
  if (viewer.status === 'anonymous') return 'login-required'
  if (!viewer.nickname) return 'nickname-required'
  if (!isWithinLength(text, COMMENT_MAX_LENGTH)) return 'too-long'
  return undefined
}
