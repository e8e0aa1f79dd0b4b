import { isRecord } from './isRecord'
import type { TokenPair } from './tokenPair'

/** Where the session keeps the token pair. Every method may be asynchronous. */
export interface TokenStore {
  get(): Promise<TokenPair | undefined>
  set(pair: TokenPair): Promise<void>
  clear(): Promise<void>
  /**
   * The refresh token stays with the server (an httpOnly cookie): `get()` answers none, and the
   * session refreshes without sending one, the cookie carrying it.
   */
  readonly keepsRefreshToken?: boolean
}

const isDate = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

// Which value each optional field of the pair accepts when present.
const optionalFields: Record<string, (value: unknown) => boolean> = {
  refreshToken: (value) => typeof value === 'string',
  accessTokenExpiredDate: isDate,
  refreshTokenExpiredDate: isDate,
}

/**
 * Reads a token pair from an envelope (`{ data: pair | null }`) or a bare pair. It accepts what
 * `tokenPairSchema` accepts and drops unknown fields, but by hand: the core (the session and
 * its stores) then carries none of the account schemas.
 *
 * @example
 * readTokenPair({ data: null }) // undefined
 */
export function readTokenPair(body: unknown): TokenPair | undefined {
  const value = typeof body === 'object' && body !== null && 'data' in body ? body.data : body
  if (!isRecord(value) || typeof value.accessToken !== 'string') return undefined
  const pair: Record<string, unknown> = { accessToken: value.accessToken }
  for (const [key, accepts] of Object.entries(optionalFields)) {
    if (value[key] === undefined) continue
    if (!accepts(value[key])) return undefined
    pair[key] = value[key]
  }
  return pair as TokenPair
}

/**
 * Keeps the pair in memory only: tests, Node scripts, or apps that sign in on every load.
 *
 * @example
 * const session = createSession({ tokenStore: memoryTokenStore(), clientId, baseUrl })
 */
export function memoryTokenStore(initial?: TokenPair): TokenStore {
  let pair = initial
  return {
    get: async () => pair,
    set: async (next) => {
      pair = next
    },
    clear: async () => {
      pair = undefined
    },
  }
}

export interface LocalStorageTokenStoreOptions {
  /** Default `airwave.tokens`. */
  key?: string
  /** Default `globalThis.localStorage`, looked up at call time (absent during SSR). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/**
 * Keeps the pair in `localStorage`. A missing storage or a corrupt entry reads as no pair.
 *
 * @example
 * const tokenStore = localStorageTokenStore({ key: 'my-app.tokens' })
 */
export function localStorageTokenStore(options: LocalStorageTokenStoreOptions = {}): TokenStore {
  const key = options.key ?? 'airwave.tokens'
  const storage = () => options.storage ?? globalThis.localStorage
  return {
    async get() {
      try {
        return readTokenPair(JSON.parse(storage()?.getItem(key) ?? 'null'))
      } catch {
        return undefined
      }
    },
    async set(pair) {
      storage()?.setItem(key, JSON.stringify(pair))
    },
    async clear() {
      storage()?.removeItem(key)
    },
  }
}

export interface CookieTokenStoreOptions {
  /** Origin of the app's own server. Default `''` (same origin). */
  baseUrl?: string
  fetch?: typeof fetch
}

/**
 * Keeps the pair in http-only cookies set by the app's own server through the same-origin
 * session endpoints: GET /api/auth reads, POST /api/auth stores, DELETE /api/auth clears. The
 * refresh token never comes back to the page: GET answers the access token and its expiry, and
 * the refresh call takes the refresh token from the cookie.
 *
 * @example
 * const tokenStore = cookieTokenStore()
 */
export function cookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const call = async (method: string, pair?: TokenPair) => {
    const fetcher = options.fetch ?? globalThis.fetch
    const response = await fetcher(`${options.baseUrl ?? ''}/api/auth`, {
      method,
      credentials: 'include',
      headers: pair ? { 'content-type': 'application/json' } : undefined,
      body: pair ? JSON.stringify(pair) : undefined,
    })
    if (!response.ok) throw new Error(`${method} /api/auth answered ${response.status}`)
    return response
  }
  return {
    keepsRefreshToken: true,
    get: async () => readTokenPair(await (await call('GET')).json()),
    set: async (pair) => {
      await call('POST', pair)
    },
    clear: async () => {
      await call('DELETE')
    },
  }
}
