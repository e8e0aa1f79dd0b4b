import { type TokenPair, tokenPairSchema } from '@airwave/sdk/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'

/** Cookie holding the token pair for web apps that keep tokens out of scripts. */
const SESSION_COOKIE = 'airwave_session'
/** The same for an embed on another site's page, in that site's partition (CHIPS). */
const EMBED_SESSION_COOKIE = 'airwave_embed_session'
/** The spec's cookie lifetime: one year (31536000 s). */
const SESSION_COOKIE_MAX_AGE = 31536000
/** What the embed's iframe sends on its own-origin session calls (see `isEmbedRequest`). */
const EMBED_REQUEST_HEADER = 'x-airwave-embed'

/**
 * Whether a session call comes from an embed on another site's page. The iframe calls its own
 * origin and says so with `x-airwave-embed`; any other page is known by its Origin: a call from
 * an origin that is neither this server's nor a configured app's is an embed's (a partner's
 * script-tag elements). `Sec-Fetch-Site` would not do: a page on another port of the same host
 * is `same-site`, and would read the site's own session. An embed's cookie is kept by the
 * browser in the partition of the partner's site, never beside the site's own.
 *
 * @example isEmbedRequest(request) // true for a call from https://news.example.com
 */
function isEmbedRequest(request: FastifyRequest): boolean {
  if (request.headers[EMBED_REQUEST_HEADER] !== undefined) return true
  const { origin } = request.headers
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site'
  const { config } = request.server.deps
  if (origin === `${request.protocol}://${request.host}` || origin === config.publicUrl)
    return false
  return !config.corsOrigins.includes(origin)
}

/**
 * The site's cookie: httpOnly, SameSite=Lax (Secure in production), scoped to `/api/auth`: it
 * travels with the session calls and the refresh only. An embed's: the same, but
 * `SameSite=None; Secure; Partitioned` (CHIPS), the only cookie a browser keeps for a frame or
 * a fetch on another site's page, and kept in that site's own jar: a partner's page never
 * reads the site's session, nor one partner another's. Chromium treats `http://localhost` and
 * `http://127.0.0.1` as secure, so development works too.
 */
function cookieOptions(production: boolean, embed: boolean) {
  return embed
    ? {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'none' as const,
        secure: true,
        partitioned: true,
      }
    : { path: '/api/auth', httpOnly: true, sameSite: 'lax' as const, secure: production }
}

const cookieName = (embed: boolean) => (embed ? EMBED_SESSION_COOKIE : SESSION_COOKIE)

/** The pair in the request's session cookie, or undefined when absent or unreadable. */
export function readSessionCookie(request: FastifyRequest): TokenPair | undefined {
  const raw = request.cookies[cookieName(isEmbedRequest(request))]
  if (!raw) return undefined
  try {
    const parsed = z.safeParse(tokenPairSchema, JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Stores the pair in the session cookie (the embed's, for an embed's call), for a year. */
export function writeSessionCookie(reply: FastifyReply, pair: TokenPair, production: boolean) {
  const embed = isEmbedRequest(reply.request)
  reply.setCookie(cookieName(embed), JSON.stringify(pair), {
    ...cookieOptions(production, embed),
    maxAge: SESSION_COOKIE_MAX_AGE,
  })
}

export function clearSessionCookie(reply: FastifyReply, production: boolean) {
  const embed = isEmbedRequest(reply.request)
  reply.clearCookie(cookieName(embed), cookieOptions(production, embed))
}

/**
 * What page scripts may see of a pair: everything but the refresh token.
 *
 * Deviation from accounts-platform.md section 7, which has `GET /api/auth` answer the whole
 * pair: a refresh token lives a year, so handing it to scripts would let one XSS take the
 * account over for that long. The page gets the access token (15 minutes) and the expiries;
 * the refresh token stays in the httpOnly cookie and `POST /api/auth/refresh` reads it there.
 *
 * @example
 * withoutRefreshToken(pair) // { accessToken, accessTokenExpiredDate, refreshTokenExpiredDate }
 */
export function withoutRefreshToken({ refreshToken: _, ...visible }: TokenPair): TokenPair {
  return visible
}

/** What the SDK's cookie store sends on every call (`x-airwave-session: cookie`). */
const COOKIE_SESSION_HEADER = 'x-airwave-session'

/**
 * A sign-in's answer: for a web app whose session lives in the httpOnly cookie (it says so with
 * `x-airwave-session: cookie`), the pair goes into the cookie and the page gets it without the
 * refresh token, as the refresh does; other clients (the spec's apps, which keep their own
 * pair) get the whole pair.
 *
 * @example return answerSignIn(reply, await issueTokenPair(db, secret, input), production)
 */
export function answerSignIn(reply: FastifyReply, pair: TokenPair, production: boolean): TokenPair {
  if (reply.request.headers[COOKIE_SESSION_HEADER] !== 'cookie') return pair
  writeSessionCookie(reply, pair, production)
  return withoutRefreshToken(pair)
}
