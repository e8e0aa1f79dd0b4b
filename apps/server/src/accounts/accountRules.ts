import { checkPassword, validateEmail } from '@airwave/sdk/contract'
import { badRequest } from '../http/httpError'

/** Addresses are compared case-insensitively and without surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * The e-mail rules of the SDK (1004 format, 1013 length and domain), failing with the rule code.
 *
 * @example
 * const email = requireValidEmail(body.email)
 */
export function requireValidEmail(raw: string): string {
  const email = normalizeEmail(raw)
  const result = validateEmail(email)
  if (!result.valid) throw badRequest('The e-mail address is not valid', String(result.code))
  return email
}

const passwordMessages = {
  1005: 'The password needs 8 to 30 characters with letters, numbers and special characters',
  1006: 'The password must not hold 3 consecutive or identical characters',
  1007: 'The password must not contain the e-mail address',
} as const

/**
 * The password rules of the SDK (the field is trimmed), failing with the first broken rule's
 * code (1005, 1006 or 1007). Answers the trimmed password.
 *
 * @example
 * const password = requireValidPassword(body.password, email)
 */
export function requireValidPassword(raw: string, email: string): string {
  const password = raw.trim()
  const check = checkPassword(password, email)
  const code = check.codes[0]
  if (code !== undefined) throw badRequest(passwordMessages[code], String(code))
  return password
}

/** Youngest age allowed to sign up (not shown in the spec; the usual minimum for platforms). */
const MINIMUM_AGE = 14

/**
 * A real calendar date, not in the future, at least {@link MINIMUM_AGE} years ago. Answers it
 * as `YYYY-MM-DD`.
 *
 * @example
 * requireBirthDate(1990, 4, 2) // '1990-04-02'
 */
export function requireBirthDate(year: number, month: number, day: number, now = new Date()) {
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  if (!real) throw badRequest('The birth date is not a real date')
  const oldEnough = new Date(
    Date.UTC(now.getUTCFullYear() - MINIMUM_AGE, now.getUTCMonth(), now.getUTCDate()),
  )
  if (date > oldEnough) throw badRequest(`You must be at least ${MINIMUM_AGE} years old`)
  return date.toISOString().slice(0, 10)
}
