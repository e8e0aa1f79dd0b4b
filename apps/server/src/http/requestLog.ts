import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/**
 * Fastify's per-request log lines at `debug` instead of `info`, for development: `npm start`
 * would otherwise print two lines for every asset and call, and bury the warnings. Failed
 * requests (an error, or a 5xx answer that is not an announced 503) stay at `error`;
 * `LOG_LEVEL=debug` brings the rest back.
 * Production keeps Fastify's own controller, whose `info` lines feed access logs.
 *
 * @example
 * Fastify({ loggerInstance, logController: new DevelopmentRequestLog() })
 */
export class DevelopmentRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return
    const line = { res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    // A 503 with Retry-After is announced (starting, maintenance): `npm start` polls /healthz
    // while the demo data is seeded, and that is no error.
    else if (reply.statusCode === 503 && reply.hasHeader('retry-after'))
      reply.log.debug(line, 'request answered: unavailable for now')
    else if (reply.statusCode >= 500) reply.log.error(line, 'request failed')
    else reply.log.debug(line, 'request completed')
  }

  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`)
  }
}
