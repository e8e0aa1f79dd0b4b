import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../account/passwords'
import { issueTokenPair, type TokenPairWire } from '../account/tokens'
import { addMember, type TestMember } from '../community/testKit'
import { channels, members, refreshTokens } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// The trust boundary, probed as an attacker did (issue 24's two high findings): a host listed
// in some member's embed settings must not read other members' sessions, and a short-lived
// access token must not buy a long-lived refresh token. Every request here is what a browser
// would send from the attacker's page (its Origin, its cookies).

let server: RunningServer
let mallory: TestMember
let victim: { memberId: number; pair: TokenPairWire; siteCookie: string }

const PASSWORD = 'Airwave!2026'
const SAME_SITE = 'http://127.0.0.1:9999'
const CROSS_SITE = 'http://evil.test:9999'

type Body = { data?: Record<string, unknown> | null; code?: string }

async function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  const body = (text.startsWith('{') ? JSON.parse(text) : {}) as Body
  return { response, body, text }
}

/** Whether the page at `origin` may read this answer (CORS with credentials). */
const readableBy = (response: Response, origin: string) =>
  response.headers.get('access-control-allow-origin') === origin &&
  response.headers.get('access-control-allow-credentials') === 'true'

const preflight = (path: string, origin: string, method: string) =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  })

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0] ?? ''

/** A member who signs in with a password, with a channel of their own. */
async function addPasswordMember(handle: string) {
  const { db, config } = server.deps
  const [member] = await db
    .insert(members)
    .values({
      email: `${handle}@airwave.test`,
      passwordHash: await hashPassword(PASSWORD),
      birthDate: '1990-01-01',
    })
    .returning()
  if (!member) throw new Error('no member')
  const [channel] = await db
    .insert(channels)
    .values({ handle, nickname: `Nick ${handle}`, ownerId: member.id })
    .returning()
  await db.update(members).set({ activeChannelId: channel?.id }).where(eq(members.id, member.id))
  const pair = await issueTokenPair(db, config.jwtSecret, {
    memberId: member.id,
    channelIdx: channel?.id ?? null,
  })
  return { memberId: member.id, pair }
}

const refreshRows = async (memberId: number) => {
  const [row] = await server.deps.db
    .select({ n: count() })
    .from(refreshTokens)
    .where(eq(refreshTokens.memberId, memberId))
  return row?.n ?? 0
}

beforeAll(async () => {
  server = await startTestServer()
  mallory = await addMember(server, 'mallory')
  // A fresh account lists the attacker's pages for its (empty) channel's embed.
  const listed = await call('/v2/embed/settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${mallory.token}` },
    body: { allowedHosts: ['127.0.0.1:9999', 'evil.test:9999'] },
  })
  expect(listed.response.status).toBe(200)
  // The victim, a streamer, is signed in on the site: the session cookie holds the pair.
  const signedIn = await addPasswordMember('victim')
  const stored = await call('/api/auth', { method: 'POST', body: signedIn.pair })
  victim = { ...signedIn, siteCookie: cookieOf(stored.response, 'airwave_session') }
  expect(victim.siteCookie).toMatch(/^airwave_session=/)
})

afterAll(async () => {
  await server?.stop()
})

