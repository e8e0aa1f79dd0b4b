import { ApiError, createClient } from '@airwave/sdk'
import { embedEndpoints } from '@airwave/sdk/embed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// The embed's settings, posters, iframe pages and sign-in handoff over real HTTP.

let server: RunningServer
let owner: TestMember
let viewer: TestMember

const PARTNER = 'http://partner.example:8080'

const client = (token?: string, headers: Record<string, string> = {}) =>
  createClient({
    baseUrl: server.url,
    endpoints: { embed: embedEndpoints },
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          ...headers,
          ...(token && { authorization: `Bearer ${token}` }),
        },
      }),
  })

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** The key a start page hands its opener, and where to. */
async function startPageOf(answer: Response) {
  const html = await answer.text()
  const key = /data-key="([^"]+)"/.exec(html)?.[1]
  const origin = /data-origin="([^"]+)"/.exec(html)?.[1]
  return { key, origin }
}

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers })

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'owner')
  viewer = await addMember(server, 'viewer')
})

afterAll(async () => {
  await server?.stop()
})

describe('embed settings', () => {
  it('are the owner’s own: read, replaced, normalized and deduplicated', async () => {
    expect(await client(owner.token).embed.getSettings()).toEqual({
      channelId: 'owner',
      allowedHosts: [],
    })
    const saved = await client(owner.token).embed.updateSettings({
      allowedHosts: ['https://Partner.example:8080/', 'partner.example:8080', 'news.example.com'],
    })
    expect(saved.allowedHosts).toEqual(['partner.example:8080', 'news.example.com'])
    // Another member edits only their own channel's list.
    expect((await client(viewer.token).embed.getSettings()).allowedHosts).toEqual([])
  })

  it('refuse anonymous callers, members without a channel and bad hosts', async () => {
    expect((await failure(client().embed.getSettings())).status).toBe(401)
    const noChannel = await addMember(server, 'nochan', { channel: false })
    expect((await failure(client(noChannel.token).embed.getSettings())).status).toBe(403)
    const bad = await failure(
      client(owner.token).embed.updateSettings({
        allowedHosts: ["x.com; script-src 'unsafe-inline'"],
      }),
    )
    expect(bad.status).toBe(400)
    const tooMany = Array.from({ length: 21 }, (_, i) => `h${i}.example.com`)
    expect(
      (await failure(client(owner.token).embed.updateSettings({ allowedHosts: tooMany }))).status,
    ).toBe(400)
  })
})

describe('posters', () => {
  it('say whether the asking page may embed, readable from any origin', async () => {
    const listed = await page('/v2/embed/channel/owner?parent=partner.example:8080', {
      origin: 'http://stranger.example',
    })
    expect(listed.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await listed.json()) as {
      data: { allowed: boolean; live: boolean; nickname: string }
    }
    expect(body.data).toMatchObject({ allowed: true, live: false, nickname: 'Nick owner' })
    expect((await client().embed.channel('owner', { parent: 'stranger.example' })).allowed).toBe(
      false,
    )
    expect((await failure(client().embed.channel('nobody'))).status).toBe(404)
  })
})

