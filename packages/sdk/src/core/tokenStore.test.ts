import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { type TokenPair, tokenPairSchema } from './tokenPair'
import {
  cookieTokenStore,
  localStorageTokenStore,
  memoryTokenStore,
  readTokenPair,
} from './tokenStore'

const pair: TokenPair = {
  accessToken: 'a1',
  refreshToken: 'r1',
  accessTokenExpiredDate: '2026-01-01T00:00:00Z',
  refreshTokenExpiredDate: 1767225600000,
}

function fakeStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('memoryTokenStore', () => {
  it('keeps, returns and clears the pair', async () => {
    const store = memoryTokenStore()
    expect(await store.get()).toBeUndefined()
    await store.set(pair)
    expect(await store.get()).toEqual(pair)
    await store.clear()
    expect(await store.get()).toBeUndefined()
  })
})

describe('localStorageTokenStore', () => {
  it('stores the pair as JSON under its key', async () => {
    const storage = fakeStorage()
    const store = localStorageTokenStore({ key: 'tokens', storage })
    await store.set(pair)
    expect(JSON.parse(storage.items.get('tokens') ?? '')).toEqual(pair)
    expect(await store.get()).toEqual(pair)
    await store.clear()
    expect(storage.items.has('tokens')).toBe(false)
  })

  it('reads corrupt JSON or a wrong shape as no pair', async () => {
    const storage = fakeStorage()
    const store = localStorageTokenStore({ storage })
    storage.items.set('airwave.tokens', '{not json')
    expect(await store.get()).toBeUndefined()
    storage.items.set('airwave.tokens', '{"refreshToken":"r1"}')
    expect(await store.get()).toBeUndefined()
  })

  it('resolves localStorage at call time, and reads nothing without one', async () => {
    const store = localStorageTokenStore()
    expect(await store.get()).toBeUndefined()
    const storage = fakeStorage()
    vi.stubGlobal('localStorage', storage)
    await store.set(pair)
    expect(storage.items.has('airwave.tokens')).toBe(true)
  })
})

describe('cookieTokenStore', () => {
  it('uses the same-origin session endpoints with credentials', async () => {
    const calls: { url: string; init?: RequestInit }[] = []
    let saved: unknown = null
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init })
      if (init?.method === 'POST') saved = JSON.parse(String(init.body))
      if (init?.method === 'DELETE') saved = null
      return Response.json({ statusCode: 200, message: 'OK', data: saved })
    }) as typeof globalThis.fetch
    const store = cookieTokenStore({ fetch })
    expect(await store.get()).toBeUndefined()
    await store.set(pair)
    expect(await store.get()).toEqual(pair)
    await store.clear()
    expect(await store.get()).toBeUndefined()
    expect(calls.map((c) => `${c.init?.method} ${c.url}`)).toEqual([
      'GET /api/auth',
      'POST /api/auth',
      'GET /api/auth',
      'DELETE /api/auth',
      'GET /api/auth',
    ])
    expect(calls.every((c) => c.init?.credentials === 'include')).toBe(true)
  })

  it('fails when the endpoint answers an error status', async () => {
    const fetch = (async () => new Response(null, { status: 500 })) as typeof globalThis.fetch
    const store = cookieTokenStore({ baseUrl: 'https://app.test', fetch })
    await expect(store.set(pair)).rejects.toThrow(/500/)
  })
})

describe('readTokenPair', () => {
  it('reads the envelope or the bare pair', () => {
    expect(readTokenPair({ data: pair })).toEqual(pair)
    expect(readTokenPair(pair)).toEqual(pair)
    expect(readTokenPair({ data: null })).toBeUndefined()
  })

  it('accepts and drops what tokenPairSchema accepts and drops', () => {
    const values: unknown[] = [
      pair,
      { accessToken: 'a' },
      { ...pair, tokenType: 'Bearer' },
      { accessToken: 'a', refreshToken: undefined, accessTokenExpiredDate: 0 },
      { accessToken: 'a', refreshToken: 7 },
      { accessToken: 'a', refreshTokenExpiredDate: true },
      { accessToken: 'a', accessTokenExpiredDate: null },
      { refreshToken: 'r' },
      ['a'],
      'a',
    ]
    for (const value of values) {
      const parsed = z.safeParse(tokenPairSchema, value)
      expect(readTokenPair(value)).toEqual(parsed.success ? parsed.data : undefined)
    }
  })
})
