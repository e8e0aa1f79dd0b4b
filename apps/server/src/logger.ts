import pino, { type DestinationStream, type Logger } from 'pino'

/**
 * Secrets never reach the log: headers that carry tokens or cookies, and any field that holds
 * a password, a token or a verification code, at the top level or one level down.
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'req.headers["x-widget-key"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'currentPassword',
    'changePassword',
    'resetPassword',
    'accessToken',
    'refreshToken',
    'token',
    'number',
    'verificationNumber',
  ].flatMap((key) => [key, `*.${key}`]),
]

/** An overlay's page URL holds its widget key (`/widget/{kind}/{key}`): logged without it. */
const maskWidgetKey = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^(\/widget\/[^/?#]+\/)[^/?#]+/, '$1[redacted]') : url

/**
 * Requests as Fastify logs them (method, url, host, address), the url without a widget key.
 * Fastify takes the logger's own `req` serializer over its default.
 */
const serializers = {
  req: (req: {
    method?: string
    url?: string
    host?: string
    ip?: string
    socket?: { remotePort?: number }
  }) => ({
    method: req.method,
    url: maskWidgetKey(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
}

/**
 * The server's pino logger.
 *
 * @example
 * const logger = createLogger('info')
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, serializers, redact: { paths: redactPaths, censor: '[redacted]' } }
  return destination ? pino(options, destination) : pino(options)
}
