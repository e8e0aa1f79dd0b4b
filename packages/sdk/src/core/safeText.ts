import * as z from 'zod/mini'

/**
 * The most UTF-16 code units any string of a call may carry. The longest text of the spec is
 * 5,000 characters as the user sees them (comments, replies, chat); an emoji can take a dozen
 * code units, so the cap sits far above any real text and far below a body that could hurt.
 */
export const MAX_STRING_UNITS = 100_000

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * What is wrong with a string no call may carry, or `undefined` when it is fine: a NUL
 * (PostgreSQL refuses it in text, so it used to surface as a 500), a lone surrogate (not
 * encodable as UTF-8), or more than {@link MAX_STRING_UNITS} code units.
 *
 * @example
 * unsafeText('a\u0000b') // 'contains a NUL character'
 */
export function unsafeText(value: string): string | undefined {
  if (value.length > MAX_STRING_UNITS) return `is longer than ${MAX_STRING_UNITS} characters`
  if (value.includes('\u0000')) return 'contains a NUL character'
  if (LONE_SURROGATE.test(value)) return 'contains a lone surrogate'
  return undefined
}

/** Every string inside a value (object keys included), with where it stands. */
function* stringsOf(value: unknown, path: PropertyKey[]): Generator<[string, PropertyKey[]]> {
  if (typeof value === 'string') yield [value, path]
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsOf(item, [...path, index])
  } else if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      yield [key, path]
      yield* stringsOf(item, [...path, key])
    }
  }
}

/**
 * The check every call's query and body carry (added by `endpoint()`): no string anywhere in
 * them may be unsafe, whatever its schema says, so no route can forget it.
 *
 * @example
 * z.object({ name: z.string() }).check(safeStrings)
 */
export const safeStrings = z.superRefine((value: unknown, context) => {
  for (const [text, path] of stringsOf(value, [])) {
    const problem = unsafeText(text)
    if (problem) context.addIssue({ code: 'custom', message: `The text ${problem}`, path })
  }
})
