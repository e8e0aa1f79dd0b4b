import { ConfigError, loadConfig } from './config'
import { createLogger } from './logger'
import { startServer } from './server'

// Entry point of `pnpm --filter @airwave/server start`.
async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(config.logLevel)
  const server = await startServer({ config, logger })
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/pglite`
  logger.info({ database, production: config.production }, `Airwave server on ${server.url}`)

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    server.stop().then(
      () => {
        logger.info('stopped')
        process.exit(0)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)

  await server.ready
  logger.info(`ready: ${server.url}/healthz`)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
