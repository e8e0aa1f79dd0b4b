import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
let production: RunningServer

beforeAll(async () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'airwave-site-'))
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Airwave</title>')
  server = await startTestServer({ config: { siteDir } })
  production = await startTestServer({ config: { siteDir, production: true } })
})
afterAll(async () => {
  await server.stop()
  await production.stop()
})

const page = (url: string) =>
  fetch(`${url}/airwave/community/1`, { headers: { accept: 'text/html' } })

/** The CSP's directives by name. */
function directives(response: Response): Map<string, string> {
  const policy = response.headers.get('content-security-policy') ?? ''
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values.join(' ')]),
  )
}

describe('security headers', () => {
  it("give site pages a CSP with scripts from self only and frame-ancestors 'self'", async () => {
    const response = await page(server.url)
    expect(response.status).toBe(200)
    const csp = directives(response)
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('frame-ancestors')).toBe("'self'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('give API answers and unknown paths the same protection', async () => {
    for (const path of ['/member/unregister/reason', '/v2/nothing/here']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(directives(response).get('frame-ancestors')).toBe("'self'")
    }
  })

  it('add HSTS and upgrade-insecure-requests in production only', async () => {
    expect((await page(server.url)).headers.get('strict-transport-security')).toBeNull()
    const secure = await page(production.url)
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect(directives(secure).has('upgrade-insecure-requests')).toBe(true)
  })
})
