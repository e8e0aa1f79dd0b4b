import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import { ApiError } from './apiError'
import type { ApiRequest } from './request'
import { createSession } from './session'
import type { SignedOutEvent } from './session.machine'
import type { TokenPair } from './tokenPair'
import { memoryTokenStore } from './tokenStore'
import { createTransport } from './transport'

const me: ApiRequest = {
  method: 'GET',
  path: '/v2/channel/info',
  answer: z.object({ channelId: z.string() }),
  auth: 'required',
}

/**
 * A fake platform: the API accepts only `Bearer new`; /api/auth/refresh answers `refresh`
 * after a tick, so that all 50 requests meet their 401 while the refresh is in flight.
 */
function platform(refresh: () => Response) {
  const seen = { refreshes: 0, api: 0 }
  const fetch = (async (url: string, init?: RequestInit) => {
    await new Promise((resolve) => setTimeout(resolve, 1))
    if (url.endsWith('/api/auth/refresh')) {
      seen.refreshes++
      return refresh()
    }
    seen.api++
    const token = (init?.headers as Record<string, string> | undefined)?.authorization
    return token === 'Bearer new'
      ? Response.json({ statusCode: 200, message: 'OK', data: { channelId: 'me' } })
      : Response.json(
          { statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' },
          { status: 401 },
        )
  }) as typeof globalThis.fetch
  return { seen, fetch }
}

const renewed = () =>
  Response.json({
    statusCode: 200,
    message: 'OK',
    data: { accessToken: 'new', refreshToken: 'r2' },
  })

describe('createSession with the transport: 50 concurrent 401s', () => {
  it('run exactly one refresh and all 50 succeed with the new token', async () => {
    const { seen, fetch } = platform(renewed)
    const tokenStore = memoryTokenStore({ accessToken: 'old', refreshToken: 'r1' })
    const session = createSession({ tokenStore, clientId: 'web', fetch })
    const transport = createTransport({ baseUrl: '', fetch, auth: session })
    const answers = await Promise.all(Array.from({ length: 50 }, () => transport.request(me)))
    expect(answers).toHaveLength(50)
    expect(answers.every((answer) => (answer as { channelId: string }).channelId === 'me')).toBe(
      true,
    )
    expect(seen.refreshes).toBe(1)
    expect(seen.api).toBe(100)
    expect(session.status()).toBe('authenticated')
    expect(await tokenStore.get()).toEqual({ accessToken: 'new', refreshToken: 'r2' })
  })

  it('reject all 50 and sign out once when the refresh answers 400', async () => {
    const { seen, fetch } = platform(() => Response.json({ message: 'bad' }, { status: 400 }))
    const tokenStore = memoryTokenStore({ accessToken: 'old', refreshToken: 'r1' })
    const session = createSession({ tokenStore, clientId: 'web', fetch })
    const signOuts: SignedOutEvent[] = []
    session.on('signed-out', (event) => signOuts.push(event))
    const transport = createTransport({ baseUrl: '', fetch, auth: session })
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => transport.request(me)),
    )
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(true)
    expect(results.every((r) => r.status === 'rejected' && r.reason.status === 401)).toBe(true)
    expect(seen.refreshes).toBe(1)
    expect(signOuts).toEqual([{ type: 'signed-out', reason: 'refresh-failed' }])
    expect(session.status()).toBe('unauthenticated')
    expect(await tokenStore.get()).toBeUndefined()
  })

  it('reject all 50 and sign out once without a refresh token', async () => {
    const { seen, fetch } = platform(renewed)
    const tokenStore = memoryTokenStore({ accessToken: 'old' })
    const session = createSession({ tokenStore, clientId: 'web', fetch })
    const signOuts: SignedOutEvent[] = []
    session.on('signed-out', (event) => signOuts.push(event))
    const transport = createTransport({ baseUrl: '', fetch, auth: session })
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => transport.request(me)),
    )
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(50)
    expect(seen.refreshes).toBe(0)
    expect(signOuts).toEqual([{ type: 'signed-out', reason: 'missing-refresh-token' }])
    expect(await tokenStore.get()).toBeUndefined()
  })

  it('reject all 50 and sign out once without a client id', async () => {
    const { seen, fetch } = platform(renewed)
    const tokenStore = memoryTokenStore({ accessToken: 'old', refreshToken: 'r1' })
    const session = createSession({ tokenStore, fetch })
    const signOuts: SignedOutEvent[] = []
    session.on('signed-out', (event) => signOuts.push(event))
    const transport = createTransport({ baseUrl: '', fetch, auth: session })
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => transport.request(me)),
    )
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(50)
    expect(seen.refreshes).toBe(0)
    expect(signOuts).toEqual([{ type: 'signed-out', reason: 'missing-client-id' }])
  })
})

