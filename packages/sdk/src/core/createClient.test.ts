import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createClient } from './createClient'
import { endpoint } from './endpoint'
import type { MaintenanceInfo } from './maintenance'
import { createSession } from './session'
import type { SignedOutEvent } from './session.machine'
import { memoryTokenStore } from './tokenStore'

const demoEndpoints = {
  getPost: endpoint({
    method: 'GET',
    path: '/v2/channel/post/{postIdx}',
    query: z.object({ channelId: z.string() }),
    answer: z.object({ postIdx: z.number() }),
    auth: 'optional',
  }),
  getPinStatus: endpoint({
    method: 'GET',
    path: '/v2/channel/{channelId}/pin',
    answer: z.object({ pinned: z.boolean() }),
    auth: 'optional',
  }),
}

describe('createClient', () => {
  it('binds the endpoint groups over a transport with the given headers', async () => {
    const calls: { url: string; init?: RequestInit }[] = []
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init })
      return Response.json({ statusCode: 200, message: 'OK', data: { postIdx: 7 } })
    }) as typeof globalThis.fetch
    const client = createClient({
      baseUrl: 'https://api.test',
      endpoints: { demo: demoEndpoints },
      language: 'ja-JP',
      clientId: 'web',
      fetch,
    })
    await expect(client.demo.getPost(7, { channelId: 'abc' })).resolves.toEqual({ postIdx: 7 })
    expect(calls[0]?.url).toBe('https://api.test/v2/channel/post/7?channelId=abc')
    expect(calls[0]?.init?.headers).toMatchObject({ 'x-language': 'ja-JP', 'x-client-id': 'web' })
    expect(calls[0]?.init?.headers).not.toHaveProperty('authorization')
  })

  it('takes the options of a call without input right after its path arguments', async () => {
    const urls: string[] = []
    // Answers only when the request's signal aborts, so the test sees the signal arrive.
    const fetch = ((url: string, init?: RequestInit) => {
      urls.push(url)
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }) as typeof globalThis.fetch
    const client = createClient({ baseUrl: '', endpoints: { demo: demoEndpoints }, fetch })
    const controller = new AbortController()
    const call = client.demo.getPinStatus('abc', { signal: controller.signal })
    await vi.waitFor(() => expect(urls).toEqual(['/v2/channel/abc/pin']))
    controller.abort()
    await expect(call).rejects.toBeDefined()
  })

  it('signs calls with the session token', async () => {
    const calls: RequestInit[] = []
    const fetch = (async (_url: string, init: RequestInit) => {
      calls.push(init)
      return Response.json({ statusCode: 200, message: 'OK', data: { postIdx: 7 } })
    }) as typeof globalThis.fetch
    const session = createSession({
      tokenStore: memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' }),
      clientId: 'web',
      fetch,
    })
    const client = createClient({ baseUrl: '', endpoints: { demo: demoEndpoints }, session, fetch })
    await client.demo.getPost(7, { channelId: 'abc' })
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer a1' })
  })

  it('forwards maintenance from the transport and signed-out from the session', async () => {
    const fetch = (async () =>
      Response.json({ title: 'Upgrade' }, { status: 503 })) as typeof globalThis.fetch
    const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'web', fetch })
    const client = createClient({ baseUrl: '', endpoints: { demo: demoEndpoints }, session, fetch })
    const maintenance: MaintenanceInfo[] = []
    const signOuts: SignedOutEvent[] = []
    client.on('maintenance', (info) => maintenance.push(info))
    client.on('signed-out', (event) => signOuts.push(event))
    await expect(client.demo.getPost(7, { channelId: 'abc' })).rejects.toMatchObject({
      status: 503,
    })
    expect(maintenance).toMatchObject([{ title: 'Upgrade' }])
    await session.signIn({ accessToken: 'a1' })
    await session.signOut()
    expect(signOuts).toEqual([{ type: 'signed-out', reason: 'requested' }])
  })

  it('works without a session, where signed-out never fires', () => {
    const client = createClient({ baseUrl: '', endpoints: { demo: demoEndpoints } })
    const off = client.on('signed-out', () => {})
    expect(off).toBeTypeOf('function')
    off()
    expect(client.transport.request).toBeTypeOf('function')
  })
})
