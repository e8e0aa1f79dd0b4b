import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { refreshTokenPair, type SignedOutEvent, sessionMachine } from './session.machine'
import type { TokenPair } from './tokenPair'
import { memoryTokenStore } from './tokenStore'

const pair: TokenPair = { accessToken: 'a1', refreshToken: 'r1' }
const renewed: TokenPair = { accessToken: 'a2', refreshToken: 'r2' }

describe('sessionMachine', () => {
  it('goes from loading to authenticated with a stored pair', async () => {
    const machine = sessionMachine.provide({
      actors: { loadTokens: fromPromise(async (): Promise<TokenPair | undefined> => pair) },
    })
    const actor = createActor(machine, { input: { tokenStore: memoryTokenStore() } }).start()
    expect(actor.getSnapshot().value).toBe('loading')
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(snapshot.context.tokens).toEqual(pair)
  })

  it('goes from loading to unauthenticated without a stored pair', async () => {
    const machine = sessionMachine.provide({
      actors: { loadTokens: fromPromise(async (): Promise<TokenPair | undefined> => undefined) },
    })
    const actor = createActor(machine, { input: { tokenStore: memoryTokenStore() } }).start()
    await waitFor(actor, (s) => s.matches('unauthenticated'))
  })

  it('goes to unauthenticated when the store cannot be read', async () => {
    const machine = sessionMachine.provide({
      actors: { loadTokens: fromPromise(async () => Promise.reject(new Error('broken'))) },
    })
    const actor = createActor(machine, { input: { tokenStore: memoryTokenStore() } }).start()
    await waitFor(actor, (s) => s.matches('unauthenticated'))
  })

  it('stores the pair on SIGN_IN and clears it on SIGN_OUT, emitting signed-out', async () => {
    const stored: TokenPair[] = []
    let cleared = 0
    const machine = sessionMachine.provide({
      actors: {
        loadTokens: fromPromise(async (): Promise<TokenPair | undefined> => undefined),
        storeTokens: fromPromise(async ({ input }) => {
          stored.push(input.tokens)
        }),
        clearTokens: fromPromise(async () => {
          cleared++
        }),
      },
    })
    const actor = createActor(machine, { input: { tokenStore: memoryTokenStore() } }).start()
    const events: SignedOutEvent[] = []
    actor.on('signed-out', (event) => events.push(event))
    await waitFor(actor, (s) => s.matches('unauthenticated'))
    actor.send({ type: 'SIGN_IN', tokens: pair })
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(stored).toEqual([pair])
    actor.send({ type: 'SIGN_OUT' })
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'))
    expect(snapshot.context.tokens).toBeUndefined()
    expect(cleared).toBe(1)
    expect(events).toEqual([{ type: 'signed-out', reason: 'requested' }])
  })

  it('runs one refresh however many REFRESH events arrive, then stores the new pair', async () => {
    let refreshes = 0
    let finish: (value: TokenPair) => void = () => {}
    const stored: TokenPair[] = []
    const machine = sessionMachine.provide({
      actors: {
        loadTokens: fromPromise(async (): Promise<TokenPair | undefined> => pair),
        refreshTokens: fromPromise(({ input }) => {
          refreshes++
          expect(input).toMatchObject({ clientId: 'web', refreshToken: 'r1', baseUrl: '' })
          return new Promise<TokenPair>((resolve) => {
            finish = resolve
          })
        }),
        storeTokens: fromPromise(async ({ input }) => {
          stored.push(input.tokens)
        }),
      },
    })
    const input = { tokenStore: memoryTokenStore(), clientId: 'web' }
    const actor = createActor(machine, { input }).start()
    await waitFor(actor, (s) => s.matches('authenticated'))
    for (let i = 0; i < 5; i++) actor.send({ type: 'REFRESH' })
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true)
    finish(renewed)
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }))
    expect(refreshes).toBe(1)
    expect(snapshot.context.tokens).toEqual(renewed)
    await waitFor(actor, () => stored.length > 0)
    expect(stored).toEqual([renewed])
  })

  it('refreshes through a store that keeps the refresh token, never holding it itself', async () => {
    const inputs: unknown[] = []
    const stored: TokenPair[] = []
    const cookieStore = { ...memoryTokenStore(), keepsRefreshToken: true }
    const machine = sessionMachine.provide({
      actors: {
        loadTokens: fromPromise(async (): Promise<TokenPair | undefined> => undefined),
        storeTokens: fromPromise(async ({ input }) => {
          stored.push(input.tokens)
        }),
        refreshTokens: fromPromise(async ({ input }) => {
          inputs.push(input.refreshToken)
          return { accessToken: 'a2' }
        }),
      },
    })
    const actor = createActor(machine, {
      input: { tokenStore: cookieStore, clientId: 'web' },
    }).start()
    await waitFor(actor, (s) => s.matches('unauthenticated'))
    // Sign-in hands the whole pair to the store once; the session then forgets the refresh token.
    actor.send({ type: 'SIGN_IN', tokens: pair })
    let snapshot = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(stored).toEqual([pair])
    expect(snapshot.context.tokens?.refreshToken).toBeUndefined()
    actor.send({ type: 'REFRESH' })
    snapshot = await waitFor(
      actor,
      (s) => s.matches({ authenticated: 'idle' }) && stored.length === 2,
    )
    expect(inputs).toEqual([undefined])
    expect(snapshot.context.tokens).toEqual({ accessToken: 'a2', refreshToken: undefined })
  })

  it('keeps the refresh token when the issuer does not rotate it', async () => {
    const machine = sessionMachine.provide({
      actors: {
        loadTokens: fromPromise(async (): Promise<TokenPair | undefined> => pair),
        refreshTokens: fromPromise(async (): Promise<TokenPair> => ({ accessToken: 'a2' })),
      },
    })
    const input = { tokenStore: memoryTokenStore(), clientId: 'web' }
    const actor = createActor(machine, { input }).start()
    await waitFor(actor, (s) => s.matches('authenticated'))
    actor.send({ type: 'REFRESH' })
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }))
    expect(snapshot.context.tokens).toEqual({ accessToken: 'a2', refreshToken: 'r1' })
  })

  it.each([
    ['refresh-failed', pair, 'web'],
    ['missing-refresh-token', { accessToken: 'a1' }, 'web'],
    ['missing-client-id', pair, undefined],
  ] as const)('signs out once with reason %s', async (reason, stored, clientId) => {
    let cleared = 0
    const machine = sessionMachine.provide({
      actors: {
        loadTokens: fromPromise(async (): Promise<TokenPair | undefined> => stored),
        refreshTokens: fromPromise(
          async (): Promise<TokenPair> => Promise.reject(new Error('400')),
        ),
        clearTokens: fromPromise(async () => {
          cleared++
        }),
      },
    })
    const input = { tokenStore: memoryTokenStore(), clientId }
    const actor = createActor(machine, { input }).start()
    const events: SignedOutEvent[] = []
    actor.on('signed-out', (event) => events.push(event))
    await waitFor(actor, (s) => s.matches('authenticated'))
    actor.send({ type: 'REFRESH' })
    actor.send({ type: 'REFRESH' })
    await waitFor(actor, (s) => s.matches('unauthenticated'))
    actor.send({ type: 'REFRESH' })
    expect(events).toEqual([{ type: 'signed-out', reason }])
    expect(cleared).toBe(1)
  })
})

