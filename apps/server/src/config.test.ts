import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const cwd = () => mkdtempSync(join(tmpdir(), 'airwave-config-'))

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:4000, PGlite in ./.airwave-data and development mode', () => {
    const dir = cwd()
    const config = loadConfig({}, dir)
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: join(dir, '.airwave-data'),
      databaseUrl: undefined,
      production: false,
      maintenance: false,
      adminToken: undefined,
    })
  })

  it('keeps the generated development secret in the data dir, so tokens survive restarts', () => {
    const dir = cwd()
    const first = loadConfig({}, dir)
    const second = loadConfig({}, dir)
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true)
    expect(readFileSync(join(dir, '.airwave-data', 'jwt-secret'), 'utf8').length).toBeGreaterThan(
      32,
    )
  })

  it('reads every switch', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db:5432/airwave',
        NODE_ENV: 'production',
        AIRWAVE_JWT_SECRET: 'x'.repeat(32),
        AIRWAVE_MAINTENANCE: '1',
        AIRWAVE_ADMIN_TOKEN: 'admin',
        SMTP_URL: 'smtp://mail:25',
        AIRWAVE_CORS_ORIGINS: 'https://a.example, https://b.example',
      },
      cwd(),
    )
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/airwave',
      production: true,
      maintenance: true,
      adminToken: 'admin',
      smtpUrl: 'smtp://mail:25',
      corsOrigins: ['https://a.example', 'https://b.example'],
    })
  })

  it("lets only the Vite dev server's origin call with credentials by default, in development", () => {
    expect(loadConfig({}, cwd()).corsOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ])
    expect(
      loadConfig({ NODE_ENV: 'production', AIRWAVE_JWT_SECRET: 'x'.repeat(32) }, cwd()).corsOrigins,
    ).toEqual([])
    expect(loadConfig({ AIRWAVE_CORS_ORIGINS: '' }, cwd()).corsOrigins).toEqual([])
  })

  it('refuses a bad port, a non-postgres URL, a short secret and production without a secret', () => {
    expect(() => loadConfig({ PORT: 'abc' }, cwd())).toThrow(ConfigError)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, cwd())).toThrow(/postgres/)
    expect(() => loadConfig({ AIRWAVE_JWT_SECRET: 'short' }, cwd())).toThrow(/32/)
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd())).toThrow(/required in production/)
  })

  it('caches comment pages for 1000 ms unless AIRWAVE_COMMENT_CACHE_MS says otherwise', () => {
    expect(loadConfig({}, cwd()).commentCacheMs).toBe(1000)
    expect(loadConfig({ AIRWAVE_COMMENT_CACHE_MS: '0' }, cwd()).commentCacheMs).toBe(0)
    expect(loadConfig({ AIRWAVE_COMMENT_CACHE_MS: '250' }, cwd()).commentCacheMs).toBe(250)
    expect(() => loadConfig({ AIRWAVE_COMMENT_CACHE_MS: '-1' }, cwd())).toThrow(ConfigError)
    expect(() => loadConfig({ AIRWAVE_COMMENT_CACHE_MS: '1.5' }, cwd())).toThrow(ConfigError)
  })
  it('takes payments through the local checkout in development, Stripe when configured, none in production', () => {
    const dir = cwd()
    const local = loadConfig({}, dir).payments
    expect(local).toMatchObject({ provider: 'local' })
    // The signing secret is kept in the data dir: deliveries left behind verify after a restart.
    expect(loadConfig({}, dir).payments).toEqual(local)
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, cwd())
        .payments,
    ).toEqual({ provider: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' })
    const production = { NODE_ENV: 'production', AIRWAVE_JWT_SECRET: 'x'.repeat(32) }
    expect(loadConfig(production, cwd()).payments).toBeNull()
    expect(() => loadConfig({ ...production, AIRWAVE_PAYMENT_PROVIDER: 'local' }, cwd())).toThrow(
      /not in production/,
    )
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, cwd())).toThrow(ConfigError)
    expect(() => loadConfig({ AIRWAVE_PAYMENT_PROVIDER: 'paypal' }, cwd())).toThrow(ConfigError)
  })
})
