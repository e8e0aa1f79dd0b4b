import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { type RunningServer, type StartServerOptions, startServer } from '../server'
import { openTestDatabase } from './testDatabase'

export const TEST_ADMIN_TOKEN = 'test-admin-token'

/** A configuration for tests: port 0 on 127.0.0.1, a fresh secret, an admin token. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'airwave-test-')),
    databaseUrl: undefined,
    production: false,
    jwtSecret: randomBytes(32),
    smtpUrl: undefined,
    mailFrom: 'Airwave <no-reply@airwave.test>',
    maintenance: false,
    adminToken: TEST_ADMIN_TOKEN,
    logLevel: 'silent',
    corsOrigins: [],
    trustProxy: false,
    commentCacheMs: 1000,
    // Tests write as fast as the machine goes (a page of 25 comments in a few ms); the write
    // limits have tests of their own, which turn them on.
    writeRateLimits: false,
    // argon2id at a test cost: the suite hashes for every seeded account and sign-up.
    passwordHashCost: 'test',
    ...overrides,
  }
}

export interface TestServerOptions extends Omit<StartServerOptions, 'config' | 'database'> {
  config?: Partial<Config>
  database?: Database
}

/**
 * Starts the real server on a random port over a fresh test database (PGlite in memory, or a
 * private PostgreSQL schema when `AIRWAVE_TEST_DATABASE_URL` is set), migrated and ready. No
 * demo data unless `seed: true`. `stop()` also drops the database.
 *
 * @example
 * const server = await startTestServer()
 * afterAll(() => server.stop())
 * const res = await fetch(`${server.url}/healthz`)
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<RunningServer> {
  const { config, database, ...rest } = options
  const server = await startServer({
    seed: false,
    logger: false,
    ...rest,
    config: testConfig(config),
    database: database ?? openTestDatabase(),
  })
  await server.ready
  return server
}

/**
 * The newest mail sent to an address, read from `GET /dev/mail`.
 *
 * @example
 * const code = await latestCode(server.url, 'kim@ab.co')
 */
export async function latestMail(baseUrl: string, to: string) {
  const response = await fetch(`${baseUrl}/dev/mail`)
  const body = (await response.json()) as { data: { to: string; subject: string; text: string }[] }
  return body.data.find((mail) => mail.to === to)
}

/** The 6-digit code of the newest mail to an address. */
export async function latestCode(baseUrl: string, to: string): Promise<string> {
  const mail = await latestMail(baseUrl, to)
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`No verification code mailed to ${to}`)
  return code
}

/**
 * The sign-in link of the newest mail to an address (`…/login/link#token=…`).
 *
 * @example
 * const link = await latestSignInLink(server.url, 'kim@ab.co')
 */
export async function latestSignInLink(baseUrl: string, to: string): Promise<string> {
  const mail = await latestMail(baseUrl, to)
  const link = /\bhttps?:\/\/\S+\/login\/link#token=\S+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`No sign-in link mailed to ${to}`)
  return link
}

export { advanceClock, resetClock } from '../clock'
