import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

const PAGE = '<!doctype html><title>Airwave site</title><div id="root"></div>'
const SCRIPT = 'console.log("airwave")'
const BIG_SCRIPT = `${'export const airwave = "airwave";\n'.repeat(200)}`

let server: RunningServer

beforeAll(async () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'airwave-site-'))
  mkdirSync(join(siteDir, 'assets'))
  writeFileSync(join(siteDir, 'index.html'), PAGE)
  writeFileSync(join(siteDir, 'assets', 'index-B4x9f2Qa.js'), SCRIPT)
  // The build's compressed twins (apps/site/vite.config.ts writes them).
  writeFileSync(join(siteDir, 'assets', 'app-C1x2y3Zq.js'), BIG_SCRIPT)
  writeFileSync(join(siteDir, 'assets', 'app-C1x2y3Zq.js.br'), brotliCompressSync(BIG_SCRIPT))
  writeFileSync(join(siteDir, 'assets', 'app-C1x2y3Zq.js.gz'), gzipSync(BIG_SCRIPT))
  writeFileSync(join(siteDir, 'index.html.br'), brotliCompressSync(PAGE))
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  server = await startTestServer({ config: { siteDir } })
})
afterAll(() => server.stop())

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

describe('the built site on the server port', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await fetch(`${server.url}/assets/index-B4x9f2Qa.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(SCRIPT)
  })

  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip'],
  ])(
    'sends the build-time %s twin to a browser that accepts it, cached alike',
    async (encoding, accept) => {
      const response = await fetch(`${server.url}/assets/app-C1x2y3Zq.js`, {
        headers: { 'accept-encoding': accept },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('content-type')).toMatch(/javascript/)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
      // fetch decodes the body: the twin holds the same script.
      expect(await response.text()).toBe(BIG_SCRIPT)
    },
  )

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await fetch(`${server.url}/assets/app-C1x2y3Zq.js`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe(BIG_SCRIPT)
  })

  it('sends the page compressed to a browser navigating, still revalidated', async () => {
    const response = await fetch(`${server.url}/video/3`, {
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe(PAGE)
  })

  it('serves other files of the build with a short cache', async () => {
    const response = await fetch(`${server.url}/favicon.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it.each(['/', '/airwave', '/airwave/community/12', '/setting/block-users', '/video/3'])(
    'answers the page for a browser navigating to %s, revalidated every time',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: html })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toBe(PAGE)
    },
  )

  it('keeps the page itself out of long caches', async () => {
    const response = await fetch(`${server.url}/index.html`)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it.each(['/v2/nothing-here', '/member/nothing', '/api/nothing', '/media/vod/999/x', '/dev/x'])(
    'keeps the JSON 404 under the API path %s, even for a browser',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: html })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(await response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' })
    },
  )

  it('keeps the JSON 404 for calls that do not ask for a page', async () => {
    const response = await fetch(`${server.url}/airwave/community`, {
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })

  it('answers no page to a POST', async () => {
    const response = await fetch(`${server.url}/airwave`, { method: 'POST', headers: html })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })

  it('still answers the API', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: html })
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('a server without a site', () => {
  it('answers a browser navigation with the JSON 404', async () => {
    const bare = await startTestServer()
    try {
      const response = await fetch(`${bare.url}/airwave`, { headers: html })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
    } finally {
      await bare.stop()
    }
  })
})

describe('AIRWAVE_SITE_DIR', () => {
  it('names the built site, relative to the working directory', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'airwave-cwd-'))
    mkdirSync(join(cwd, 'build'))
    writeFileSync(join(cwd, 'build', 'index.html'), PAGE)
    const config = loadConfig(
      { AIRWAVE_DATA_DIR: join(cwd, 'data'), AIRWAVE_SITE_DIR: 'build' },
      cwd,
    )
    expect(config.siteDir).toBe(join(cwd, 'build'))
  })

  it('refuses a folder without index.html, rather than serve a broken site', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'airwave-cwd-'))
    expect(() =>
      loadConfig({ AIRWAVE_DATA_DIR: join(cwd, 'data'), AIRWAVE_SITE_DIR: 'missing' }, cwd),
    ).toThrow(ConfigError)
  })
})
