import * as z from 'zod/mini'

/**
 * An object schema that also accepts the aliases the spec lists for some fields
 * (`likeCount` for `likeCnt`, ...) and exposes only the canonical name. The canonical field
 * wins when both are present. Unknown extra fields are stripped, never an error.
 *
 * @example
 * const comment = withAliases({ likeCnt: z.number() }, { likeCount: 'likeCnt' })
 * z.parse(comment, { likeCount: 3 }) // { likeCnt: 3 }
 */
export function withAliases<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  aliases: Record<string, keyof Shape & string>,
) {
  const entries = Object.entries(aliases)
  return z.pipe(
    z.transform((input: unknown) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return input
      const record = input as Record<string, unknown>
      let copy: Record<string, unknown> | undefined
      for (const [alias, canonical] of entries) {
        if (record[canonical] === undefined && record[alias] !== undefined) {
          copy ??= { ...record }
          copy[canonical] = record[alias]
        }
      }
      return copy ?? record
    }),
    z.object(shape),
  )
}
