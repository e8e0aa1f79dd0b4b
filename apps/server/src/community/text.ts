import { COMMENT_MAX_LENGTH } from '@airwave/sdk/contract'
import * as z from 'zod/mini'
import { badRequest } from '../http/httpError'

const LINK_MAX = 2048
// In unicode mode a surrogate range matches only surrogates that are not part of a pair.
const loneSurrogate = /[\uD800-\uDFFF]/u

/**
 * Text is stored exactly as written, so it must be storable as written: PostgreSQL refuses NUL
 * characters and a lone UTF-16 surrogate would be silently replaced on the way to UTF-8. Both
 * answer 400 instead of a 500 or an altered text. No HTML escaping here: the kit sanitises
 * when it renders.
 *
 * @example
 * storableText(body.content, 'content')
 */
export function storableText(value: string, field: string): string {
  if (value.includes('\u0000')) throw badRequest(`${field} holds a NUL character`)
  if (loneSurrogate.test(value)) throw badRequest(`${field} is not well-formed Unicode`)
  return value
}

/**
 * An http(s) link of at most 2048 characters, or 400.
 *
 * @example
 * httpLink('https://x.com/airwave/status/1', 'socialPostLink')
 */
export function httpLink(value: string, field: string): string {
  storableText(value, field)
  if (value.length > LINK_MAX) throw badRequest(`${field} is longer than ${LINK_MAX} characters`)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw badRequest(`${field} is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badRequest(`${field} must be an http(s) URL`)
  }
  return value
}

/**
 * Escapes `%`, `_` and `\` so a search term matches literally inside `ilike`.
 *
 * @example
 * likePattern('50%') // '%50\\%%'
 */
export function likePattern(term: string): string {
  return `%${likePrefix(term)}`
}

/**
 * The same escape for a match at the start only (an id or a nickname typed so far).
 *
 * @example
 * likePrefix('kim_') // 'kim\\_%'
 */
export function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Longest string accepted in UTF-16 units, checked before the contract's schema counts visible
 * characters: 5000 visible characters of up to 20 units each (long emoji ZWJ sequences).
 */
export const TEXT_UNITS_MAX = COMMENT_MAX_LENGTH * 20

function checkStrings(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true
  for (const value of Object.values(body)) {
    if (typeof value !== 'string') continue
    if (value.length > TEXT_UNITS_MAX) return false
  }
  return true
}

/**
 * The definition with its JSON body guarded before the contract's schema runs: no string over
 * {@link TEXT_UNITS_MAX} units reaches it (the schema then counts visible characters).
 *
 * @example
 * route(app, guardedBody(communityEndpoints.createComment), handler)
 */
export function guardedBody<D extends { body?: unknown }>(definition: D): D {
  const body = definition.body
  if (!body || body === 'multipart') return definition
  const guard = z
    .unknown()
    .check(z.refine(checkStrings, `Texts hold at most ${COMMENT_MAX_LENGTH} characters`))
  return { ...definition, body: z.pipe(guard, body as z.ZodMiniType) }
}
