import pino, { type DestinationStream, type Logger } from 'pino'

/**
 * Secrets never reach the log: headers that carry tokens or cookies, and any field that holds
 * a password, a token or a verification code, at the top level or one level down.
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
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

/**
 * The server's pino logger.
 *
 * @example
 * const logger = createLogger('info')
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' } }
  return destination ? pino(options, destination) : pino(options)
}
