import * as z from 'zod/mini'
import { ApiError } from './apiError'
import { createEmitter, type Unsubscribe } from './emitter'
import { isRecord } from './isRecord'
import { type MaintenanceInfo, parseMaintenance } from './parseMaintenance'
import type { ApiRequest, Transport } from './request'

/** Where the transport gets the bearer token, and who renews it after a 401 (the session). */
export interface AuthSource {
  getAccessToken(): Promise<string | undefined>
  /**
   * Renews the access token. `staleToken` is the token the server refused: if it was already
   * replaced, the current one is returned without a new refresh.
   */
  refresh(staleToken?: string): Promise<string>
  /**
   * The session lives in the app server's httpOnly cookie: every call says so
   * (`x-airwave-session: cookie`) and carries credentials, so a sign-in's answer sets the cookie
   * and leaves the refresh token out of the page.
   */
  readonly keepsRefreshToken?: boolean
}

export interface TransportOptions {
  /** Origin (and optional prefix) of the API, e.g. `https://api.example.com`. */
  baseUrl: string
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch
  /** Sent as `x-language`. Default `en-US`. */
  language?: string
  /** Sent as `x-client-id`. */
  clientId?: string
  /** Sent as `x-region-code`. */
  regionCode?: string
  auth?: AuthSource
  /** Per attempt, in milliseconds. Default 15000. */
  timeoutMs?: number
}

export interface TransportEvents {
  /** A 503 answer: the UI decides where to show it (the spec's /under-maintenance page). */
  maintenance: MaintenanceInfo
}

export interface HttpTransport extends Transport {
  on<K extends keyof TransportEvents>(
    event: K,
    listener: (payload: TransportEvents[K]) => void,
  ): Unsubscribe
}

const codeByStatus: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  502: 'BAD_GATEWAY',
  504: 'GATEWAY_TIMEOUT',
}

/**
 * The catalogue code for a failure whose body names none.
 *
 * @example
 * codeForStatus(429) // 'RATE_LIMITED'
 */
export function codeForStatus(status: number): string {
  return codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_REQUEST')
}

/**
 * Query string with `undefined`/`null` skipped and arrays repeated.
 *
 * @example
 * serializeQuery({ page: 1, sort: undefined, tag: ['a', 'b'] }) // '?page=1&tag=a&tag=b'
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

// The envelope is read by hand, as `successEnvelopeSchema` and `failureEnvelopeSchema` read
// it, so that a client bundle pays for no envelope schema (the server and tests use those).
function envelope(json: unknown): Record<string, unknown> | undefined {
  return isRecord(json) &&
    (json.statusCode === undefined || typeof json.statusCode === 'number') &&
    (json.message === undefined || typeof json.message === 'string')
    ? json
    : undefined
}

function failureOf(json: unknown): { code: string; message?: string } | undefined {
  const body = envelope(json)
  const code = body?.code
  if (typeof code !== 'string' && typeof code !== 'number') return undefined
  return { code: String(code), message: body?.message as string | undefined }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return text
  }
}

/**
 * The fetch-based {@link Transport}: headers, envelope, errors, timeouts, one retry after a
 * token refresh, and the `maintenance` event on 503.
 *
 * @example
 * const transport = createTransport({ baseUrl: 'https://api.example.com', auth: session })
 * transport.on('maintenance', () => router.navigate('/under-maintenance'))
 */
export function createTransport(options: TransportOptions): HttpTransport {
  const events = createEmitter<TransportEvents>()
  const base = options.baseUrl.replace(/\/$/, '')

  async function send(request: ApiRequest, token: string | undefined) {
    const { method, body, options: call } = request
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-language': options.language ?? 'en-US',
    }
    if (options.clientId) headers['x-client-id'] = options.clientId
    if (options.regionCode) headers['x-region-code'] = options.regionCode
    if (token) headers.authorization = `Bearer ${token}`
    const cookieSession = options.auth?.keepsRefreshToken === true
    if (cookieSession) headers['x-airwave-session'] = 'cookie'
    if (call?.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }

    const signal = call?.signal
    signal?.throwIfAborted()
    const controller = new AbortController()
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort)
    let timedOut = false
    const timer = setTimeout(
      () => {
        timedOut = true
        controller.abort()
      },
      call?.timeoutMs ?? options.timeoutMs ?? 15000,
    )
    try {
      const progress = payload instanceof FormData ? call?.onUploadProgress : undefined
      const viaXhr = progress !== undefined && typeof XMLHttpRequest === 'function'
      // Loaded with the first upload that reports progress: other clients never pay for it.
      const fetcher = viaXhr
        ? (await import('./uploadProgress')).fetchWithUploadProgress(progress)
        : (options.fetch ?? globalThis.fetch)
      const url = base + request.path + serializeQuery(request.query)
      const init: RequestInit = { method, headers, body: payload, signal: controller.signal }
      if (cookieSession) init.credentials = 'include'
      const response = await fetcher(url, init)
      const json = await readJson(response)
      if (progress && !viaXhr) progress({ loaded: 1, total: 1 })
      return { status: response.status, ok: response.ok, json }
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      if (timedOut) throw new ApiError(0, 'TIMEOUT', `${method} ${request.path} timed out`)
      throw new ApiError(0, 'NETWORK_ERROR', `${method} ${request.path} failed`, { cause: error })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  async function request<T>(request: ApiRequest): Promise<T> {
    const auth = request.auth === 'none' ? undefined : options.auth
    const given = request.options?.accessToken
    const token = given ?? (await auth?.getAccessToken())
    let answer = await send(request, token)
    if (answer.status === 401 && auth && token && given === undefined) {
      let fresh: string | undefined
      try {
        fresh = await auth.refresh(token)
      } catch (error) {
        // The session ended meanwhile (signed out, or not renewable): a read a guest may make
        // goes again as one. Anything else would act differently for a guest: it fails.
        if (request.auth !== 'optional' || request.method !== 'GET') {
          throw new ApiError(401, 'UNAUTHORIZED', 'The session has expired', { cause: error })
        }
      }
      answer = await send(request, fresh)
    }

    const { status, json } = answer
    if (answer.ok) {
      const data = z.safeParse(request.answer, envelope(json)?.data)
      if (data.success) return data.data as T
      throw new ApiError(status, 'INVALID_RESPONSE', `Unexpected answer to ${request.path}`, {
        cause: data.error,
      })
    }
    const failure = failureOf(json)
    // A 503 with no JSON body is a gateway's (the server is down), not the server's maintenance.
    if (status === 503 && (json === undefined || typeof json === 'string')) {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'HTTP 503')
    }
    if (status === 503) {
      const info = parseMaintenance(json)
      events.emit('maintenance', info)
      const message = info.title || failure?.message || 'Under maintenance'
      throw new ApiError(503, failure?.code ?? 'MAINTENANCE', message)
    }
    if (failure) throw new ApiError(status, failure.code, failure.message ?? `HTTP ${status}`)
    throw new ApiError(status, codeForStatus(status), `HTTP ${status}`)
  }

  return { request, on: events.on }
}
