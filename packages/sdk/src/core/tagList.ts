import * as z from 'zod/mini'
import type { FormProblem } from './formProblem'

/** Most tags on a video or a stream (chosen). @example tags.length <= TAG_LIMIT */
export const TAG_LIMIT = 10
/** Longest tag (chosen). @example tag.length <= TAG_MAX_LENGTH */
export const TAG_MAX_LENGTH = 20

/**
 * Why a typed tag list cannot be saved, if it cannot: `tooMany` (`params.limit` the most
 * tags) or `tooLong` (`params.length` the longest tag).
 */
export type TagListProblem = FormProblem<'tags', 'tooMany' | 'tooLong'>

/**
 * The tags of a comma-separated text as they are saved: trimmed, a leading `#` dropped, blanks
 * left out, each once whatever its case (the first spelling kept), in the order typed; with
 * the problem that stops saving them (more than {@link TAG_LIMIT}, or one longer than
 * {@link TAG_MAX_LENGTH}).
 *
 * @example tagListOf('#speedrun, Piano , speedrun,') // { tags: ['speedrun', 'Piano'] }
 */
export function tagListOf(text: string): { tags: string[]; problem?: TagListProblem } {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const part of text.split(',')) {
    const tag = part.trim().replace(/^#+/, '').trim()
    const key = tag.toLowerCase()
    if (tag === '' || seen.has(key)) continue
    seen.add(key)
    tags.push(tag)
  }
  if (tags.length > TAG_LIMIT) {
    return { tags, problem: { field: 'tags', code: 'tooMany', params: { limit: TAG_LIMIT } } }
  }
  if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) {
    const params = { length: TAG_MAX_LENGTH }
    return { tags, problem: { field: 'tags', code: 'tooLong', params } }
  }
  return { tags }
}

/**
 * A multipart form's tag field, as the server reads it: the text of {@link tagListOf}, refused
 * when it has a problem.
 *
 * @example z.parse(z.object({ tags: tagListField }), { tags: 'a, b' }) // { tags: ['a', 'b'] }
 */
export const tagListField = z.optional(
  z.pipe(
    // A field longer than any allowed list is refused before it is split.
    z.string().check(z.maxLength(TAG_LIMIT * (TAG_MAX_LENGTH + 3))),
    z.pipe(
      z.transform((value: string) => tagListOf(value).tags),
      z.array(z.string().check(z.maxLength(TAG_MAX_LENGTH))).check(z.maxLength(TAG_LIMIT)),
    ),
  ),
)
