import * as z from 'zod/mini'

/**
 * The largest whole number a call may send: every id and count of the platform is a PostgreSQL
 * `integer` (int32), so anything above (2^31, 2^63, 1e308) has no row to name and, unchecked,
 * made the database fail instead of the call.
 */
export const INT32_MAX = 2 ** 31 - 1
/** The smallest whole number a call may send (see {@link INT32_MAX}). */
export const INT32_MIN = -(2 ** 31)

/**
 * Whether `n` is a whole number from `min` to `max` (by default, any int32).
 *
 * @example
 * isInt32(12) // true
 * isInt32(1.5) // false
 * isInt32(2 ** 31) // false
 */
export function isInt32(n: number, min = INT32_MIN, max = INT32_MAX): boolean {
  return Number.isInteger(n) && n >= min && n <= max
}

/**
 * A whole number in a call's body (an id, a count, a reason's index), from `min` to `max`,
 * never past int32. Every integer field of the contract's bodies is one of these, so no call
 * can carry a number the database cannot hold. Built from one refinement, as `queryInteger` is,
 * instead of `z.int()` with `minimum`/`maximum` checks (more code in every client).
 *
 * @example
 * const body = z.object({ streamIdx: int32(1) })
 * z.safeParse(body, { streamIdx: 2 ** 31 }).success // false
 */
export function int32(min = INT32_MIN, max = INT32_MAX) {
  return z
    .number()
    .check(z.refine((n) => isInt32(n, min, max), `Expected a whole number from ${min} to ${max}`))
}

/**
 * A time in seconds in a call's body (a resume position, a clip's bounds): fractions allowed,
 * from 0 to {@link INT32_MAX} (68 years), so no body carries 1e308 or a negative time.
 *
 * @example z.object({ position: seconds() })
 */
export function seconds() {
  return z
    .number()
    .check(z.refine((n) => n >= 0 && n <= INT32_MAX, `Expected seconds from 0 to ${INT32_MAX}`))
}
