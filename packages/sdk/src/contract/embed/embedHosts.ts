// The host domains a channel lets embed it: one rule for the dashboard's form, the server's
// `frame-ancestors` and CORS, and the embed's own check of its page. Plain code (no zod): the
// script-tag loader reads it too.

/** How many host domains a channel may list (chosen: Twitch takes a handful of parents). */
export const EMBED_HOSTS_LIMIT = 20

// A DNS name (labels of letters, digits and inner hyphens) or an IPv4 address, then an
// optional port. No scheme, path, wildcard or user: exactly what the browser's `location.host`
// holds, which the embed sends as its `parent`.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST = new RegExp(`^(?:${LABEL}\\.)*${LABEL}(?::([1-9]\\d{0,4}))?$`)

/**
 * The canonical form of a host domain a streamer typed, or `undefined` when it is none: lower
 * case, without a scheme, a trailing slash or the default port. `https://Partner.example/`
 * becomes `partner.example`; `localhost:5173` keeps its port.
 *
 * @example normalizeEmbedHost(' https://News.Example.com/ ') // 'news.example.com'
 */
export function normalizeEmbedHost(text: string): string | undefined {
  let value = text.trim().toLowerCase()
  const scheme = /^(https?):\/\//.exec(value)
  if (scheme) value = value.slice(scheme[0].length)
  value = value.replace(/\/$/, '')
  if (scheme?.[1] === 'https') value = value.replace(/:443$/, '')
  if (scheme?.[1] === 'http') value = value.replace(/:80$/, '')
  const match = HOST.exec(value)
  if (!match || value.length > 253) return undefined
  if (match[1] !== undefined && Number(match[1]) > 65535) return undefined
  return value
}

/**
 * The host (`name` or `name:port`) of a page's origin, as the allow-list writes it; undefined
 * for an origin that is not http(s) (`null`, `file:`).
 *
 * @example embedHostOf('https://news.example.com') // 'news.example.com'
 */
export function embedHostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    return url.host.toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * Whether a page's host is on a channel's list: the exact host, port included. A listed
 * `example.com` does not let `news.example.com` in, nor the reverse.
 *
 * @example isEmbedHostAllowed('news.example.com', ['news.example.com']) // true
 */
export function isEmbedHostAllowed(host: string, allowed: readonly string[]): boolean {
  const wanted = host.toLowerCase()
  return allowed.some((entry) => entry === wanted)
}
