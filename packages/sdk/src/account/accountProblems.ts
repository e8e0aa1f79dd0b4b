import { MINIMUM_SIGN_UP_AGE } from '../contract/account/birthDate'
import type { ChannelIdErrorKey } from '../contract/account/channelId'
import type { EmailRuleCode } from '../contract/account/email'
import type { NicknameErrorKey } from '../contract/account/nickname'
import type { PasswordRuleCode } from '../contract/account/password'
import { ApiError } from '../core/apiError'
import { type FormProblem, problemOfError, withProblem } from '../core/formProblem'

/**
 * A refusal of a whole form: a catalogue key (too many tries, offline, the code to prove again)
 * or the server's message.
 */
export type FormFailure =
  | { key: 'rateLimited' | 'offline' | 'codeAgain' | 'reauthRequired' }
  | { message: string }

/**
 * The rule an account form's field breaks, as its text key says it (`problemKey`): the spec's rule
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
  /** The privacy policy (the social sign-up's agreement). */
  | 'privacy'
  | 'reason'

/** A problem of an account form: at one of `Field`, a rule of {@link AccountProblem}. */
export type AccountFormProblem<Field extends AccountField = AccountField> = FormProblem<
  Field,
  AccountProblem
>

/**
 * The problem `code` at `field`, with what its words fill in (the youngest age to sign up).
 *
 * @example accountProblem('birthDate', 'tooYoung') // { field: 'birthDate', code: 'tooYoung', params: { age: 14 } }
 */
export function accountProblem<Field extends AccountField>(
  field: Field,
  code: AccountProblem,
): AccountFormProblem<Field> {
  return code === 'tooYoung'
    ? { field, code, params: { age: MINIMUM_SIGN_UP_AGE } }
    : { field, code }
}

const atField: Readonly<Record<string, AccountFormProblem>> = {
  VERIFICATION_FAILED: accountProblem('code', 'codeWrong'),
  '1004': accountProblem('email', 1004),
  '1013': accountProblem('email', 1013),
  '1005': accountProblem('password', 1005),
  '1006': accountProblem('password', 1006),
  '1007': accountProblem('password', 1007),
  MEM10055: accountProblem('currentPassword', 'MEM10055'),
  CHA30000: accountProblem('channelId', 'CHA30000'),
  CHA30007: accountProblem('channelId', 'CHA30007'),
  CHA30001: accountProblem('nickname', 'CHA30001'),
  CHA30008: accountProblem('nickname', 'CHA30008'),
}

/**
 * The field problem a server's refusal names, or undefined for a refusal of the whole form
 * (rate limit, network), which the form says above its button.
 *
 * @example
 * fieldProblemOf(new ApiError(409, 'CHA30007', 'Taken')) // { field: 'channelId', code: 'CHA30007' }
 */
export function fieldProblemOf(error: unknown): AccountFormProblem | undefined {
  return problemOfError(error, atField)
}

/**
 * The problems with the server's refusal said at `field`, when `error` refuses that field's
 * value; undefined for any other error.
 *
 * @example
 * refusedAt(context.problems, new ApiError(409, 'CHA30007', 'Taken'), 'channelId')
 * // [{ field: 'channelId', code: 'CHA30007' }]
 */
export function refusedAt<Field extends AccountField>(
  problems: readonly AccountFormProblem<Field>[],
  error: unknown,
  field: Field,
): AccountFormProblem<Field>[] | undefined {
  const at = fieldProblemOf(error)
  return at?.field === field
    ? withProblem(problems, field, accountProblem(field, at.code))
    : undefined
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