describe('a listed host on the same site (another port of the platform’s host)', () => {
  const fromPage = (extra: Record<string, string> = {}) => ({
    origin: SAME_SITE,
    'sec-fetch-site': 'same-site',
    ...extra,
  })

  it('does not read the site’s session through GET /api/auth', async () => {
    // The browser sends the site's Lax cookie with a same-site fetch.
    const { response, text } = await call('/api/auth', {
      headers: fromPage({ cookie: victim.siteCookie }),
    })
    expect(readableBy(response, SAME_SITE) && text.includes(victim.pair.accessToken)).toBe(false)
    // It reads its own (embed) partition, which holds nothing.
    expect(text).not.toContain(victim.pair.accessToken)
  })

  it('gets no CORS for the stream key, the channel switch or the account', async () => {
    for (const [path, method] of [
      ['/v2/stream/key', 'GET'],
      ['/member/channel/switch', 'POST'],
      ['/member/me', 'DELETE'],
      ['/v2/member/client', 'GET'],
      ['/v2/embed/settings', 'PUT'],
    ] as const) {
      const asked = await preflight(path, SAME_SITE, method)
      expect(asked.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull()
    }
    const key = await call('/v2/stream/key', {
      headers: fromPage({ authorization: `Bearer ${victim.pair.accessToken}` }),
    })
    expect(readableBy(key.response, SAME_SITE)).toBe(false)
  })

  it('still gets CORS for the embed’s own calls', async () => {
    const like = await preflight('/stream/like', SAME_SITE, 'POST')
    expect(like.headers.get('access-control-allow-origin')).toBe(SAME_SITE)
    const posts = await preflight('/v2/channel/post/1', SAME_SITE, 'GET')
    expect(posts.headers.get('access-control-allow-origin')).toBe(SAME_SITE)
  })
})

describe('the site’s sign-in (the session in the httpOnly cookie)', () => {
  const credentials = { email: 'victim@airwave.test', password: PASSWORD }

  it('keeps the refresh token out of the page and in the cookie', async () => {
    const signIn = await call('/member/auth/sign-in', {
      method: 'POST',
      headers: { 'x-airwave-session': 'cookie' },
      body: credentials,
    })
    expect(signIn.response.status).toBe(200)
    expect(signIn.body.data?.accessToken).toEqual(expect.any(String))
    expect(signIn.body.data?.refreshToken).toBeUndefined()
    const cookie = cookieOf(signIn.response, 'airwave_session')
    expect(cookie).toMatch(/^airwave_session=/)
    // The cookie renews the session.
    const refreshed = await call('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie },
      body: { clientId: 'web' },
    })
    expect(refreshed.response.status).toBe(200)
    expect(refreshed.body.data?.refreshToken).toBeUndefined()
  })

  it('answers the whole pair to the spec’s apps, which keep their own', async () => {
    const signIn = await call('/member/auth/sign-in', { method: 'POST', body: credentials })
    expect(signIn.body.data?.refreshToken).toEqual(expect.any(String))
  })
})

