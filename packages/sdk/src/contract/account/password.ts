import type { PasswordCheck } from './account.schemas'

/** Password rule codes: 1005 combination and length, 1006 sequence or repeat, 1007 e-mail overlap. */
export type PasswordRuleCode = 1005 | 1006 | 1007

/** The server check's three flags (all true to accept), plus the failed rule codes. */
export interface PasswordRuleCheck extends PasswordCheck {
  valid: boolean
  /** Failed rules in code order; empty when valid. */
  codes: PasswordRuleCode[]
}

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 30

// Special characters are the printable ASCII punctuation; spaces and non-ASCII are refused.
const special = /[!-/:-@[-`{-~]/
const onlyAllowed = /^[A-Za-z0-9!-/:-@[-`{-~]+$/

function hasCombinationAndLength(p: string): boolean {
  return (
    p.length >= PASSWORD_MIN_LENGTH &&
    p.length <= PASSWORD_MAX_LENGTH &&
    onlyAllowed.test(p) &&
    /[A-Za-z]/.test(p) &&
    /\d/.test(p) &&
    special.test(p)
  )
}

/** True when no three neighbours repeat (aaa) or step by one code up or down (abc, cba, 123, 321). */
function hasNoRun(p: string): boolean {
  for (let i = 2; i < p.length; i++) {
    const step = p.charCodeAt(i - 1) - p.charCodeAt(i - 2)
    if (Math.abs(step) <= 1 && p.charCodeAt(i) - p.charCodeAt(i - 1) === step) return false
  }
  return true
}

/** The full e-mail, its local part and its domain; empty parts are skipped. */
function forbiddenWords(email: string): string[] {
  const at = email.lastIndexOf('@')
  const words = at < 0 ? [email] : [email, email.slice(0, at), email.slice(at + 1)]
  return words.map((w) => w.trim().toLowerCase()).filter(Boolean)
}

/**
 * Checks a password locally with the rules the server applies, so the checklist can update as
 * the user types. The password is trimmed first, as the field is. The e-mail check is
 * case-insensitive and skipped when no e-mail is known.
 *
 * @example
 * checkPassword('Secure#2024', 'kim@ab.co').valid // true
 * checkPassword('Abcd#2024', 'kim@ab.co').codes // [1006]
 */
export function checkPassword(password: string, email = ''): PasswordRuleCheck {
  const p = password.trim()
  const lower = p.toLowerCase()
  const flags: PasswordCheck = {
    isCombinationAndLength: hasCombinationAndLength(p),
    isNotContinueChar: hasNoRun(p),
    isNotIncludeForbiddenWord: !forbiddenWords(email).some((w) => lower.includes(w)),
  }
  const codes: PasswordRuleCode[] = []
  if (!flags.isCombinationAndLength) codes.push(1005)
  if (!flags.isNotContinueChar) codes.push(1006)
  if (!flags.isNotIncludeForbiddenWord) codes.push(1007)
  return { ...flags, valid: codes.length === 0, codes }
}
