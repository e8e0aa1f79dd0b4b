import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { usePasswordHashCost } from './account/passwords'
import { createCommentPageCache } from './community/commentPages'
import type { Config } from './config'
import { type Database, openDatabase } from './db/database'
import { type AppDeps, createReadiness } from './deps'
import { createEmbedOrigins } from './embed/embedOrigins'
import { createApp, type RouteModule } from './http/createApp'
import { createMaintenance } from './http/maintenance'
import { createLimiter } from './limits/limiter'
import { createMailer } from './mail/mailer'
import { routeModules } from './modules'
import { createRealtime } from './realtime/realtime'
import { startSocketServer } from './realtime/socketServer'
import { seedDemoData } from './seed'

/** How long a shutdown waits for requests in flight before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10000

export interface StartServerOptions {
  config: Config
  /** An already opened database (tests); by default it is opened from the configuration. */
  database?: Database
  logger?: Logger | false
  modules?: readonly RouteModule[]
  /** Seed demo data into an empty database. Default: outside production. Never in production. */
  seed?: boolean
  /** Registers extra routes before listening (tests). */
  extend?: (app: FastifyInstance) => void
}

export interface RunningServer {
  /** `http://host:port` the server listens on. */
  url: string
  app: FastifyInstance
  deps: AppDeps
  database: Database
  /** Resolves once the database is migrated (and seeded) and `/healthz` answers 200. */
  ready: Promise<void>
  /**
   * Graceful stop: `/healthz` turns 503, no new connection is accepted, requests in flight
   * finish (their writes land), then the database closes. Safe to call twice.
   */
  stop(): Promise<void>
}

/** Opens the database the configuration names: PostgreSQL, or PGlite in the data directory. */
function openConfiguredDatabase(config: Config): Database {
  return config.databaseUrl
    ? openDatabase({ url: config.databaseUrl })
    : openDatabase({ pgliteDir: join(config.dataDir, 'pglite') })
}

/**
 * Starts the server: listens at once (so `/healthz` can say "starting"), then migrates, loads
 * the maintenance state and seeds demo data, then turns ready. Calls that arrive before wait.
 *
 * @example
 * const server = await startServer({ config: loadConfig(), logger })
 * await server.ready
 * process.once('SIGTERM', () => server.stop())
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options
  usePasswordHashCost(config.production ? 'baseline' : (config.passwordHashCost ?? 'baseline'))
  const database = options.database ?? openConfiguredDatabase(config)
  const { db } = database
  const ready = createReadiness()
  const logger = options.logger ?? false
  // One connection for commands (the rate limits too); the socket adapter opens its own for
  // reading the stream.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined
  const onRealtimeError = (error: unknown) => {
    if (logger) logger.warn({ err: error }, 'real-time layer: Redis failed')
  }
  redis?.on('error', onRealtimeError)
  const embedOrigins = createEmbedOrigins(db)
  const realtime = createRealtime({
    config,
    redis,
    onError: onRealtimeError,
    partnerOrigin: embedOrigins.allows,
  })
  const deps: AppDeps = {
    config,
    db,
    mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    maintenance: createMaintenance(db, config.maintenance),
    commentPages: createCommentPageCache({ ttlMs: config.commentCacheMs }),
    ready,
    realtime,
    limiter: createLimiter({
      redis,
      prefix: config.redisPrefix ?? 'airwave:',
      writes: config.writeRateLimits,
    }),
    embedOrigins,
  }
  const app = createApp(deps, { modules: options.modules ?? routeModules, logger })
  options.extend?.(app)
  // The socket shares the API's port: socket.io answers its own path, Fastify the rest.
  realtime.attach(app.server)
  startSocketServer(deps, app.log)
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host.includes(':') ? `[${config.host}]` : config.host

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      ready.unset()
      // A request still running after the grace period is cut rather than hanging the stop.
      const grace = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS)
      grace.unref()
      // Sockets first: their clients reconnect to another instance and recover there.
      await realtime.close().catch(onRealtimeError)
      await app.close()
      clearTimeout(grace)
      await redis?.quit().catch(onRealtimeError)
      await database.close()
    })()
    return stopping
  }

  const prepare = async () => {
    await database.migrate()
    await deps.maintenance.load()
    const seed = !config.production && (options.seed ?? true)
    if (seed) await seedDemoData(db, logger || { info: () => {} })
    ready.resolve()
  }
  const readyPromise = prepare().catch(async (error: unknown) => {
    if (logger) logger.fatal({ err: error }, 'database preparation failed')
    await stop()
    throw error
  })

  return { url: `http://${host}:${port}`, app, deps, database, ready: readyPromise, stop }
}
