import { createClient, createSession, memoryTokenStore } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../seed'
import type { RunningServer } from '../server'
import { apiError, sdkClient } from '../testing/sdkClient'
import { startTestServer } from '../testing/testServer'
import { signAccessToken, verifyAccessToken } from './tokens'

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ seed: true })
})
afterAll(() => server.stop())

const signIn = (email: string) =>
  sdkClient(server.url).account.signIn({ email, password: DEMO_PASSWORD })

async function refresh(refreshToken: string | undefined) {
  if (!refreshToken) throw new Error('the pair has no refresh token')
  const res = await fetch(`${server.url}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: 'test-web', refreshToken }),
  })
  return {
    status: res.status,
    body: (await res.json()) as {
      code?: string
      data?: { accessToken: string; refreshToken: string }
    },
  }
}

describe('sign-in and tokens', () => {
  it('signs in a demo account; the token names the member and the channel', async () => {
    const tokens = await signIn('streamer@airwave.test')
    const claims = await verifyAccessToken(server.deps.config.jwtSecret, tokens.accessToken)
    expect(claims?.channelIdx).toEqual(expect.any(Number))
    const me = await sdkClient(server.url, () => tokens.accessToken).channel.getMyChannel()
    expect(me.channel).toMatchObject({ channelId: 'airwave', nickname: 'Airwave', channelRole: 1 })
    expect(me.userInfo.email).toBe('streamer@airwave.test')
  })

  it('refuses a wrong password with 401 and the same answer for an unknown address', async () => {
    const client = sdkClient(server.url)
    const wrong = await apiError(
      client.account.signIn({ email: 'viewer5@airwave.test', password: 'Nope#1357' }),
    )
    const unknown = await apiError(
      client.account.signIn({ email: 'nobody@airwave.test', password: 'Nope#1357' }),
    )
    expect(wrong).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    expect(unknown).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: wrong.message })
  })

  it('rotates the refresh token on every refresh', async () => {
    const first = await signIn('viewer1@airwave.test')
    const second = await refresh(first.refreshToken)
    expect(second.status).toBe(200)
    const pair = second.body.data
    expect(pair?.refreshToken).not.toBe(first.refreshToken)
    const third = await refresh(pair?.refreshToken ?? '')
    expect(third.status).toBe(200)
  })

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const first = await signIn('viewer2@airwave.test')
    const second = (await refresh(first.refreshToken)).body.data
    if (!second) throw new Error('no pair')
    const replay = await refresh(first.refreshToken)
    expect(replay.status).toBe(401)
    // The legitimate holder's newer token and its access token are dead too.
    expect((await refresh(second.refreshToken)).status).toBe(401)
    const me = apiError(sdkClient(server.url, () => second.accessToken).channel.getMyChannel())
    expect((await me).status).toBe(401)
    // Another session of the same account is untouched.
    const other = await signIn('viewer2@airwave.test')
    expect((await refresh(other.refreshToken)).status).toBe(200)
  })

  it('refuses an unknown refresh token and a malformed refresh body', async () => {
    expect((await refresh('not-a-token')).status).toBe(401)
    const res = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"clientId":1}',
    })
    expect(res.status).toBe(400)
  })

  it('signs out: the refresh family and its access tokens stop working', async () => {
    const tokens = await signIn('viewer3@airwave.test')
    const client = sdkClient(server.url, () => tokens.accessToken)
    await client.account.signOut()
    expect((await refresh(tokens.refreshToken)).status).toBe(401)
    expect((await apiError(client.channel.getMyChannel())).status).toBe(401)
  })

  it('refuses an expired access token with 401, and the SDK session refreshes and retries', async () => {
    const tokens = await signIn('viewer4@airwave.test')
    const claims = await verifyAccessToken(server.deps.config.jwtSecret, tokens.accessToken)
    if (!claims) throw new Error('no claims')
    const expired = await signAccessToken(
      server.deps.config.jwtSecret,
      claims,
      new Date(Date.now() - 60 * 60 * 1000),
    )
    const store = memoryTokenStore({ ...tokens, accessToken: expired.token })
    const session = createSession({ tokenStore: store, clientId: 'test-web', baseUrl: server.url })
    const client = createClient({
      baseUrl: server.url,
      clientId: 'test-web',
      endpoints: { account: accountEndpoints },
      session,
    })
    const clients = await client.account.listClients()
    expect(clients.map((c) => c.clientId)).toContain('test-web')
    const stored = await store.get()
    expect(stored?.accessToken).not.toBe(expired.token)
    expect(stored?.refreshToken).not.toBe(tokens.refreshToken)
  })

  it('switches the acting channel and answers a new pair', async () => {
    const tokens = await signIn('viewer5@airwave.test')
    const client = sdkClient(server.url, () => tokens.accessToken)
    await client.account.createChannel({ channelId: 'viewer5side', nickname: 'SideFive' })
    // The first channel stays the acting one until a switch.
    expect((await client.channel.getMyChannel()).channel?.channelId).toBe('viewer5')
    const switched = await client.account.switchChannel({ channelId: 'viewer5side' })
    const me = await sdkClient(server.url, () => switched.accessToken).channel.getMyChannel()
    expect(me.channel).toMatchObject({ channelId: 'viewer5side', nickname: 'SideFive' })
    const notMine = await apiError(client.account.switchChannel({ channelId: 'airwave' }))
    expect(notMine).toMatchObject({ status: 404, code: 'CHA30006' })
  })
})

describe('/api/auth session cookie', () => {
  it('stores the pair in an httpOnly, SameSite=Lax cookie, reads it back and clears it', async () => {
    const tokens = await signIn('viewer1@airwave.test')
    const empty = await fetch(`${server.url}/api/auth`)
    expect(await empty.json()).toMatchObject({ statusCode: 200, data: null })

    const stored = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokens),
    })
    expect(stored.status).toBe(200)
    const setCookie = stored.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^airwave_session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\/api\/auth/)
    expect(setCookie).toMatch(/Max-Age=31536000/)
    expect(setCookie).not.toMatch(/Secure/i)
    const cookie = setCookie.split(';')[0] ?? ''

    // Page scripts get the access token and the expiries, never the year-long refresh token.
    const read = await fetch(`${server.url}/api/auth`, { headers: { cookie } })
    const text = await read.text()
    const { refreshToken, ...visible } = tokens
    expect(refreshToken).toEqual(expect.any(String))
    expect((JSON.parse(text) as { data: unknown }).data).toEqual(visible)
    expect(text).not.toContain(refreshToken)

    const cleared = await fetch(`${server.url}/api/auth`, { method: 'DELETE', headers: { cookie } })
    expect(cleared.headers.get('set-cookie')).toMatch(/airwave_session=;/)
  })

  it('refreshes from the cookie alone: the new pair goes back into it, and the page sees no refresh token', async () => {
    const tokens = await signIn('viewer2@airwave.test')
    const stored = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokens),
    })
    const cookie = (stored.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

    const refreshed = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ clientId: 'test-web' }),
    })
    expect(refreshed.status).toBe(200)
    const text = await refreshed.text()
    const { data } = JSON.parse(text) as { data: { accessToken: string; refreshToken?: string } }
    expect(await verifyAccessToken(server.deps.config.jwtSecret, data.accessToken)).toBeTruthy()
    expect(data.refreshToken).toBeUndefined()
    expect(text).not.toMatch(/refreshToken"/)
    // The cookie now holds the rotated pair: the old refresh token is spent, the new one works.
    const rotated = (refreshed.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(rotated).toMatch(/^airwave_session=/)
    expect(rotated).not.toBe(cookie)
    expect((await refresh(tokens.refreshToken)).status).toBe(401)
    const again = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: rotated },
      body: JSON.stringify({ clientId: 'test-web' }),
    })
    // The old token was presented again above: as with any reuse, the whole family is revoked.
    expect(again.status).toBe(401)
  })

  it('keeps the stored refresh token when the page stores a pair without one', async () => {
    const tokens = await signIn('viewer3@airwave.test')
    const first = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokens),
    })
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const second = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ accessToken: tokens.accessToken }),
    })
    const kept = (second.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const refreshed = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: kept },
      body: JSON.stringify({ clientId: 'test-web' }),
    })
    expect(refreshed.status).toBe(200)
  })

  it('answers 401 to a refresh with neither a token nor a cookie', async () => {
    const res = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'test-web' }),
    })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe('TOKEN_REFRESH_FAILED')
  })

  it('refuses to store something that is not a token pair', async () => {
    const res = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: 1 }),
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
