import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiError } from './apiError'
import { failureEnvelopeSchema, successEnvelopeSchema } from './envelope'
import type { MaintenanceInfo } from './maintenance'
import type { ApiRequest } from './request'
import { isUnreachable } from './serverReach'
import { codeForStatus, createTransport, serializeQuery } from './transport'

interface Call {
  url: string
  init: RequestInit
}

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status })
}

const ok = (data: unknown) => reply(200, { statusCode: 200, message: 'OK', data })

function recorder(answer: () => Response = () => ok(null)) {
  const calls: Call[] = []
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return answer()
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name]

const get = (extra: Partial<ApiRequest> = {}): ApiRequest => ({
  method: 'GET',
  path: '/v2/channel/info',
  answer: z.nullable(z.object({ channelId: z.string() })),
  auth: 'none',
  ...extra,
})

describe('createTransport: request shape', () => {
  it('sends the platform headers and the bearer token of the auth source', async () => {
    const { calls, fetch } = recorder()
    const auth = { getAccessToken: async () => 'tok', refresh: async () => 'tok2' }
    const transport = createTransport({
      baseUrl: 'https://api.test/',
      fetch,
      clientId: 'web',
      regionCode: 'KR',
      auth,
    })
    await transport.request(get({ auth: 'optional' }))
    expect(calls[0]?.url).toBe('https://api.test/v2/channel/info')
    expect(header(calls[0], 'x-language')).toBe('en-US')
    expect(header(calls[0], 'x-client-id')).toBe('web')
    expect(header(calls[0], 'x-region-code')).toBe('KR')
    expect(header(calls[0], 'authorization')).toBe('Bearer tok')
  })

  it('sends the configured language and no token to auth none endpoints', async () => {
    const { calls, fetch } = recorder()
    const auth = { getAccessToken: async () => 'tok', refresh: async () => 'tok2' }
    const transport = createTransport({ baseUrl: '', fetch, language: 'ko-KR', auth })
    await transport.request(get())
    expect(header(calls[0], 'x-language')).toBe('ko-KR')
    expect(header(calls[0], 'authorization')).toBeUndefined()
    expect(header(calls[0], 'x-client-id')).toBeUndefined()
  })

  it('serializes the query: skips undefined and null, repeats arrays', async () => {
    const { calls, fetch } = recorder()
    const transport = createTransport({ baseUrl: '', fetch })
    await transport.request(
      get({ query: { page: 2, sort: undefined, search: null, tag: ['a', 'b c'], hot: false } }),
    )
    expect(calls[0]?.url).toBe('/v2/channel/info?page=2&tag=a&tag=b+c&hot=false')
    expect(serializeQuery({})).toBe('')
    expect(serializeQuery(undefined)).toBe('')
  })

  it('sends JSON bodies with their content type and FormData untouched', async () => {
    const { calls, fetch } = recorder()
    const transport = createTransport({ baseUrl: '', fetch })
    await transport.request(get({ method: 'POST', body: { channelId: 'abc' } }))
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe('{"channelId":"abc"}')
    expect(header(calls[0], 'content-type')).toBe('application/json')
    const form = new FormData()
    form.append('file', 'x')
    await transport.request(get({ method: 'POST', body: form }))
    expect(calls[1]?.init.body).toBe(form)
    expect(header(calls[1], 'content-type')).toBeUndefined()
  })

  it('sends the idempotency key of a call, the same one again after a token refresh', async () => {
    const sent: (string | undefined)[] = []
    const fetch = (async (_url: string, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string>
      sent.push(headers['idempotency-key'])
      return headers.authorization === 'Bearer new' ? ok(null) : reply(401)
    }) as typeof globalThis.fetch
    const auth = { getAccessToken: async () => 'old', refresh: async () => 'new' }
    const transport = createTransport({ baseUrl: '', fetch, auth })
    const options = { idempotencyKey: 'cheer-7f3a' }
    await transport.request(get({ method: 'POST', auth: 'required', options }))
    expect(sent).toEqual(['cheer-7f3a', 'cheer-7f3a'])
    await transport.request(get({ method: 'POST', auth: 'required' }))
    expect(sent.at(-1)).toBeUndefined()
  })

  it('looks the global fetch up at call time', async () => {
    const transport = createTransport({ baseUrl: '' })
    const { calls, fetch } = recorder()
    vi.stubGlobal('fetch', fetch)
    await transport.request(get())
    expect(calls).toHaveLength(1)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('createTransport: answers', () => {
  it('resolves with the parsed data of the success envelope', async () => {
    const { fetch } = recorder(() => ok({ channelId: 'abc', extra: 1 }))
    const transport = createTransport({ baseUrl: '', fetch })
    await expect(transport.request(get())).resolves.toEqual({ channelId: 'abc' })
  })

  it('rejects an answer that does not match the schema with INVALID_RESPONSE', async () => {
    const { fetch } = recorder(() => ok({ channelId: 7 }))
    const transport = createTransport({ baseUrl: '', fetch })
    const error = await transport.request(get()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' })
  })

  it('maps the failure envelope to ApiError with its status, code and message', async () => {
    const { fetch } = recorder(() =>
      reply(409, { statusCode: 409, code: 'CHA30025', message: 'Already blocked' }),
    )
    const transport = createTransport({ baseUrl: '', fetch })
    await expect(transport.request(get())).rejects.toMatchObject({
      status: 409,
      code: 'CHA30025',
      message: 'Already blocked',
    })
  })

  it('exposes numeric account codes as strings', async () => {
    const { fetch } = recorder(() => reply(400, { statusCode: 400, code: 1004, message: 'e-mail' }))
    const transport = createTransport({ baseUrl: '', fetch })
    await expect(transport.request(get())).rejects.toMatchObject({ status: 400, code: '1004' })
  })

  it('reads only bodies that the envelope schemas accept', async () => {
    const bodies = [
      { statusCode: '200', data: { channelId: 'abc' } },
      { message: 7, data: { channelId: 'abc' } },
      [{ channelId: 'abc' }],
    ]
    for (const body of bodies) {
      expect(z.safeParse(successEnvelopeSchema, body).success).toBe(false)
      const transport = createTransport({
        baseUrl: '',
        fetch: recorder(() => reply(200, body)).fetch,
      })
      await expect(transport.request(get())).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    }
    const failure = { statusCode: 'bad', code: 'CHA30025', message: 'Already blocked' }
    expect(z.safeParse(failureEnvelopeSchema, failure).success).toBe(false)
    const transport = createTransport({
      baseUrl: '',
      fetch: recorder(() => reply(409, failure)).fetch,
    })
    await expect(transport.request(get())).rejects.toMatchObject({ code: 'CONFLICT' })
  })

  it.each([
    [400, 'INVALID_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
    [502, 'BAD_GATEWAY'],
    [504, 'GATEWAY_TIMEOUT'],
  ])('derives the code from status %i when the body names none', async (status, code) => {
    const { fetch } = recorder(() => new Response('<html>oops</html>', { status }))
    const transport = createTransport({ baseUrl: '', fetch })
    await expect(transport.request(get())).rejects.toMatchObject({ status, code })
    expect(codeForStatus(status)).toBe(code)
  })

  it('turns a failed fetch into NETWORK_ERROR', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    const transport = createTransport({ baseUrl: '', fetch })
    await expect(transport.request(get())).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    })
  })
})

// Never answers; rejects like the real fetch when its signal aborts.
const hanging = (async (_url: string, init?: RequestInit) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })) as typeof globalThis.fetch

describe('createTransport: timeouts and aborts', () => {
  it('times out after 15000 ms by default with TIMEOUT', async () => {
    vi.useFakeTimers()
    const transport = createTransport({ baseUrl: '', fetch: hanging })
    let settled: unknown
    const pending = transport.request(get()).catch((e: unknown) => {
      settled = e
    })
    await vi.advanceTimersByTimeAsync(14999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(settled).toMatchObject({ status: 0, code: 'TIMEOUT' })
  })

  it('honours a per-call timeout', async () => {
    vi.useFakeTimers()
    const transport = createTransport({ baseUrl: '', fetch: hanging, timeoutMs: 60000 })
    const pending = transport.request(get({ options: { timeoutMs: 100 } }))
    const assertion = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' })
    await vi.advanceTimersByTimeAsync(100)
    await assertion
  })

  it("rejects with the signal's reason when the caller aborts", async () => {
    const transport = createTransport({ baseUrl: '', fetch: hanging })
    const controller = new AbortController()
    const pending = transport.request(get({ options: { signal: controller.signal } }))
    const reason = new Error('left the page')
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
  })

  it('does not call fetch when the signal is already aborted', async () => {
    const { calls, fetch } = recorder()
    const transport = createTransport({ baseUrl: '', fetch })
    const reason = new Error('gone')
    await expect(
      transport.request(get({ options: { signal: AbortSignal.abort(reason) } })),
    ).rejects.toBe(reason)
    expect(calls).toHaveLength(0)
  })
})

describe('createTransport: maintenance', () => {
  it('emits the maintenance info of a 503 and rejects with kind maintenance', async () => {
    const body = {
      title: 'Upgrade',
      description: 'Back soon',
      overhaulImpact: 'Live and VOD',
      startTimeISO: '2026-11-22T10:00:00Z',
      endTimeISO: '2026-11-22 12:00',
    }
    const { fetch } = recorder(() => reply(503, body))
    const transport = createTransport({ baseUrl: '', fetch })
    const seen: MaintenanceInfo[] = []
    transport.on('maintenance', (info) => seen.push(info))
    const error = await transport.request(get()).catch((e: unknown) => e)
    expect(seen).toEqual([{ ...body, endTimeISO: null }])
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503, code: 'MAINTENANCE', kind: 'maintenance' })
  })

  it('reads the info from the envelope and keeps the code it names', async () => {
    const { fetch } = recorder(() =>
      reply(503, {
        statusCode: 503,
        code: 'SERVER_MAINTENANCE',
        message: 'Maintenance',
        data: { title: 'Upgrade', startTimeISO: '2026-11-22T10:00:00.000+09:00' },
      }),
    )
    const transport = createTransport({ baseUrl: '', fetch })
    const seen: MaintenanceInfo[] = []
    const off = transport.on('maintenance', (info) => seen.push(info))
    await expect(transport.request(get())).rejects.toMatchObject({
      status: 503,
      code: 'SERVER_MAINTENANCE',
    })
    expect(seen[0]).toMatchObject({
      title: 'Upgrade',
      startTimeISO: '2026-11-22T10:00:00.000+09:00',
      endTimeISO: null,
    })
    off()
    await transport.request(get()).catch(() => undefined)
    expect(seen).toHaveLength(1)
  })
})