describe('refreshTokenPair', () => {
  it('posts the client id and refresh token with credentials and reads the envelope', async () => {
    const calls: { url: string; init?: RequestInit }[] = []
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init })
      return Response.json({ statusCode: 200, message: 'OK', data: renewed })
    }) as typeof globalThis.fetch
    const input = { baseUrl: 'https://app.test', clientId: 'web', refreshToken: 'r1', fetch }
    await expect(refreshTokenPair(input)).resolves.toEqual(renewed)
    expect(calls[0]?.url).toBe('https://app.test/api/auth/refresh')
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' })
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      clientId: 'web',
      refreshToken: 'r1',
    })
  })

  it('sends no refresh token when the cookie carries it', async () => {
    const bodies: unknown[] = []
    const fetch = (async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)))
      return Response.json({ statusCode: 200, message: 'OK', data: { accessToken: 'a2' } })
    }) as typeof globalThis.fetch
    await refreshTokenPair({ baseUrl: '', clientId: 'web', refreshToken: undefined, fetch })
    expect(bodies).toEqual([{ clientId: 'web' }])
  })

  it('accepts the bare pair', async () => {
    const fetch = (async () => Response.json(renewed)) as typeof globalThis.fetch
    const input = { baseUrl: '', clientId: 'web', refreshToken: 'r1', fetch }
    await expect(refreshTokenPair(input)).resolves.toEqual(renewed)
  })

  it('fails on a status of 400 or above, and on an answer without a pair', async () => {
    const bad = (async () => Response.json(renewed, { status: 400 })) as typeof globalThis.fetch
    const empty = (async () => Response.json({ data: null })) as typeof globalThis.fetch
    const input = { baseUrl: '', clientId: 'web', refreshToken: 'r1' }
    await expect(refreshTokenPair({ ...input, fetch: bad })).rejects.toThrow(/400/)
    await expect(refreshTokenPair({ ...input, fetch: empty })).rejects.toThrow(/pair/)
  })
})
