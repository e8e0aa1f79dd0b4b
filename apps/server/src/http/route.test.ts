import { queryBoolean, queryInteger } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { issueTokenPair } from '../account/tokens'
import { channels, members } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { route } from './route'

const getThing = {
  method: 'GET',
  path: '/things/{thingId}',
  // Built as the contract builds queries: its schemas convert the query strings.
  query: z.object({ page: queryInteger(), verbose: z.optional(queryBoolean()) }),
  answer: z.object({
    id: z.number(),
    page: z.number(),
    verbose: z.boolean(),
    who: z.nullable(z.string()),
  }),
  auth: 'optional',
} as const

const createThing = {
  method: 'POST',
  path: '/things',
  body: z.object({ name: z.string().check(z.minLength(1)) }),
  answer: z.object({ name: z.string(), by: z.string() }),
  auth: 'required',
} as const

const broken = {
  method: 'GET',
  path: '/broken/{kind}',
  answer: z.object({ n: z.number() }),
  auth: 'none',
} as const

let server: RunningServer
let token: string

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(server.url + path, init)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  server = await startTestServer({
    extend(app) {
      route(app, getThing, ({ id, query, member }) => ({
        id: id('thingId'),
        page: query.page,
        verbose: query.verbose ?? false,
        who: member?.channel?.channelId ?? null,
      }))
      route(app, createThing, ({ body, me }) => ({ name: body.name, by: me.email }))
      route(app, broken, ({ params }) => {
        if (params.kind === 'throw') throw new Error('password=hunter2 at db.internal:5432')
        return { n: 'not a number' } as unknown as { n: number }
      })
    },
  })
  const { db } = server.deps
  const [member] = await db
    .insert(members)
    .values({ email: 'kim@airwave.test', passwordHash: 'x', birthDate: '1990-01-01' })
    .returning()
  if (!member) throw new Error('no member')
  const [channel] = await db
    .insert(channels)
    .values({ handle: 'kim42', nickname: 'Kim', ownerId: member.id })
    .returning()
  if (!channel) throw new Error('no channel')
  const pair = await issueTokenPair(db, server.deps.config.jwtSecret, {
    memberId: member.id,
    channelIdx: channel.id,
  })
  token = pair.accessToken
})

afterAll(() => server.stop())

describe('route()', () => {
  it('maps {param} to a path parameter, coerces the query and wraps the envelope', async () => {
    const res = await call('/things/7?page=2&verbose=true')
    expect(res).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'OK', data: { id: 7, page: 2, verbose: true, who: null } },
    })
  })

  it('resolves the member of an optional route when a token is sent', async () => {
    const res = await call('/things/7?page=1', { headers: { authorization: `Bearer ${token}` } })
    expect(res.body.data).toMatchObject({ who: 'kim42' })
  })

  it('answers 404 NOT_FOUND for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call(`/things/${id}?page=1`)
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('NOT_FOUND')
    }
  })

  it('coerces every request alike, absent keys staying absent', async () => {
    await call('/things/7?page=2&verbose=true')
    expect((await call('/things/7?page=3')).body.data).toMatchObject({ page: 3, verbose: false })
    expect((await call('/things/7?verbose=false&page=4')).body.data).toMatchObject({
      page: 4,
      verbose: false,
    })
    expect((await call('/things/7?page=5&verbose=yes')).status).toBe(400)
    expect((await call('/things/7')).status).toBe(400)
  })

  it('answers 400 INVALID_REQUEST naming the field for a bad query', async () => {
    const res = await call('/things/7?page=two')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' })
    expect(res.body.message).toContain('query.page')
  })

  it('answers 401 UNAUTHORIZED without a token on a required route', async () => {
    const res = await call('/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    })
    expect(res).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } })
  })

  it('answers 401 for a forged token', async () => {
    const res = await call('/things', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}x`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    })
    expect(res.status).toBe(401)
  })

  it('validates the JSON body and hands the member to the handler', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const bad = await call('/things', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: '' }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('body.name')
    const malformed = await call('/things', { method: 'POST', headers, body: '{"name":' })
    expect(malformed).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    const good = await call('/things', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'a' }),
    })
    expect(good.body.data).toEqual({ name: 'a', by: 'kim@airwave.test' })
  })

  it('answers 500 INTERNAL, without internals, when the answer breaks the contract or the handler throws', async () => {
    const mismatch = await call('/broken/shape')
    expect(mismatch).toMatchObject({ status: 500, body: { statusCode: 500, code: 'INTERNAL' } })
    const thrown = await call('/broken/throw')
    expect(thrown).toMatchObject({ status: 500, body: { code: 'INTERNAL' } })
    expect(JSON.stringify(thrown.body)).not.toContain('hunter2')
  })

  it('answers 413 for a JSON body above the limit', async () => {
    const res = await call('/things', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(res).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } })
  })

  it('answers 404 NOT_FOUND in the envelope for an unknown route', async () => {
    const res = await call('/nothing/here')
    expect(res).toMatchObject({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND' } })
  })
})

describe('cross-origin calls', () => {
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/things`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })

  it('answers a preflight from a configured origin only, with credentials', async () => {
    const configured = await startTestServer({
      config: { corsOrigins: ['https://app.example'] },
      extend: (app) => app.post('/things', async () => ({ ok: true })),
    })
    try {
      const allowed = await preflight(configured.url, 'https://app.example')
      expect(allowed.status).toBe(204)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example')
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
      expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization')
      // Another page on this machine, on any port, is a stranger: no CORS headers at all.
      for (const origin of [
        'https://evil.example',
        'http://localhost:8123',
        'http://127.0.0.1:9',
      ]) {
        const refused = await preflight(configured.url, origin)
        expect(refused.headers.get('access-control-allow-origin')).toBeNull()
        expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
      }
      const read = await fetch(`${configured.url}/member/unregister/reason`, {
        headers: { origin: 'http://localhost:8123' },
      })
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await configured.stop()
    }
  })
})
