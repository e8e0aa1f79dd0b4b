import {
  checkPassword,
  MINIMUM_SIGN_UP_AGE,
  validateBirthDate,
  validateEmail,
} from '@airwave/sdk/contract'
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

/**
 * The SDK's birth-date rule (a real date, at least 14 years ago). Answers it as `YYYY-MM-DD`.
 *
 * @example
 * requireBirthDate(1990, 4, 2) // '1990-04-02'
 */
export function requireBirthDate(year: number, month: number, day: number, now = new Date()) {
  const result = validateBirthDate(year, month, day, now)
  if (!result.valid) {
    throw badRequest(
      result.problem === 'too-young'
        ? `You must be at least ${MINIMUM_SIGN_UP_AGE} years old`
        : 'The birth date is not a real date',
    )
  }
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
}