describe('CORS for the partners’ pages', () => {
  it('lets a listed origin call with credentials and no other', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/auth`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const listed = await preflight(PARTNER)
    expect(listed.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true')
    const stranger = await preflight('http://stranger.example')
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('iframe pages', () => {
  it('answer a listed parent with frame-ancestors of exactly the list', async () => {
    const res = await page('/player/embed/owner?parent=partner.example:8080&autoplay=1')
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors partner.example:8080 news.example.com')
    expect(csp.match(/frame-ancestors/g)).toHaveLength(1)
    // The rest of the site's policy stays.
    expect(csp).toContain("script-src 'self'")
    expect(res.headers.get('x-frame-options')).toBeNull()
    const html = await res.text()
    expect(html).toContain('<script src="/embed.js"></script>')
    expect(html).toMatch(
      /<airwave-player frame channel="owner" frame-parent="partner.example:8080" autoplay>/,
    )
    const board = await page('/player/embed/community/owner?parent=news.example.com&post=3')
    expect(await board.text()).toContain(
      '<airwave-community frame channel="owner" frame-parent="news.example.com" post="3">',
    )
  })

  it('send an unlisted or missing parent to the error page, which anyone may frame', async () => {
    const unlisted = await page('/player/embed/owner?parent=stranger.example')
    expect(unlisted.status).toBe(302)
    expect(unlisted.headers.get('location')).toBe(
      '/player/embed/error?reason=NOT_ALLOWED&channel=owner&host=stranger.example',
    )
    expect((await page('/player/embed/owner')).status).toBe(302)
    expect((await page('/player/embed/viewer?parent=partner.example:8080')).status).toBe(302)
    const error = await page(
      '/player/embed/error?reason=NOT_ALLOWED&channel=owner&host=stranger.example',
    )
    expect(error.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(await error.text()).toContain(
      'error="NOT_ALLOWED" error-host="stranger.example" channel="owner"',
    )
    // Quotes in the address never reach the page as markup.
    const hostile = await page('/player/embed/error?host=%22%3E%3Cscript%3E&channel=%22%3E')
    expect(await hostile.text()).not.toContain('"><script>')
  })

  it('keep the site’s own pages unframeable', async () => {
    const res = await page('/v2/embed/channel/owner')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })
})

describe('the embed’s sign-in handoff', () => {
  it('hands a signed-in member’s session to the partner’s partition, once', async () => {
    const headers = { origin: PARTNER, 'sec-fetch-site': 'cross-site' }
    const begin = await fetch(`${server.url}/api/auth/embed-login`, { method: 'POST', headers })
    const { data } = (await begin.json()) as { data: { loginId: string } }
    const loginCookie = begin.headers.get('set-cookie') ?? ''
    expect(loginCookie).toMatch(/airwave_embed_login=/)
    expect(loginCookie).toMatch(/Partitioned/i)
    expect(loginCookie).toMatch(/SameSite=None/i)
    const partition = loginCookie.split(';')[0] ?? ''

    const claim = (key = 'none') =>
      fetch(`${server.url}/api/auth/embed-login/claim`, {
        method: 'POST',
        headers: { ...headers, cookie: partition, 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: data.loginId, key }),
      })
    // Not signed in yet in the popup.
    expect((await claim()).status).toBe(409)

    // The popup's first stop, with the member's own (first-party) session cookie.
    const site = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: viewer.token }),
    })
    const siteCookie = (site.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const start = await fetch(
      `${server.url}/api/auth/embed-login/${data.loginId}/start?origin=${encodeURIComponent(PARTNER)}`,
      { redirect: 'manual', headers: { cookie: siteCookie } },
    )
    const pending = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    // A page that hands its opener the key, at the origin that began the sign-in, then goes on.
    expect(start.status).toBe(200)
    expect(start.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    const html = await start.clone().text()
    expect(html).toContain(
      `data-next="/login/third-party?popup=embed&#38;origin=${encodeURIComponent(PARTNER)}"`,
    )
    const { key, origin } = await startPageOf(start)
    expect(origin).toBe(PARTNER)

    // Another partition (another site, or no cookie) cannot claim it.
    const stolen = await fetch(`${server.url}/api/auth/embed-login/claim`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: data.loginId, key }),
    })
    expect(stolen.status).toBe(409)
    // Nor the right partition without the key the popup handed over.
    expect((await claim('guessed')).status).toBe(409)
    // Signed in, but not yet allowed: the popup asks first.
    expect((await claim(key)).status).toBe(409)
    const answer = await fetch(`${server.url}/api/auth/embed-login/answer`, {
      method: 'POST',
      headers: {
        cookie: pending,
        authorization: `Bearer ${viewer.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ allow: true }),
    })
    expect(answer.status).toBe(200)

    const claimed = await claim(key)
    expect(claimed.status).toBe(200)
    const session = claimed.headers
      .getSetCookie()
      .find((c) => c.startsWith('airwave_embed_session='))
    expect(session).toMatch(/Partitioned/i)
    expect(session).toMatch(/SameSite=None/i)
    expect(session).toMatch(/HttpOnly/i)
    const pair = (await claimed.json()) as { data: { accessToken: string; refreshToken?: string } }
    expect(pair.data.refreshToken).toBeUndefined()
    expect(pair.data.accessToken).toBeTruthy()
    // Once only.
    expect((await claim(key)).status).toBe(409)

    // The partner's partition reads its own session back; the site's cookie is not it.
    const read = await fetch(`${server.url}/api/auth`, {
      headers: { ...headers, cookie: (session ?? '').split(';')[0] ?? '' },
    })
    expect(((await read.json()) as { data: { accessToken: string } }).data.accessToken).toBe(
      pair.data.accessToken,
    )
    const sitePartition = await fetch(`${server.url}/api/auth`, {
      headers: { ...headers, cookie: siteCookie },
    })
    expect(((await sitePartition.json()) as { data: unknown }).data).toBeNull()
  })

  it('completes when the member signs in inside the popup and allows it, and refuses unlisted pages', async () => {
    const headers = { origin: PARTNER, 'sec-fetch-site': 'cross-site' }
    const begin = await fetch(`${server.url}/api/auth/embed-login`, { method: 'POST', headers })
    const { data } = (await begin.json()) as { data: { loginId: string } }
    const partition = (begin.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    // Signed out in the popup: the id waits in the site's own jar...
    const start = await fetch(`${server.url}/api/auth/embed-login/${data.loginId}/start`, {
      redirect: 'manual',
    })
    const pending = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const { key } = await startPageOf(start)
    expect(pending).toBe(`airwave_embed_login=${data.loginId}`)
    // ...until the member, signed in there, allows the page.
    const allowed = await fetch(`${server.url}/api/auth/embed-login/answer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: pending,
        authorization: `Bearer ${owner.token}`,
      },
      body: JSON.stringify({ allow: true }),
    })
    expect(allowed.status).toBe(200)
    const claimed = await fetch(`${server.url}/api/auth/embed-login/claim`, {
      method: 'POST',
      headers: { ...headers, cookie: partition, 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: data.loginId, key }),
    })
    expect(claimed.status).toBe(200)

    const stranger = await fetch(`${server.url}/api/auth/embed-login`, {
      method: 'POST',
      headers: { origin: 'http://stranger.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(stranger.status).toBe(403)
  })

  it('gives nothing to whoever lures a signed-in member to the popup’s address', async () => {
    // The attacker begins a sign-in from a script (any Origin it likes) and sends the start
    // link to a member signed in on the site. The member's browser opens it (no opener: a
    // link, or a page of another origin), which completes the sign-in...
    const attacker = { origin: PARTNER, 'sec-fetch-site': 'cross-site' }
    const begin = await fetch(`${server.url}/api/auth/embed-login`, {
      method: 'POST',
      headers: attacker,
    })
    const { data } = (await begin.json()) as { data: { loginId: string } }
    const partition = (begin.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const site = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: viewer.token }),
    })
    const victim = (site.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const lured = await fetch(`${server.url}/api/auth/embed-login/${data.loginId}/start`, {
      headers: { cookie: victim },
    })
    expect(lured.status).toBe(200)
    // ...but its key went to the opener at the partner's origin only (none here): without it,
    // and without the key of its own earlier start, the attacker claims nothing.
    const claim = await fetch(`${server.url}/api/auth/embed-login/claim`, {
      method: 'POST',
      headers: { ...attacker, cookie: partition, 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: data.loginId, key: 'unknown' }),
    })
    expect(claim.status).toBe(409)
  })

  it('keeps the site’s own session cookie as it was (SameSite=Lax, not partitioned)', async () => {
    const site = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: viewer.token }),
    })
    const cookie = site.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^airwave_session=/)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Partitioned/i)
  })
})
