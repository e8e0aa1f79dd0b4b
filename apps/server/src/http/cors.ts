import cors from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EmbedCalls } from './embedCalls'

/** Headers the SDK's transport sends. */
const allowedHeaders = [
  'authorization',
  'content-type',
  'x-client-id',
  'x-language',
  'x-region-code',
  'x-widget-key',
  'x-airwave-session',
]

const shared = {
  credentials: true,
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders,
  maxAge: 600,
}

/** The method a request (or the request a preflight asks about) uses. */
function methodOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'OPTIONS') return request.method
  const asked = request.headers['access-control-request-method']
  return typeof asked === 'string' ? asked : undefined
}

/**
 * Lets web apps on the configured origins call the whole API with credentials: credentials go
 * only where the operator said (AIRWAVE_CORS_ORIGINS; in development the Vite dev server's own
 * origin). The pages of the hosts that channels list for their embed (`partner`, see
 * `embed/embedOrigins.ts`) get CORS for the embed's own calls only (`embedCalls`: watch, chat,
 * like, follow, comment, the embed's session): a list any member edits must not widen what
 * other members' browsers trust, so a listed page never reads the account, the stream key or
 * the site's session. Any other origin, another local port included, gets no CORS headers.
 *
 * @example
 * registerCors(app, { origins: ['https://airwave.example'], embedCalls })
 */
export function registerCors(
  app: FastifyInstance,
  options: {
    origins: readonly string[]
    embedCalls: EmbedCalls
    /** Whether an origin is a partner's page of the embed. */
    partner?: (origin: string) => Promise<boolean>
  },
): void {
  const allowed = new Set(options.origins)
  const { partner, embedCalls } = options
  app.register(cors, {
    delegator: (request, callback) => {
      const { origin } = request.headers
      if (origin === undefined) return callback(null, { origin: false })
      if (allowed.has(origin)) return callback(null, { ...shared, origin: true })
      if (!partner || !embedCalls.allows(methodOf(request), request.url)) {
        return callback(null, { origin: false })
      }
      partner(origin).then(
        (yes) => callback(null, { ...shared, origin: yes }),
        () => callback(null, { origin: false }),
      )
    },
  })
}