describe('createTransport: 401', () => {
  it('refreshes once and retries with the new token', async () => {
    const calls: string[] = []
    const fetch = (async (_url: string, init?: RequestInit) => {
      const token = (init?.headers as Record<string, string> | undefined)?.authorization
      calls.push(String(token))
      return token === 'Bearer new' ? ok({ channelId: 'abc' }) : reply(401)
    }) as typeof globalThis.fetch
    const stale: (string | undefined)[] = []
    const auth = {
      getAccessToken: async () => 'old',
      refresh: async (token?: string) => {
        stale.push(token)
        return 'new'
      },
    }
    const transport = createTransport({ baseUrl: '', fetch, auth })
    await expect(transport.request(get({ auth: 'required' }))).resolves.toEqual({
      channelId: 'abc',
    })
    expect(calls).toEqual(['Bearer old', 'Bearer new'])
    expect(stale).toEqual(['old'])
  })

  it('retries only once', async () => {
    const { calls, fetch } = recorder(() => reply(401))
    let refreshes = 0
    const auth = { getAccessToken: async () => 'old', refresh: async () => `new${++refreshes}` }
    const transport = createTransport({ baseUrl: '', fetch, auth })
    await expect(transport.request(get({ auth: 'required' }))).rejects.toMatchObject({
      status: 401,
    })
    expect(calls).toHaveLength(2)
    expect(refreshes).toBe(1)
  })

  it('rejects with 401 unauthorized when the refresh fails', async () => {
    const { calls, fetch } = recorder(() => reply(401))
    const auth = {
      getAccessToken: async () => 'old',
      refresh: async () => Promise.reject(new Error('refresh failed')),
    }
    const transport = createTransport({ baseUrl: '', fetch, auth })
    await expect(transport.request(get({ auth: 'required' }))).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      kind: 'unauthorized',
    })
    expect(calls).toHaveLength(1)
  })

  it('reads again as a guest when the session ended meanwhile; other calls fail', async () => {
    // The server took the token back (a sign-out elsewhere on the page): a guest may read.
    const { calls, fetch } = recorder(() =>
      header(calls.at(-1), 'authorization') ? reply(401) : ok({ channelId: 'abc' }),
    )
    const auth = {
      getAccessToken: async () => 'old',
      refresh: async () => Promise.reject(new Error('signed out')),
    }
    const transport = createTransport({ baseUrl: '', fetch, auth })
    await expect(transport.request(get({ auth: 'optional' }))).resolves.toEqual({
      channelId: 'abc',
    })
    expect(calls.map((call) => header(call, 'authorization'))).toEqual(['Bearer old', undefined])
    // A write acts as its caller: as a guest it would be another act, so it is not sent again.
    const post = get({ auth: 'optional', method: 'POST', body: {} })
    await expect(transport.request(post)).rejects.toMatchObject({ status: 401 })
    expect(calls).toHaveLength(3)
  })

  it('sends a given token without asking the session, and never refreshes it', async () => {
    const { calls, fetch } = recorder(() => reply(401))
    let asked = 0
    let refreshes = 0
    const auth = {
      getAccessToken: async () => {
        asked++
        return 'current'
      },
      refresh: async () => {
        refreshes++
        return 'new'
      },
    }
    const transport = createTransport({ baseUrl: '', fetch, auth })
    const call = get({ auth: 'required', method: 'POST', options: { accessToken: 'leaving' } })
    await expect(transport.request(call)).rejects.toMatchObject({ status: 401 })
    expect(calls.map((c) => header(c, 'authorization'))).toEqual(['Bearer leaving'])
    expect([asked, refreshes]).toEqual([0, 0])
  })

  it('does not refresh a request that carried no token', async () => {
    const { fetch } = recorder(() => reply(401))
    let refreshes = 0
    const auth = {
      getAccessToken: async () => undefined,
      refresh: async () => {
        refreshes++
        return 'new'
      },
    }
    const transport = createTransport({ baseUrl: '', fetch, auth })
    await expect(transport.request(get({ auth: 'required' }))).rejects.toMatchObject({
      status: 401,
    })
    expect(refreshes).toBe(0)
  })
})

describe('createTransport: a server that cannot be reached', () => {
  it('names a gateway 502 and 504 unreachable, not a bare status', async () => {
    for (const status of [502, 504]) {
      const { fetch } = recorder(() => new Response('<html>Bad gateway</html>', { status }))
      const transport = createTransport({ baseUrl: '', fetch })
      const error = await transport.request(get()).catch((e: unknown) => e)
      expect(error).toMatchObject({ status, kind: 'unreachable' })
      expect(isUnreachable(error)).toBe(true)
    }
  })

  it("takes a gateway's 503 without our body for unreachable, not maintenance", async () => {
    const { fetch } = recorder(() => new Response('Service Unavailable', { status: 503 }))
    const transport = createTransport({ baseUrl: '', fetch })
    const seen: MaintenanceInfo[] = []
    transport.on('maintenance', (info) => seen.push(info))
    const error = await transport.request(get()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', kind: 'unreachable' })
    expect(seen).toEqual([])
  })

  it('takes a refused connection for unreachable', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof globalThis.fetch
    const transport = createTransport({ baseUrl: '', fetch })
    const error = await transport.request(get()).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', kind: 'network' })
    expect(isUnreachable(error)).toBe(true)
  })
})
