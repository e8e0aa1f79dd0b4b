import { validateEmail } from '../contract/account/email'
import { ApiError } from '../core/apiError'
import { type AccountFormProblem, accountProblem } from './accountProblems'

/** Which block a refused sign-in names: the account (MEM10029) or its channel (MEM10058). */
export type BlockKind = 'account' | 'channel'

/**
 * Why a sign-in failed, as the login form shows it: a block goes to `/member/block`, offline
 * shows text key 26 under the password, a lock (too many failed passwords) the server's message
 * and the offer of a sign-in link by e-mail, anything else the server's message under the
 * password, both fields marked.
 */
export type LoginFailure =
  | { kind: 'blocked'; block: BlockKind }
  | { kind: 'offline' }
  | { kind: 'locked'; message: string }
  | { kind: 'message'; message: string }

/**
 * The login form's state: submit is off while a field is empty or the e-mail has an error
 * (the 1004 and 1013 rules, shown once the field was left).
 *
 * @example
 * loginFormState({ email: 'kim@ab.co', password: '' }).canSubmit // false
 */
export function loginFormState(form: { email: string; password: string }): {
  canSubmit: boolean
  emailProblem: AccountFormProblem<'email'> | undefined
} {
  const email = form.email.trim()
  const result = email === '' ? undefined : validateEmail(email)
  const emailProblem = result && !result.valid ? accountProblem('email', result.code) : undefined
  return {
    canSubmit: email !== '' && form.password.trim() !== '' && emailProblem === undefined,
    emailProblem,
  }
}

/**
 * The block a failure names, if it is one (MEM10029 the account, MEM10058 its channel).
 *
 * @example blockOf(new ApiError(403, 'MEM10058', 'Blocked')) // 'channel'
 */
export function blockOf(error: unknown): BlockKind | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.kind === 'account-blocked') return 'account'
  return error.kind === 'channel-blocked' ? 'channel' : undefined
}

/**
 * What a failed sign-in shows (accounts-platform.md sections 5 and 8). A sign-in refused for
 * too many failures (RATE_LIMITED) is a lock: the owner may ask for a sign-in link by e-mail
 * (`signInLinkRequestMachine`), which works even while the lock holds.
 *
 * @example
 * loginFailureOf(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), false) // { kind: 'offline' }
 * loginFailureOf(new ApiError(429, 'RATE_LIMITED', 'Too many failed sign-ins'), true).kind // 'locked'
 */
export function loginFailureOf(error: unknown, online: boolean): LoginFailure {
  const block = blockOf(error)
  if (block) return { kind: 'blocked', block }
  if (!online || (error instanceof ApiError && error.kind === 'network')) return { kind: 'offline' }
  if (error instanceof ApiError && error.kind === 'rate-limited') {
    return { kind: 'locked', message: error.message }
  }
  return { kind: 'message', message: error instanceof Error ? error.message : String(error) }
}
