import { type ErrorKind, errorKind } from './errorCatalogue'

/**
 * A failed call: the HTTP status, the catalogue code the server answered (or a transport code
 * such as `NETWORK_ERROR` or `TIMEOUT`), its message and the kind the UI switches on.
 *
 * @example
 * try { await client.channel.block({ channelId }) }
 * catch (e) { if (e instanceof ApiError && e.kind === 'max-blocked') showLimitDialog() }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly kind: ErrorKind

  constructor(status: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.status = status
    this.code = code
    this.kind = errorKind(code, status)
  }
}
