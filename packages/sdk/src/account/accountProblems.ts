import type { ChannelIdErrorKey } from '../contract/account/channelId'
import type { EmailRuleCode } from '../contract/account/email'
import type { NicknameErrorKey } from '../contract/account/nickname'
import type { PasswordRuleCode } from '../contract/account/password'
import { ApiError } from '../core/apiError'

/**
 * A refusal of a whole form: a catalogue key (too many tries, offline, the code to prove again)
 * or the server's message.
 */
export type FormFailure =
  | { key: 'rateLimited' | 'offline' | 'codeAgain' | 'reauthRequired' }
  | { message: string }

/**
 * What is wrong with one field of an account form, as its text key says it: the spec's rule
 * codes and keys (1004, 1013 the e-mail; 1005-1007 the password; 65, 66 the channel id; 23-25
 * the nickname), the server's codes shown at a field (MEM10055, CHA30000, CHA30001, CHA30007,
 * CHA30008) and ours.
 */
export type AccountProblem =
  | 'required'
  | EmailRuleCode
  | PasswordRuleCode
  | ChannelIdErrorKey
  | NicknameErrorKey
  | 'MEM10055'
  | 'CHA30000'
  | 'CHA30001'
  | 'CHA30007'
  | 'CHA30008'
  /** No account uses the address (password reset). */
  | 'notRegistered'
  | 'codeFormat'
  | 'codeWrong'
  | 'codeExpired'
  /** The code is asked for before one was sent. */
  | 'codeNotSent'
  | 'birthInvalid'
  | 'tooYoung'
  /** The new password is the current one. */
  | 'samePassword'
  /** The password's checklist is not all met yet (the server check). */
  | 'passwordRules'
  | 'termsRequired'
  | 'reasonRequired'

/** The fields of the account forms. */
export type AccountField =
  | 'email'
  | 'code'
  | 'birthDate'
  | 'password'
  | 'currentPassword'
  | 'channelId'
  | 'nickname'
  | 'terms'
  | 'reason'

const fieldOfCode: Readonly<Record<string, [AccountField, AccountProblem]>> = {
  VERIFICATION_FAILED: ['code', 'codeWrong'],
  '1004': ['email', 1004],
  '1013': ['email', 1013],
  '1005': ['password', 1005],
  '1006': ['password', 1006],
  '1007': ['password', 1007],
  MEM10055: ['currentPassword', 'MEM10055'],
  CHA30000: ['channelId', 'CHA30000'],
  CHA30007: ['channelId', 'CHA30007'],
  CHA30001: ['nickname', 'CHA30001'],
  CHA30008: ['nickname', 'CHA30008'],
}

/**
 * The field a server's refusal belongs to and its problem, or undefined for a refusal of the
 * whole form (rate limit, network), which the form says above its button.
 *
 * @example
 * fieldProblemOf(new ApiError(409, 'CHA30007', 'Taken')) // { field: 'channelId', problem: 'CHA30007' }
 */
export function fieldProblemOf(
  error: unknown,
): { field: AccountField; problem: AccountProblem } | undefined {
  if (!(error instanceof ApiError) || !Object.hasOwn(fieldOfCode, error.code)) return undefined
  const [field, problem] = fieldOfCode[error.code] as [AccountField, AccountProblem]
  return { field, problem }
}

/**
 * The text key of a problem in the account catalogue: `problem` and the problem, first letter
 * upper-cased (`problem1004`, `problemCodeWrong`, `problemCHA30007`).
 *
 * @example accountProblemKey('codeWrong') // 'problemCodeWrong'
 */
export function accountProblemKey(problem: AccountProblem): `problem${string}` {
  const name = String(problem)
  return `problem${name.charAt(0).toUpperCase()}${name.slice(1)}`
}

/**
 * A refusal of the whole form in words the catalogue has: `rateLimited`, `offline` (text key 26)
 * or the server's message.
 *
 * @example formFailureOf(new ApiError(429, 'RATE_LIMITED', 'Slow down')) // { key: 'rateLimited' }
 */
export function formFailureOf(error: unknown): FormFailure {
  if (error instanceof ApiError && error.kind === 'rate-limited') return { key: 'rateLimited' }
  if (error instanceof ApiError && error.code === 'REAUTH_REQUIRED')
    return { key: 'reauthRequired' }
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
    return { key: 'offline' }
  }
  return { message: error instanceof Error ? error.message : String(error) }
}
