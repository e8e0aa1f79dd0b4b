import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { commentReportRoutes } from './commentReports'
import { commentRoutes } from './comments.routes'
import { postRoutes } from './posts.routes'
import { writeDemoImages } from './uploads/demoImages'
import { uploadRoutes, uploadsDir } from './uploads/uploads.routes'

/**
 * The community board of every channel: posts, comments, replies and image uploads, built
 * from the SDK's `communityEndpoints`.
 *
 * @example
 * export const routeModules = [..., communityRoutes]
 */
export function communityRoutes(app: FastifyInstance, deps: AppDeps): void {
  postRoutes(app, deps)
  commentRoutes(app, deps)
  commentReportRoutes(app, deps)
  uploadRoutes(app, deps)
  // The seeded posts link these; written before the server turns ready.
  if (!deps.config.production) {
    app.addHook('onReady', () => writeDemoImages(uploadsDir(deps)))
  }
}
