import { platformEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import { route } from '../../http/route'

/**
 * `GET /v2/platform/status`: 200 while the platform is up. During maintenance it answers 503
 * with the maintenance info, as every call does (the maintenance hook answers before it), so the
 * maintenance page asks it to learn when maintenance ends.
 */
export function statusRoutes(app: FastifyInstance, _deps: AppDeps): void {
  route(app, platformEndpoints.getStatus, () => ({ status: 'ok' as const }))
}
