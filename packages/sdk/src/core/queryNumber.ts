import * as z from 'zod/mini'

/**
 * A number read from a query string, for the query fields that are not a 1-based page, size or
 * id (`queryInteger`): a status, a category, a position. Callers pass numbers; the server
 * receives strings and converts them as `Number()` does; anything that is not a number is
 * refused. One schema on both sides, so the server needs no coercion of its own.
 *
 * @example
 * z.parse(z.object({ status: queryNumber() }), { status: '0' }) // { status: 0 }
 */
export function queryNumber() {
  return z.pipe(
    // Typed as callers send it; at the server the value is a string, and `Number('')` would
    // read an empty field as 0.
    z.transform((value: number) => {
      const sent: unknown = value
      return typeof sent === 'string' && sent.trim() === '' ? Number.NaN : Number(sent)
    }),
    z.number(),
  )
}
