import { accountEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import {
  clearSessionCookie,
  readSessionCookie,
  withoutRefreshToken,
  writeSessionCookie,
} from './sessionCookie'

/**
 * The same-origin session endpoints over the httpOnly session cookie (see `sessionCookie.ts`):
 * `GET /api/auth` answers the stored access token and expiries, never the refresh token;
 * `POST /api/auth` stores a pair, keeping the stored refresh token when the pair has none
 * (a page stores its refreshed access token without ever holding the refresh token);
 * `DELETE` clears it.
 */
export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { production } = deps.config

  route(app, accountEndpoints.readSessionCookie, ({ request }) => {
    const pair = readSessionCookie(request)
    return pair ? withoutRefreshToken(pair) : null
  })

  route(app, accountEndpoints.storeSessionCookie, ({ body, request, reply }) => {
    const stored = readSessionCookie(request)
    const refresh = body.refreshToken
      ? {}
      : {
          refreshToken: stored?.refreshToken,
          refreshTokenExpiredDate: stored?.refreshTokenExpiredDate,
        }
    writeSessionCookie(reply, { ...body, ...refresh }, production)
    return null
  })

  route(app, accountEndpoints.clearSessionCookie, ({ reply }) => {
    clearSessionCookie(reply, production)
    return null
  })
}
