import { cookieTokenStore, createSession, type Session } from '@airwave/sdk'
import { absolutePaths } from '../platformPaths'

/** What the platform's iframe adds to its own-origin session calls (see the server's `isEmbedRequest`). */
const EMBED_REQUEST_HEADER = 'x-airwave-embed'

/**
 * An answer whose platform paths point at the platform: on a partner's page `/media/a.jpg`
 * would be the partner's. The kit's components show what the API says, unchanged.
 */
async function withMediaOf(answer: Response, origin: string): Promise<Response> {
  if (!origin || !answer.headers.get('content-type')?.includes('application/json')) return answer
  const body = absolutePaths(await answer.json(), origin)
  return new Response(JSON.stringify(body), {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  })
}

/**
 * The fetch of an embed: in the platform's iframe, calls to its own origin say they are an
 * embed's, so the server keeps the session in the partitioned cookie; on a partner's page the
 * browser says so itself (`Sec-Fetch-Site: cross-site`), and a custom header would only cost a
 * CORS preflight. On a partner's page, the platform's paths in its answers (pictures) are made
 * absolute, so they load from the platform.
 *
 * @example const fetcher = embedFetch(false, 'https://airwave.example')
 */
export function embedFetch(frame: boolean, origin = ''): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const headers = new Headers(init?.headers)
    if (frame) headers.set(EMBED_REQUEST_HEADER, '1')
    // The session calls and the sign-in's handoff carry the (partitioned) cookies; the API's
    // other calls carry the bearer token only.
    const session = new URL(url, location.href).pathname.startsWith('/api/auth')
    const answer = globalThis.fetch(input, {
      ...init,
      headers,
      ...(session && { credentials: 'include' as const }),
    })
    return frame ? answer : answer.then((response) => withMediaOf(response, origin))
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
  const fetcher = embedFetch(frame, origin)
  return createSession({
    tokenStore: cookieTokenStore({ baseUrl: origin, fetch: fetcher }),
    clientId,
    baseUrl: origin,
    fetch: fetcher,
  })
}
