import * as z from 'zod/mini'

/**
 * A list of strings read from a query string: callers pass an array, sent as the key repeated;
 * the server receives one value as a string and several as an array, and reads both as an
 * array. Anything else is refused.
 *
 * @example
 * z.parse(z.object({ languageCodeList: queryList() }), { languageCodeList: 'en' }) // { languageCodeList: ['en'] }
 */
export function queryList() {
  return z.pipe(
    z.transform((value: string[]) => {
      const sent: unknown = value
      return typeof sent === 'string' ? [sent] : sent
    }),
    z.array(z.string()),
  )
}
