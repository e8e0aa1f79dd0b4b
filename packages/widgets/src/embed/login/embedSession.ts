import { cookieTokenStore, createSession, type Session } from '@airwave/sdk'

/** What the platform's iframe adds to its own-origin session calls (see the server's `isEmbedRequest`). */
const EMBED_REQUEST_HEADER = 'x-airwave-embed'

/**
 * The fetch of an embed: in the platform's iframe, calls to its own origin say they are an
 * embed's, so the server keeps the session in the partitioned cookie; on a partner's page the
 * browser says so itself (`Sec-Fetch-Site: cross-site`), and a custom header would only cost a
 * CORS preflight.
 *
 * @example const fetcher = embedFetch(true)
 */
export function embedFetch(frame: boolean): typeof fetch {
  if (!frame) return (input, init) => globalThis.fetch(input, init)
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set(EMBED_REQUEST_HEADER, '1')
    return globalThis.fetch(input, { ...init, headers })
  }
}

/**
 * The embed's session: the token pair in the platform's partitioned session cookie (CHIPS) for
 * this page's site, read and renewed through `/api/auth` with credentials; the page's scripts
 * never see the refresh token.
 *
 * @example const session = createEmbedSession('https://airwave.example', false, 'embed:news.example.com')
 */
export function createEmbedSession(origin: string, frame: boolean, clientId: string): Session {
  const fetcher = embedFetch(frame)
  return createSession({
    tokenStore: cookieTokenStore({ baseUrl: origin, fetch: fetcher }),
    clientId,
    baseUrl: origin,
    fetch: fetcher,
  })
}
