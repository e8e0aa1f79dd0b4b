import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../db/schema'
import { createLogger } from '../../logger'
import type { RunningServer } from '../../server'
import { startTestServer } from '../../testing/testServer'

describe('production mode', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ seed: true, config: { production: true } })
  })
  afterAll(() => server.stop())

  it('seeds no demo data and serves no /dev/mail', async () => {
    expect(await server.deps.db.$count(members)).toBe(0)
    const res = await fetch(`${server.url}/dev/mail`)
    expect(res.status).toBe(404)
  })

  it('marks the session cookie Secure', async () => {
    const res = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }),
    })
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/)
  })
})

describe('logging', () => {
  it('never writes passwords, tokens or authorization headers to the log', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const server = await startTestServer({ seed: true, logger: createLogger('trace', sink) })
    const secrets = ['Airwave!2026', 'airwave_session=secret', 'Bearer ']
    try {
      const signIn = await fetch(`${server.url}/member/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'viewer1@airwave.test', password: 'Airwave!2026' }),
      })
      const { data } = (await signIn.json()) as {
        data: { accessToken: string; refreshToken: string }
      }
      secrets.push(data.accessToken, data.refreshToken)
      await fetch(`${server.url}/v2/channel/info`, {
        headers: { authorization: `Bearer ${data.accessToken}`, cookie: 'airwave_session=secret' },
      })
      await fetch(`${server.url}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: 'x', refreshToken: data.refreshToken }),
      })
      server.app.log.info(
        { password: 'Airwave!2026', user: { refreshToken: data.refreshToken } },
        'probe',
      )
    } finally {
      await server.stop()
    }
    const log = lines.join('')
    expect(log).toContain('probe')
    expect(log).toContain('/member/auth/sign-in')
    expect(secrets).toHaveLength(5)
    for (const secret of secrets) {
      expect(log).not.toContain(secret)
    }
  })
})
