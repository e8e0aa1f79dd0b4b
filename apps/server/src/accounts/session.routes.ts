import { accountEndpoints, tokenPairSchema } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import * as z from 'zod/mini'
import type { AppDeps } from '../deps'
import { route } from '../http/route'

/** Cookie holding the token pair for web apps that keep tokens out of scripts. */
const SESSION_COOKIE = 'airwave_session'
/** The spec's cookie lifetime: one year (31536000 s). */
const SESSION_COOKIE_MAX_AGE = 31536000

/**
 * The same-origin session endpoints: `GET /api/auth` reads the pair from an httpOnly,
 * SameSite=Lax cookie (Secure in production), `POST /api/auth` stores it, `DELETE` clears it.
 * The cookie is scoped to `/api/auth`, so it travels with these calls and the refresh only.
 */
export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const cookieOptions = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.production,
  }

  route(app, accountEndpoints.readSessionCookie, ({ request }) => {
    const raw = request.cookies[SESSION_COOKIE]
    if (!raw) return null
    try {
      const parsed = z.safeParse(tokenPairSchema, JSON.parse(raw))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  })

  route(app, accountEndpoints.storeSessionCookie, ({ body, reply }) => {
    reply.setCookie(SESSION_COOKIE, JSON.stringify(body), {
      ...cookieOptions,
      maxAge: SESSION_COOKIE_MAX_AGE,
    })
    return null
  })

  route(app, accountEndpoints.clearSessionCookie, ({ reply }) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions)
    return null
  })
}
