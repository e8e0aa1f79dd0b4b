import * as z from 'zod/mini'

/**
 * A yes or no read from a query string: `true`/`false` as callers pass them, `'true'`/`'false'`
 * as the server receives them; anything else is refused.
 *
 * @example
 * z.parse(z.object({ verbose: queryBoolean() }), { verbose: 'false' }) // { verbose: false }
 */
export function queryBoolean() {
  return z.pipe(
    z.transform((value: boolean) => {
      const sent: unknown = value
      return sent === 'true' ? true : sent === 'false' ? false : sent
    }),
    z.boolean(),
  )
}
