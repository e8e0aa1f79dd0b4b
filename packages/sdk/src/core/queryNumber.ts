import * as z from 'zod/mini'
import { INT32_MAX, INT32_MIN, isInt32 } from './int32'

/**
 * A whole number read from a query string (or a multipart form's field), for the fields that are
 * not a 1-based page, size or id (`queryInteger`): a status, a category, an offset. Callers
 * pass numbers; the server receives strings and converts them as `Number()` does; anything that
 * is not a whole number from `min` to `max` (at most int32) is refused. One schema on both
 * sides, so the server needs no coercion of its own.
 *
 * @example
 * z.parse(z.object({ status: queryNumber() }), { status: '0' }) // { status: 0 }
 * z.safeParse(queryNumber(), '2147483648').success // false
 */
export function queryNumber(min = INT32_MIN, max = INT32_MAX) {
  return z.pipe(
    // Typed as callers send it; at the server the value is a string, and `Number('')` would
    // read an empty field as 0.
    z.transform((value: number) => {
      const sent: unknown = value
      return typeof sent === 'string' && sent.trim() === '' ? Number.NaN : Number(sent)
    }),
    z
      .number()
      .check(
        z.refine((n) => isInt32(n, min, max), `Expected a whole number from ${min} to ${max}`),
      ),
  )
}
