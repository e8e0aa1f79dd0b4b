import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from './db/database'
import { mailOutbox } from './db/schema'
import { startServer } from './server'
import { openTestDatabase } from './testing/testDatabase'
import { testConfig } from './testing/testServer'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('readiness', () => {
  it('answers /healthz 503 until the database is migrated, and holds calls until then', async () => {
    const inner = openTestDatabase()
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const database: Database = {
      ...inner,
      migrate: async () => {
        await gate
        await inner.migrate()
      },
    }
    const server = await startServer({ config: testConfig(), database, seed: false })
    try {
      const early = await fetch(`${server.url}/healthz`)
      expect(early.status).toBe(503)
      const pending = fetch(`${server.url}/member/unregister/reason`)
      await sleep(100)
      release()
      expect((await pending).status).toBe(200)
      await server.ready
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })
})

describe('graceful shutdown', () => {
  it('finishes a write in flight before closing the database, and refuses new calls', async () => {
    const inner = openTestDatabase()
    let rowsWhenClosed = -1
    const database: Database = {
      ...inner,
      close: async () => {
        rowsWhenClosed = await inner.db.$count(mailOutbox)
        await inner.close()
      },
    }
    let entered = () => {}
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve
    })
    const server = await startServer({
      config: testConfig(),
      database,
      seed: false,
      extend(app) {
        app.post('/test/slow-write', async () => {
          entered()
          await app.deps.db.transaction(async (tx) => {
            await tx.insert(mailOutbox).values({ to: 'a@b.co', subject: 'slow', text: 'write' })
            await sleep(500)
          })
          return { ok: true }
        })
      },
    })
    await server.ready
    expect(await inner.db.select({ n: count() }).from(mailOutbox)).toEqual([{ n: 0 }])

    const write = fetch(`${server.url}/test/slow-write`, { method: 'POST' })
    await inHandler
    const stopped = server.stop()
    await sleep(50)
    const late = await fetch(`${server.url}/healthz`).then(
      (res) => res.status,
      () => 'refused',
    )
    expect([503, 'refused']).toContain(late)

    const response = await write
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    await stopped
    expect(rowsWhenClosed).toBe(1)
  })
})

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

interface Started {
  child: ChildProcess
  url: string
  logs: string[]
}

function startMain(env: Record<string, string>): Promise<Started> {
  // Node itself, not the tsx CLI: tsx relays a signal only if its child answers within 30 ms,
  // else it exits 130, which a busy machine turned into a failed graceful stop.
  const child = spawn(
    process.execPath,
    ['--conditions=@airwave/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const logs: string[] = []
  return new Promise((resolve, reject) => {
    let url = ''
    const timer = setTimeout(
      () => reject(new Error(`main did not start:\n${logs.join('')}`)),
      // A hang guard within the test's own: tsx compiles main on a possibly busy machine.
      100_000,
    )
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      logs.push(text)
      url ||= /Airwave server on (http:\/\/[\d.:]+)/.exec(text)?.[1] ?? ''
      if (url && text.includes('ready:')) {
        clearTimeout(timer)
        resolve({ child, url, logs })
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`main exited with ${code}:\n${logs.join('')}`))
    })
  })
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe('src/main.ts', () => {
  it('seeds PGlite in the data dir, stops on SIGTERM, and keeps data and tokens across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'airwave-main-'))
    const env = { AIRWAVE_DATA_DIR: dataDir }
    const first = await startMain(env)
    const signIn = await fetch(`${first.url}/member/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'streamer@airwave.test', password: 'Airwave!2026' }),
    })
    expect(signIn.status).toBe(200)
    const { data } = (await signIn.json()) as { data: { accessToken: string } }
    const exited = exitOf(first.child)
    first.child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(first.logs.join('')).not.toContain(data.accessToken)

    const second = await startMain(env)
    try {
      expect(second.logs.join('')).not.toContain('demo data seeded')
      const me = await fetch(`${second.url}/v2/channel/info`, {
        headers: { authorization: `Bearer ${data.accessToken}` },
      })
      expect(me.status).toBe(200)
      expect(await me.json()).toMatchObject({ data: { channel: { channelId: 'airwave' } } })
    } finally {
      const exited2 = exitOf(second.child)
      second.child.kill('SIGINT')
      expect(await exited2).toBe(0)
    }
  }, 120000)

  it('refuses to start in production without a JWT secret', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'airwave-main-'))
    await expect(startMain({ AIRWAVE_DATA_DIR: dataDir, NODE_ENV: 'production' })).rejects.toThrow(
      /AIRWAVE_JWT_SECRET is required/,
    )
  }, 60000)
})
