import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/** Headers the SDK's transport sends. */
const allowedHeaders = [
  'authorization',
  'content-type',
  'x-client-id',
  'x-language',
  'x-region-code',
  'x-widget-key',
]

/**
 * Lets web apps on the configured origins call the API with credentials, and no other origin:
 * credentials go only where the operator said (AIRWAVE_CORS_ORIGINS; in development the Vite dev
 * server's own origin). Any other origin, another local port included, gets no CORS headers, so
 * its page cannot read a member's answers.
 *
 * @example
 * registerCors(app, { origins: ['https://airwave.example'] })
 */
export function registerCors(app: FastifyInstance, options: { origins: readonly string[] }): void {
  const allowed = new Set(options.origins)
  app.register(cors, {
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders,
    maxAge: 600,
  })
}
