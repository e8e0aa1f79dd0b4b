import type { FastifyInstance } from 'fastify'

/**
 * The server's own URL, once it listens: where links and redirects point when
 * `AIRWAVE_PUBLIC_URL` is not set (development, tests). Never the request's Host header, which
 * a caller chooses.
 *
 * @example const base = config.publicUrl ?? serverUrlOf(app, config.host)
 */
export function serverUrlOf(app: FastifyInstance, host: string): string {
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}
