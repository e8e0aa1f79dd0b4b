/** Youngest age allowed to sign up (not shown in the spec; the usual minimum for platforms). */
export const MINIMUM_SIGN_UP_AGE = 14

/** Why a birth date is refused: not a calendar date, or younger than the minimum age. */
export type BirthDateProblem = 'invalid' | 'too-young'

export type BirthDateResult = { valid: true } | { valid: false; problem: BirthDateProblem }

/**
 * Checks a birth date: a real calendar date (no 31 April), not in the future, at least
 * {@link MINIMUM_SIGN_UP_AGE} years before `now`. The sign-up form and the server use it.
 *
 * @example
 * validateBirthDate(1990, 4, 2) // { valid: true }
 * validateBirthDate(2001, 2, 29) // { valid: false, problem: 'invalid' }
 */
export function validateBirthDate(
  year: number,
  month: number,
  day: number,
  now: Date = new Date(),
): BirthDateResult {
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  if (!real) return { valid: false, problem: 'invalid' }
  const oldEnough = Date.UTC(
    now.getUTCFullYear() - MINIMUM_SIGN_UP_AGE,
    now.getUTCMonth(),
    now.getUTCDate(),
  )
  return date.getTime() > oldEnough ? { valid: false, problem: 'too-young' } : { valid: true }
}

/**
 * The problem of a birth date, or `undefined` when it may sign up (the forms' shape of
 * {@link validateBirthDate}).
 *
 * @example birthDateProblem(2020, 2, 30) // 'invalid'
 */
export function birthDateProblem(
  year: number,
  month: number,
  day: number,
  now: Date = new Date(),
): BirthDateProblem | undefined {
  const result = validateBirthDate(year, month, day, now)
  return result.valid ? undefined : result.problem
}
