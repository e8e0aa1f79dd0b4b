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
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
