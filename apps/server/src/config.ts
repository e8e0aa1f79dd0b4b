import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PasswordHashCost } from './account/passwords'
import { loadSocialProviders, type SocialProviderConfig } from './account/social/socialConfig'
import { loadPaymentConfig, type PaymentConfig } from './item/paymentConfig'

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  port: number
  host: string
  /** Absolute path of the directory holding the PGlite data and the dev JWT secret. */
  dataDir: string
  /** `postgres://...` selects PostgreSQL; absent selects the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined
  production: boolean
  jwtSecret: Uint8Array
  /** Absent: mail is stored in the database and served at `GET /dev/mail` (dev only). */
  smtpUrl: string | undefined
  /** Mail sender address. */
  mailFrom: string
  /** Start in maintenance mode (`AIRWAVE_MAINTENANCE=1`). */
  maintenance: boolean
  /** Bearer token of the `/admin/*` calls; absent disables them. */
  adminToken: string | undefined
  logLevel: string
  /** Origins allowed to call the API from a browser (`AIRWAVE_CORS_ORIGINS`, comma-separated). */
  corsOrigins: string[]
  /** Behind a reverse proxy (`AIRWAVE_TRUST_PROXY=1`): client addresses come from X-Forwarded-For. */
  trustProxy: boolean
  /**
   * How long a comment page is served from memory (`AIRWAVE_COMMENT_CACHE_MS`, default 1000);
   * 0 disables the cache. Writes of this instance show at once; another instance's writes
   * within this time.
   */
  commentCacheMs: number
  /**
   * `redis://...`: rate limits, the socket's rooms (with connection-state recovery), presence,
   * slow mode and the chat limits shared by every instance on that Redis; absent keeps them in
   * memory (one process needs no Redis).
   */
  redisUrl?: string | undefined
  /**
   * Prefix of every Redis key, stream and channel of the real-time layer (`AIRWAVE_REDIS_PREFIX`,
   * default `airwave:`): instances with the same prefix form one cluster.
   */
  redisPrefix?: string
  /** Per-member limits on comments, replies, posts, reports and likes; off only for benchmarks. */
  writeRateLimits: boolean
  /**
   * The cost of new password hashes: OWASP's baseline (the default, and always in production),
   * or a light one for test servers (`testConfig`); never read from the environment.
   */
  passwordHashCost?: PasswordHashCost
  /**
   * Folder of the built site served on the same port (`AIRWAVE_SITE_DIR`); by default
   * `apps/site/dist` when it has been built. Absent: the server answers the API only.
   */
  siteDir?: string
  /**
   * The address browsers reach the site and API at (`AIRWAVE_PUBLIC_URL`): the social
   * providers' redirect URI is under it. Absent: the server's own URL (development).
   */
  publicUrl?: string
  /**
   * Social providers with a client id and secret in the environment. Absent or empty outside
   * production: the local OpenID provider stands in for google, apple and facebook.
   */
  socialProviders?: SocialProviderConfig[]
  /**
   * Who hosts the gem checkout (`AIRWAVE_PAYMENT_PROVIDER`, `STRIPE_SECRET_KEY`,
   * `STRIPE_WEBHOOK_SECRET`): `null` offers no payments. Absent (test configurations): the
   * local checkout with a secret generated in the data directory, outside production.
   */
  payments?: PaymentConfig | null
}

type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 4000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`)
  }
  return port
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://')
  }
  return value
}

function parseCacheMs(value: string | undefined): number {
  if (value === undefined || value === '') return 1000
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0) {
    throw new ConfigError(
      `AIRWAVE_COMMENT_CACHE_MS must be an integer of 0 or more, got "${value}"`,
    )
  }
  return ms
}

/**
 * The dev secret is generated once and kept in the data directory, so tokens survive restarts.
 * Production must bring its own: a generated secret would silently differ between instances.
 */
function resolveJwtSecret(env: Env, dataDir: string, production: boolean): Uint8Array {
  const given = env.AIRWAVE_JWT_SECRET
  if (given) {
    if (given.length < 32)
      throw new ConfigError('AIRWAVE_JWT_SECRET must be at least 32 characters')
    return new TextEncoder().encode(given)
  }
  if (production) throw new ConfigError('AIRWAVE_JWT_SECRET is required in production')
  const file = join(dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}

/** The site's build next to the server in the workspace, when `npm start` has made it. */
const workspaceSiteDir = fileURLToPath(new URL('../../site/dist', import.meta.url))

function resolveSiteDir(value: string | undefined, cwd: string): string | undefined {
  if (value) {
    const dir = resolve(cwd, value)
    if (!existsSync(join(dir, 'index.html'))) {
      throw new ConfigError(`AIRWAVE_SITE_DIR has no index.html: ${dir}`)
    }
    return dir
  }
  return existsSync(join(workspaceSiteDir, 'index.html')) ? workspaceSiteDir : undefined
}

/**
 * Reads the configuration from the environment.
 *
 * @example
 * const config = loadConfig(process.env)
 * console.log(config.port) // 4000 unless PORT is set
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const production = env.NODE_ENV === 'production'
  const dataDir = resolve(cwd, env.AIRWAVE_DATA_DIR || '.airwave-data')
  const host = env.HOST || '127.0.0.1'
  return {
    port: parsePort(env.PORT),
    host,
    dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    production,
    jwtSecret: resolveJwtSecret(env, dataDir, production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.AIRWAVE_MAIL_FROM || 'Airwave <no-reply@airwave.test>',
    maintenance: env.AIRWAVE_MAINTENANCE === '1' || env.AIRWAVE_MAINTENANCE === 'true',
    adminToken: env.AIRWAVE_ADMIN_TOKEN || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    corsOrigins: parseCorsOrigins(env.AIRWAVE_CORS_ORIGINS, production),
    trustProxy: env.AIRWAVE_TRUST_PROXY === '1' || env.AIRWAVE_TRUST_PROXY === 'true',
    commentCacheMs: parseCacheMs(env.AIRWAVE_COMMENT_CACHE_MS),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.AIRWAVE_REDIS_PREFIX || 'airwave:',
    writeRateLimits: env.AIRWAVE_WRITE_RATE_LIMITS !== '0',
    siteDir: resolveSiteDir(env.AIRWAVE_SITE_DIR, cwd),
    publicUrl: parsePublicUrl(env.AIRWAVE_PUBLIC_URL),
    socialProviders: parseSocialProviders(env),
    payments: parsePayments(env, dataDir, production),
  }
}

function parsePayments(env: Env, dataDir: string, production: boolean) {
  try {
    return loadPaymentConfig(env, dataDir, production)
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error))
  }
}

function parseSocialProviders(env: Env): SocialProviderConfig[] {
  try {
    return loadSocialProviders(env)
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error))
  }
}

function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (!/^https?:\/\/[^/]+\/?$/.test(value)) {
    throw new ConfigError('AIRWAVE_PUBLIC_URL must be an origin, like https://airwave.example')
  }
  return value.replace(/\/$/, '')
}

/**
 * The Vite dev server's own origins (`pnpm --filter @airwave/site dev`): the one page outside
 * the server allowed to call it with credentials by default, and only in development.
 */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173']

function parseCorsOrigins(value: string | undefined, production: boolean): string[] {
  if (value === undefined) return production ? [] : [...DEV_SERVER_ORIGINS]
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}
