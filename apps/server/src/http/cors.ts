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
 * its page cannot read a member's answers. `partner` adds the pages of the hosts that channels
 * list in their embed settings (`embed/embedOrigins.ts`): an inline embed calls from there.
 *
 * @example
 * registerCors(app, { origins: ['https://airwave.example'] })
 */
export function registerCors(
  app: FastifyInstance,
  options: {
    origins: readonly string[]
    /** Origins allowed beside the configured ones: the partners' pages of the embed. */
    partner?: (origin: string) => Promise<boolean>
  },
): void {
  const allowed = new Set(options.origins)
  const { partner } = options
  app.register(cors, {
    origin: (origin, done) => {
      if (origin === undefined) return done(null, false)
      if (allowed.has(origin) || !partner) return done(null, allowed.has(origin))
      partner(origin).then(
        (yes) => done(null, yes),
        () => done(null, false),
      )
    },
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders,
    maxAge: 600,
  })
}
