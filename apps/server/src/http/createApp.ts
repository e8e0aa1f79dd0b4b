import { failure } from '@airwave/sdk/contract'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { AppDeps } from '../deps'
import { registerWriteLimits } from '../limits/writeLimits'
import { registerCors } from './cors'
import { createEmbedCalls } from './embedCalls'
import { codeForStatus, HttpError, RetryLaterError } from './httpError'
import { registerMediaUrls } from './mediaUrls'
import { DevelopmentRequestLog } from './requestLog'
import { registerSecurityHeaders } from './securityHeaders'
import { isSiteRequest, registerSite } from './site'

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration, database and services, for `route()` and the route modules. */
    deps: AppDeps
  }
}

/** A group of routes (one domain): registers its calls on the app. */
export type RouteModule = (app: FastifyInstance, deps: AppDeps) => void

/** JSON bodies above this answer 413 PAYLOAD_TOO_LARGE. */
const JSON_BODY_LIMIT = 1024 * 1024
/** The spec's default image upload limit (FILE_SIZE_EXCEEDS above). */
const FILE_SIZE_LIMIT = 20 * 1024 * 1024

export interface CreateAppOptions {
  /** The route modules to register, in order. */
  modules: readonly RouteModule[]
  /** `false` silences the log (tests). */
  logger: Logger | false
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).statusCode === 'number'
}

/**
 * A 503's `Retry-After` while the platform is under maintenance: clients may ask again in a
 * minute. A 503 with the header is an announced state, not a failure (see DevelopmentRequestLog).
 */
const MAINTENANCE_RETRY_SECONDS = 60
/**
 * Builds the Fastify app: JSON and multipart parsing, the failure envelope for every error,
 * readiness, maintenance and `/healthz`, then the route modules. It does not listen.
 *
 * @example
 * const app = createApp(deps, { modules: routeModules, logger })
 * await app.listen({ port: 4000 })
 */
export function createApp(deps: AppDeps, options: CreateAppOptions): FastifyInstance {
  // Typed as the base logger so the app is a plain FastifyInstance for the route modules.
  const loggerInstance = options.logger ? (options.logger as FastifyBaseLogger) : undefined
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    ...(deps.config.production ? {} : { logController: new DevelopmentRequestLog() }),
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    trustProxy: deps.config.trustProxy,
    forceCloseConnections: 'idle',
    // Fastify's 10 s for a plugin or an onReady hook is a hang guard that a loaded two-core
    // machine trips while the route modules register and the demo images are drawn (CI saw
    // AVV_ERR_READY_TIMEOUT at a load of 13): a real hang still fails, two minutes later.
    pluginTimeout: 120_000,
  })
  app.decorate('deps', deps)
  const embedCalls = createEmbedCalls()
  // The media an embed plays and shows (playlists, segments, pictures), fetched by hls.js and
  // the board from the partner's page.
  for (const media of ['/media/*', '/uploads/*']) embedCalls.add('GET', media)
  app.decorate('embedCalls', embedCalls)

  registerSecurityHeaders(app, { production: deps.config.production })
  registerCors(app, {
    origins: deps.config.corsOrigins,
    embedCalls,
    partner: deps.embedOrigins.allows,
  })
  registerMediaUrls(app, deps.config.publicUrl)

  // An empty body is no body (clients send `POST /member/auth/sign-out` bare); a malformed one is
  // INVALID_REQUEST, not a framework error.
  const parseJson = app.getDefaultJsonParser('error', 'remove')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (String(text).trim() === '') return done(null, undefined)
    parseJson(request, String(text), (error, value) => {
      if (error)
        done(new HttpError(400, 'INVALID_REQUEST', 'The body is not valid JSON'), undefined)
      else done(null, value)
    })
  })
  app.register(cookie)
  app.register(multipart, { limits: { fileSize: FILE_SIZE_LIMIT, files: 10, fields: 20 } })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds)
      return reply.code(error.statusCode).send(failure(error.statusCode, error.code, error.message))
    }
    if (isFastifyError(error) && error.statusCode && error.statusCode < 500) {
      const status = error.statusCode
      const code =
        error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'FILE_SIZE_EXCEEDS' : codeForStatus(status)
      return reply.code(status).send(failure(status, code, error.message))
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send(failure(500, 'INTERNAL', 'Something went wrong on our side'))
  })
  const site = deps.config.siteDir ? registerSite(app, deps.config.siteDir) : undefined
  app.setNotFoundHandler((request, reply) => {
    if (site?.(request, reply)) return reply
    const message = `No route for ${request.method} ${request.url.split('?')[0]}`
    return reply.code(404).send(failure(404, 'NOT_FOUND', message))
  })

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (path === '/healthz') return
    // Calls that arrive while the database is still migrating wait for it instead of failing.
    if (!deps.ready.isReady) await deps.ready.promise
    if (path.startsWith('/admin/')) return
    const info = deps.maintenance.current()
    // The site's pages and files stay served, so a browser can show the maintenance page.
    if (info && !(site && isSiteRequest(request))) {
      const message = info.title || 'Under maintenance'
      return reply
        .code(503)
        .header('retry-after', MAINTENANCE_RETRY_SECONDS)
        .send({ ...failure(503, 'MAINTENANCE', message), data: info })
    }
  })

  // A keep-alive connection whose request was in flight at shutdown would hold the server
  // open; its answer tells the client to close it instead.
  app.addHook('onSend', async (_request, reply) => {
    if (deps.ready.isStopping) reply.header('connection', 'close')
  })

  app.get('/healthz', async (_request, reply) => {
    if (!deps.ready.isReady) {
      return reply.code(503).header('retry-after', 1).send({ status: 'starting' })
    }
    return { status: 'ok' }
  })

  // Before the modules: every write route they add gets its limit.
  registerWriteLimits(app, deps)
  // After the plugins above have loaded (cookies, multipart).
  app.after(() => {
    for (const register of options.modules) register(app, deps)
  })
  return app
}
