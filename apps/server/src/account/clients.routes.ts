import { accountEndpoints } from '@airwave/sdk/contract'
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { refreshTokens } from '../db/schema'
import type { AppDeps } from '../deps'
import { route } from '../http/route'

/**
 * Signed-in devices (a client is a live refresh family with a client id). The linked social
 * accounts are the social routes' (`accounts/social/social.routes.ts`).
 */
export function clientRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, accountEndpoints.listClients, async ({ me: member }) => {
    const rows = await db
      .select({ clientId: refreshTokens.clientId, createdAt: refreshTokens.createdAt })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.memberId, member.id),
          isNull(refreshTokens.revokedAt),
          isNull(refreshTokens.rotatedAt),
          isNotNull(refreshTokens.clientId),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(refreshTokens.createdAt))
    const seen = new Map<string, string>()
    for (const row of rows) {
      if (row.clientId && !seen.has(row.clientId)) {
        seen.set(row.clientId, row.createdAt.toISOString())
      }
    }
    return [...seen].map(([clientId, lastAccessDate]) => ({ clientId, lastAccessDate }))
  })

  route(app, accountEndpoints.logoutClient, async ({ me: member, query }) => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.memberId, member.id),
          eq(refreshTokens.clientId, query.clientId),
          isNull(refreshTokens.revokedAt),
        ),
      )
    return null
  })
}
