// The embed login popup's interface with the page that opens it (a partner's page with the
// script-tag embed): where it opens, and the one message it sends back. Written once here: the
// site's popup sends it and the embed checks it with the same functions.

/** The popup's size (accounts-platform.md section 2: 1000x840). */
export const EMBED_LOGIN_POPUP_SIZE = { width: 1000, height: 840 } as const

/** How the embed login ended: signed in, or closed by its cancel button. */
export type EmbedLoginStatus = 'signed-in' | 'cancelled'

/**
 * The message the popup posts to its opener, to the opener's exact origin (never `*`). It
 * carries no token: the opener's own session (the site's cookie, or its own sign-in) follows.
 */
export interface EmbedLoginMessage {
  source: 'airwave'
  type: 'login'
  status: EmbedLoginStatus
}

/**
 * @example window.opener.postMessage(embedLoginMessage('signed-in'), origin)
 */
export function embedLoginMessage(status: EmbedLoginStatus): EmbedLoginMessage {
  return { source: 'airwave', type: 'login', status }
}

/**
 * Whether a `message` event's data is the popup's answer. Check `event.origin` too: it must
 * be the site's origin.
 *
 * @example
 * addEventListener('message', (e) => { if (e.origin === site && isEmbedLoginMessage(e.data)) … })
 */
export function isEmbedLoginMessage(data: unknown): data is EmbedLoginMessage {
  if (typeof data !== 'object' || data === null) return false
  const { source, type, status } = data as Record<string, unknown>
  return (
    source === 'airwave' && type === 'login' && (status === 'signed-in' || status === 'cancelled')
  )
}

/**
 * The origin of a well-formed http(s) origin parameter (`https://partner.example`, no path,
 * query, fragment or credentials), else `undefined`.
 *
 * @example parseOrigin('https://a.example:8443') // 'https://a.example:8443'; parseOrigin('*') // undefined
 */
export function parseOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    // Only a bare origin: `https://a.example/` is the same, anything with a path is not.
    if (url.origin !== value && `${url.origin}/` !== value) return undefined
    return url.origin
  } catch {
    return undefined
  }
}

/**
 * Where the popup posts its message: the `origin` parameter when it is a well-formed http(s)
 * origin, else the site's own origin. Never `*`.
 *
 * @example embedTargetOrigin('https://partner.example', location.origin) // 'https://partner.example'
 */
export function embedTargetOrigin(param: string | null | undefined, ownOrigin: string): string {
  return parseOrigin(param) ?? ownOrigin
}

/**
 * The popup's path on the site, for the opener's `window.open(site + path, …)`.
 *
 * @example embedLoginPath('https://partner.example') // '/login/third-party?popup=embed&origin=https%3A%2F%2Fpartner.example'
 */
export function embedLoginPath(openerOrigin: string): string {
  return `/login/third-party?popup=embed&origin=${encodeURIComponent(openerOrigin)}`
}
