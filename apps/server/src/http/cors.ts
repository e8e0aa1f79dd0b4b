import type { FastifyInstance } from 'fastify'

const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** Headers the SDK's transport sends. */
const allowedHeaders = 'authorization, content-type, x-client-id, x-language, x-region-code'

/**
 * Lets web apps on other origins call the API: the configured origins, plus any localhost
 * origin outside production (a dev server on another port). Preflights answer 204 at once.
 *
 * @example
 * registerCors(app, { origins: ['https://airwave.example'], allowLocal: false })
 */
export function registerCors(
  app: FastifyInstance,
  options: { origins: readonly string[]; allowLocal: boolean },
): void {
  const allowed = (origin: string) =>
    options.origins.includes(origin) || (options.allowLocal && localOrigin.test(origin))
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    if (!origin || !allowed(origin)) return
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-allow-credentials', 'true')
    reply.header('vary', 'Origin')
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
      reply.header('access-control-allow-headers', allowedHeaders)
      reply.header('access-control-max-age', '600')
      return reply.code(204).send()
    }
  })
}
