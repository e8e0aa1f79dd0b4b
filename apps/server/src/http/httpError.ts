/**
 * A failure the client is meant to see: the HTTP status, the catalogue code and a message. The
 * error handler turns it into the failure envelope `{ statusCode, code, message }`.
 *
 * @example
 * throw new HttpError(409, 'CHA30007', 'This channel id is already registered')
 */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly statusCode: number
  readonly code: string

  constructor(statusCode: number, code: string, message: string) {
    super(message)
    this.statusCode = statusCode
    this.code = code
  }
}

/** @example throw badRequest('termsCheck must be true') */
export const badRequest = (message: string, code = 'INVALID_REQUEST') =>
  new HttpError(400, code, message)

/** @example throw unauthorized() */
export const unauthorized = (message = 'Sign in to continue', code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message)

/** @example throw forbidden('Only the channel owner can pin') */
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message)

/** @example throw notFound('Post not found', 'CHA30023') */
export const notFound = (message = 'Not found', code = 'NOT_FOUND') =>
  new HttpError(404, code, message)

/** @example throw conflict('Already blocked', 'CHA30025') */
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message)

/**
 * A refusal that says when to come back: the error handler sends `retry-after` with it, the
 * socket `retryAfterSeconds`. Every rate limit refuses with one (see `limits/`).
 *
 * @example
 * throw new RetryLaterError(429, 'RATE_LIMITED', 'Too many at once: try again in 5 s', 5)
 */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number

  constructor(statusCode: number, code: string, message: string, retryAfterSeconds: number) {
    super(statusCode, code, message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The catalogue code for a framework failure that carries only a status. */
export function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 500) return 'INTERNAL'
  return 'INVALID_REQUEST'
}