describe('an embed’s sign-in begun by a listed page on another site', () => {
  const attacker = { origin: CROSS_SITE, 'sec-fetch-site': 'cross-site' }

  /** The attacker's page begins a sign-in and opens the genuine popup for the victim. */
  async function lure() {
    const begin = await call('/api/auth/embed-login', { method: 'POST', headers: attacker })
    expect(begin.response.status).toBe(200)
    const loginId = String(begin.body.data?.loginId)
    const partition = cookieOf(begin.response, 'airwave_embed_login')
    // The popup opens with the victim's own session cookie; its first page hands the key to
    // its opener: the attacker's page.
    const start = await call(`/api/auth/embed-login/${loginId}/start`, {
      headers: { cookie: victim.siteCookie },
    })
    const key = /data-key="([^"]+)"/.exec(start.text)?.[1] ?? ''
    const pending = cookieOf(start.response, 'airwave_embed_login')
    const claim = () =>
      call('/api/auth/embed-login/claim', {
        method: 'POST',
        headers: { ...attacker, cookie: partition },
        body: { loginId, key },
      })
    return { claim, pending, partition }
  }

  const answer = (pending: string, allow: boolean) =>
    call('/api/auth/embed-login/answer', {
      method: 'POST',
      headers: { cookie: pending, authorization: `Bearer ${victim.pair.accessToken}` },
      body: { allow },
    })

  it('grants nothing to a signed-in member who has not allowed it', async () => {
    const { claim } = await lure()
    const claimed = await claim()
    expect(claimed.response.status).toBe(409)
    expect(claimed.text).not.toContain('accessToken')
  })

  it('names the asking site in the popup, and a refusal ends it', async () => {
    const { claim, pending } = await lure()
    const asked = await call('/api/auth/embed-login/pending', {
      headers: { cookie: pending, authorization: `Bearer ${victim.pair.accessToken}` },
    })
    expect(asked.body.data).toEqual({ origin: CROSS_SITE })
    expect((await answer(pending, false)).response.status).toBe(200)
    expect((await claim()).response.status).toBe(409)
  })

  it('once allowed, hands a session scoped to the embed: no key, switch, account or settings', async () => {
    const { claim, pending, partition } = await lure()
    expect((await answer(pending, true)).response.status).toBe(200)
    const claimed = await claim()
    expect(claimed.response.status).toBe(200)
    expect(claimed.body.data?.refreshToken).toBeUndefined()
    const token = String(claimed.body.data?.accessToken)
    const bearer = { authorization: `Bearer ${token}` }

    for (const [path, method, body] of [
      ['/v2/stream/key', 'GET', undefined],
      ['/member/channel/switch', 'POST', { channelId: 'victim' }],
      [
        '/member/me',
        'DELETE',
        { isTermsTerminationAccepted: true, unRegisterReason: { code: '5' } },
      ],
      ['/v2/embed/settings', 'PUT', { allowedHosts: [] }],
      ['/v2/member/client', 'GET', undefined],
      ['/api/auth/embed-login/pending', 'GET', undefined],
    ] as const) {
      const refused = await call(path, { method, headers: bearer, body })
      expect(refused.response.status, `${method} ${path}`).toBe(403)
      expect(refused.body.code, `${method} ${path}`).toBe('EMBED_SCOPE')
    }
    // The embed's own calls work; who is watching is known, not how to reach them.
    const me = await call('/v2/channel/info', { headers: bearer })
    expect(me.response.status).toBe(200)
    expect(JSON.stringify(me.body.data)).not.toContain('victim@airwave.test')
    const follow = await call('/channel/follow', {
      method: 'POST',
      headers: bearer,
      body: { channelId: 'mallory' },
    })
    expect(follow.response.status).toBe(200)

    // A refresh keeps the scope.
    const session = cookieOf(claimed.response, 'airwave_embed_session')
    const refreshed = await call('/api/auth/refresh', {
      method: 'POST',
      headers: { ...attacker, cookie: session },
      body: { clientId: 'embed' },
    })
    expect(refreshed.response.status).toBe(200)
    const renewed = await call('/v2/stream/key', {
      headers: { authorization: `Bearer ${String(refreshed.body.data?.accessToken)}` },
    })
    expect(renewed.body.code).toBe('EMBED_SCOPE')
    expect(partition).toMatch(/^airwave_embed_login=/)
  })
})

describe('an access token alone', () => {
  it('switches the acting channel without a refresh token, and forks no family', async () => {
    const before = await refreshRows(victim.memberId)
    const switched = await call('/member/channel/switch', {
      method: 'POST',
      headers: { authorization: `Bearer ${victim.pair.accessToken}` },
      body: { channelId: 'victim' },
    })
    expect(switched.response.status).toBe(200)
    expect(switched.body.data?.accessToken).toEqual(expect.any(String))
    expect(switched.body.data?.refreshToken).toBeUndefined()
    expect(await refreshRows(victim.memberId)).toBe(before)
    // The new access token is of the same session: signing it out ends both.
    const me = await call('/v2/channel/info', {
      headers: { authorization: `Bearer ${String(switched.body.data?.accessToken)}` },
    })
    expect(me.response.status).toBe(200)
  })

  it('does not withdraw the account: the password is asked again', async () => {
    const reason = { isTermsTerminationAccepted: true, unRegisterReason: { code: '5' } }
    const bare = await call('/member/me', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${victim.pair.accessToken}` },
      body: reason,
    })
    expect(bare.response.status).toBe(403)
    expect(bare.body.code).toBe('REAUTH_REQUIRED')
    const wrong = await call('/member/me', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${victim.pair.accessToken}` },
      body: { ...reason, password: 'guessed' },
    })
    expect(wrong.response.status).toBe(400)
    expect(wrong.body.code).toBe('MEM10055')
    // The account is still there.
    const me = await call('/v2/channel/info', {
      headers: { authorization: `Bearer ${victim.pair.accessToken}` },
    })
    expect(me.response.status).toBe(200)
  })

  it('withdraws with the password', async () => {
    const leaving = await addPasswordMember('leaving')
    const done = await call('/member/me', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${leaving.pair.accessToken}` },
      body: {
        isTermsTerminationAccepted: true,
        unRegisterReason: { code: '5' },
        password: PASSWORD,
      },
    })
    expect(done.response.status).toBe(200)
  })
})
