import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError, createClient } from '@airwave/sdk'
import { accountEndpoints, platformEndpoints } from '@airwave/sdk/account'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/database'
import { type RunningServer, startServer } from '../../server'
import { startTestServer, TEST_ADMIN_TOKEN, testConfig } from '../../testing/testServer'

const info = {
  title: 'Database upgrade',
  description: 'We are moving to a bigger database.',
  overhaulImpact: 'Sign-in and chat',
  startTimeISO: '2026-11-22T10:00:00Z',
  endTimeISO: '2026-11-22T12:00:00.000Z',
}

function admin(
  url: string,
  method: 'POST' | 'DELETE' | 'GET',
  body?: unknown,
  token = TEST_ADMIN_TOKEN,
) {
  return fetch(`${url}/admin/maintenance`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
}

describe('maintenance through the admin calls', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it('refuses admin calls without the admin token', async () => {
    expect((await admin(server.url, 'POST', info, 'wrong')).status).toBe(401)
    expect(
      (await admin(server.url, 'POST', { ...info, startTimeISO: '2026-11-22 10:00' })).status,
    ).toBe(400)
  })

  it('answers every API call with 503 and the info while on, and the SDK reads it', async () => {
    expect((await admin(server.url, 'POST', info)).status).toBe(200)

    const res = await fetch(`${server.url}/member/unregister/reason`)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      statusCode: 503,
      code: 'MAINTENANCE',
      message: info.title,
      data: info,
    })

    const client = createClient({ baseUrl: server.url, endpoints: { account: accountEndpoints } })
    const seen: unknown[] = []
    client.on('maintenance', (event) => seen.push(event))
    const error = await client.account.listUnregisterReasons().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503, kind: 'maintenance' })
    expect(seen).toEqual([info])

    // Health and the admin calls stay reachable.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect((await admin(server.url, 'GET')).status).toBe(200)

    expect((await admin(server.url, 'DELETE')).status).toBe(200)
    expect((await fetch(`${server.url}/member/unregister/reason`)).status).toBe(200)
  })

  it('keeps maintenance on across a restart', async () => {
    const dir = testConfig().dataDir
    const config = testConfig({ dataDir: dir })
    const first = await startServer({
      config,
      database: openDatabase({ pgliteDir: dir }),
      seed: false,
    })
    await first.ready
    await admin(first.url, 'POST', info)
    await first.stop()
    const second = await startServer({
      config,
      database: openDatabase({ pgliteDir: dir }),
      seed: false,
    })
    await second.ready
    expect((await fetch(`${second.url}/member/unregister/reason`)).status).toBe(503)
    await second.stop()
  })
})

describe('maintenance through AIRWAVE_MAINTENANCE=1', () => {
  it('starts in maintenance and an admin call ends it', async () => {
    const server = await startTestServer({ config: { maintenance: true } })
    try {
      const res = await fetch(`${server.url}/v2/channel/info`)
      expect(res.status).toBe(503)
      const body = (await res.json()) as { code: string; data: Record<string, string> }
      expect(body.code).toBe('MAINTENANCE')
      expect(body.data.startTimeISO).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      await admin(server.url, 'DELETE')
      expect((await fetch(`${server.url}/v2/channel/info`)).status).toBe(401)
    } finally {
      await server.stop()
    }
  })
})

describe('maintenance with the site on the same port', () => {
  const PAGE = '<!doctype html><title>Airwave</title><div id="root"></div>'
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
  let server: RunningServer
  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'airwave-site-'))
    mkdirSync(join(siteDir, 'assets'))
    writeFileSync(join(siteDir, 'index.html'), PAGE)
    writeFileSync(join(siteDir, 'assets', 'index-A1b2C3d4.js'), 'console.log(1)')
    server = await startTestServer({ config: { siteDir } })
  })
  afterAll(() => server.stop())

  it("serves the site's pages and files while every API call answers 503", async () => {
    expect((await admin(server.url, 'POST', info)).status).toBe(200)
    for (const path of [
      '/',
      '/under-maintenance',
      '/airwave',
      '/member/block',
      '/channel/create',
    ]) {
      const page = await fetch(`${server.url}${path}`, { headers: html })
      expect({ path, status: page.status }).toEqual({ path, status: 200 })
      expect(await page.text()).toBe(PAGE)
    }
    expect((await fetch(`${server.url}/assets/index-A1b2C3d4.js`)).status).toBe(200)

    // The API, even under a page's first segment and asked for HTML, stays in maintenance.
    expect((await fetch(`${server.url}/v2/channel/info/airwave`, { headers: html })).status).toBe(
      503,
    )
    expect((await fetch(`${server.url}/member/unregister/reason`, { headers: html })).status).toBe(
      503,
    )
    expect(
      (await fetch(`${server.url}/member/auth/sign-in`, { method: 'POST', headers: html })).status,
    ).toBe(503)
    const client = createClient({ baseUrl: server.url, endpoints: { platform: platformEndpoints } })
    const down = await client.platform.getStatus().catch((e: unknown) => e)
    expect(down).toMatchObject({ status: 503, kind: 'maintenance', message: info.title })

    expect((await admin(server.url, 'DELETE')).status).toBe(200)
    expect(await client.platform.getStatus()).toEqual({ status: 'ok' })
    // Outside maintenance, a call under the pages' segment is still the API's.
    expect((await fetch(`${server.url}/member/nothing-here`, { headers: html })).status).toBe(404)
  })
})
