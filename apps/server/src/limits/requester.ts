import type { FastifyRequest } from 'fastify'
import { verifyAccessToken } from '../account/tokens'
import { bearerToken } from '../http/auth'

/**
 * Whom a write counts against: the member of the bearer token (its signature and expiry
 * checked: a forged one counts by address), or the caller's address. A call that needs a member
 * and has none is refused by its route anyway.
 *
 * @example await limiter.consume(limits.comment, await requesterOf(request, secret))
 */
export async function requesterOf(request: FastifyRequest, secret: Uint8Array): Promise<string> {
  const token = bearerToken(request)
  const claims = token ? await verifyAccessToken(secret, token) : undefined
  return claims ? `member:${claims.memberId}` : `address:${request.ip}`
}