describe('createSession', () => {
  it('answers getAccessToken once the stored pair is loaded', async () => {
    const tokenStore = memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' })
    const session = createSession({ tokenStore, clientId: 'web' })
    expect(session.status()).toBe('loading')
    await expect(session.getAccessToken()).resolves.toBe('a1')
    expect(session.status()).toBe('authenticated')
  })

  it('returns the current token without refreshing when the stale one was replaced', async () => {
    let refreshes = 0
    const session = createSession({
      tokenStore: memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' }),
      clientId: 'web',
      provide: {
        actors: {
          refreshTokens: fromPromise(async (): Promise<TokenPair> => {
            refreshes++
            return { accessToken: `a${refreshes + 1}`, refreshToken: 'r2' }
          }),
        },
      },
    })
    await expect(session.refresh('a1')).resolves.toBe('a2')
    await expect(session.refresh('a1')).resolves.toBe('a2')
    expect(refreshes).toBe(1)
    await expect(session.refresh()).resolves.toBe('a3')
  })

  it('rejects refresh with ApiError 401 when signed out', async () => {
    const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'web' })
    await expect(session.refresh()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
  })

  it('signs in and out, notifying subscribers of the status', async () => {
    const tokenStore = memoryTokenStore()
    const session = createSession({ tokenStore, clientId: 'web' })
    const statuses: string[] = []
    const off = session.subscribe((status) => statuses.push(status))
    await session.signIn({ accessToken: 'a1', refreshToken: 'r1' })
    expect(session.status()).toBe('authenticated')
    expect(await tokenStore.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1' })
    await expect(session.getAccessToken()).resolves.toBe('a1')
    await session.signOut()
    expect(session.status()).toBe('unauthenticated')
    expect(await tokenStore.get()).toBeUndefined()
    expect(statuses).toContain('authenticated')
    expect(statuses.at(-1)).toBe('unauthenticated')
    off()
    await session.signIn({ accessToken: 'a2' })
    expect(statuses.at(-1)).toBe('unauthenticated')
  })

  it('signs out after telling the server, with the token it gives up; calls meanwhile go as a guest', async () => {
    const tokenStore = memoryTokenStore()
    const session = createSession({ tokenStore, clientId: 'web' })
    const signOuts: SignedOutEvent[] = []
    session.on('signed-out', (event) => signOuts.push(event))
    await session.signIn({ accessToken: 'a1', refreshToken: 'r1' })
    const revoked: string[] = []
    let answer!: () => void
    const revoke = (token: string) => {
      revoked.push(token)
      return new Promise<void>((resolve) => {
        answer = resolve
      })
    }
    const signedOut = session.signOut({ revoke })
    expect(revoked).toEqual(['a1'])
    // Asked while the server revokes: answered once the session is over, with no token.
    let meanwhile: string | undefined | null = null
    const asked = session.getAccessToken().then((token) => {
      meanwhile = token
    })
    await Promise.resolve()
    expect(meanwhile).toBeNull()
    expect(await tokenStore.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1' })
    answer()
    await signedOut
    await asked
    expect(meanwhile).toBeUndefined()
    expect(await tokenStore.get()).toBeUndefined()
    expect(signOuts).toEqual([{ type: 'signed-out', reason: 'requested' }])
  })

  it('signs out even when the server does not answer the revoke', async () => {
    const tokenStore = memoryTokenStore()
    const session = createSession({ tokenStore, clientId: 'web' })
    await session.signIn({ accessToken: 'a1', refreshToken: 'r1' })
    await session.signOut({ revoke: async () => Promise.reject(new Error('offline')) })
    expect(session.status()).toBe('unauthenticated')
    expect(await tokenStore.get()).toBeUndefined()
    // Signed out already: nothing to revoke, so it is not asked.
    let asked = 0
    await session.signOut({
      revoke: async () => {
        asked++
      },
    })
    expect(asked).toBe(0)
  })

  it('keeps the refresh token it holds when a new access token comes alone (a channel switch)', async () => {
    const tokenStore = memoryTokenStore({
      accessToken: 'a1',
      refreshToken: 'r1',
      refreshTokenExpiredDate: '2027-01-01T00:00:00.000Z',
    })
    const session = createSession({ tokenStore, clientId: 'web' })
    await session.getAccessToken()
    await session.signIn({ accessToken: 'a2', accessTokenExpiredDate: '2026-12-01T00:00:00.000Z' })
    expect(await tokenStore.get()).toEqual({
      accessToken: 'a2',
      accessTokenExpiredDate: '2026-12-01T00:00:00.000Z',
      refreshToken: 'r1',
      refreshTokenExpiredDate: '2027-01-01T00:00:00.000Z',
    })
    // A whole new pair replaces the old one.
    await session.signIn({ accessToken: 'a3', refreshToken: 'r3' })
    expect(await tokenStore.get()).toEqual({ accessToken: 'a3', refreshToken: 'r3' })
  })

  it('says on every call that its session lives in the cookie, with credentials', async () => {
    const seen: RequestInit[] = []
    const fetch = (async (_url: string, init?: RequestInit) => {
      seen.push(init ?? {})
      return Response.json({ statusCode: 200, message: 'OK', data: { channelId: 'me' } })
    }) as typeof globalThis.fetch
    const cookie = createSession({
      tokenStore: { ...memoryTokenStore({ accessToken: 'a1' }), keepsRefreshToken: true },
      clientId: 'web',
    })
    await createTransport({ baseUrl: '', fetch, auth: cookie }).request(me)
    const local = createSession({
      tokenStore: memoryTokenStore({ accessToken: 'a1' }),
      clientId: 'web',
    })
    await createTransport({ baseUrl: '', fetch, auth: local }).request(me)
    const [sent = {}, other = {}] = seen
    expect((sent.headers as Record<string, string>)['x-airwave-session']).toBe('cookie')
    expect(sent.credentials).toBe('include')
    expect((other.headers as Record<string, string>)['x-airwave-session']).toBeUndefined()
    expect(other.credentials).toBeUndefined()
  })

  it('rejects signIn when the store refuses the pair', async () => {
    const tokenStore = memoryTokenStore()
    tokenStore.set = async () => Promise.reject(new Error('quota'))
    const session = createSession({ tokenStore, clientId: 'web' })
    await expect(session.signIn({ accessToken: 'a1' })).rejects.toThrow(/stored/)
    expect(session.status()).toBe('unauthenticated')
  })
})
