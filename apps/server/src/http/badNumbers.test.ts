import * as contract from '@airwave/sdk/contract'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { addMember, type TestMember } from '../community/testKit'
import { categoryFollows, liveStreamLikes, liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// Numbers no id or count column holds (a fraction, int32's neighbours, 2^63, ±1e308), in every
// number field of every call: each answer is a 4xx with a code, never a 500, and nothing is
// written. The bounds live in the contract (`int32`, `queryInteger`, `queryNumber`), so a new
// endpoint has them the day it is written; this walk proves it over HTTP.

type Definition = contract.EndpointDefinition

const definitions: Definition[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object')
  .flatMap(([, group]) => Object.values(group as Record<string, Definition>))

// As JSON numbers (bodies) and as query text; 2^63 is written out, as a client would send it.
const badNumbers = ['1.5', '2147483648', '-2147483649', '9223372036854775808', '1e308', '-1e308']

function shapeOf(schema: unknown): Record<string, z.ZodMiniType> {
  return (
    (schema as { _zod?: { def?: { shape?: Record<string, z.ZodMiniType> } } })?._zod?.def?.shape ??
    {}
  )
}
const numberKeys = (schema: unknown, text: boolean) =>
  Object.entries(shapeOf(schema))
    .filter(([, field]) =>
      text
        ? z.safeParse(field, '1').success && !z.safeParse(field, 'abc').success
        : z.safeParse(field, 1).success,
    )
    .map(([key]) => key)

let server: RunningServer
let member: TestMember
let streamer: TestMember
let streamIdx: number

const rows = async (table: PgTable) => {
  const [row] = await server.deps.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}
const written = async () => ({
  likes: await rows(liveStreamLikes),
  follows: await rows(categoryFollows),
  streams: JSON.stringify(await server.deps.db.select().from(liveStreams)),
})

beforeAll(async () => {
  server = await startTestServer()
  member = await addMember(server, 'walker')
  streamer = await addMember(server, 'onair')
  const [stream] = await server.deps.db
    .insert(liveStreams)
    .values({ channelId: streamer.channelIdx ?? 0, title: 'on air' })
    .returning({ id: liveStreams.id })
  streamIdx = stream?.id ?? 0
})
afterAll(() => server.stop())

const send = (method: string, path: string, body?: string) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  })

describe('numbers no column holds', () => {
  it('answer 400 INVALID_REQUEST on the live like and the category follow; nothing written', async () => {
    const before = await written()
    for (const method of ['POST', 'DELETE']) {
      for (const n of badNumbers) {
        const response = await send(method, '/stream/like', `{"streamIdx":${n}}`)
        expect([method, n, response.status]).toEqual([method, n, 400])
        expect(((await response.json()) as { code: string }).code).toBe('INVALID_REQUEST')
      }
      const follow = await send(method, '/v2/category/follow', '{"categoryIdx":2147483648}')
      expect(follow.status).toBe(400)
      expect(((await follow.json()) as { code: string }).code).toBe('INVALID_REQUEST')
    }
    expect(await written()).toEqual(before)
    // The same calls with numbers that fit still work.
    expect((await send('POST', '/stream/like', JSON.stringify({ streamIdx }))).status).toBe(200)
    expect((await send('POST', '/v2/category/follow', '{"categoryIdx":2}')).status).toBe(200)
  })

  it('answer a 4xx with a code in every number field of every call, never a 500', async () => {
    const failures: string[] = []
    let tried = 0
    for (const definition of definitions) {
      const path = definition.path.replace(/\{[^}]+\}/g, (name) =>
        /channel|\{id\}/i.test(name) ? 'walker' : '1',
      )
      const queryKeys = numberKeys(definition.query, true)
      const bodyKeys = definition.body === 'multipart' ? [] : numberKeys(definition.body, false)
      for (const n of badNumbers) {
        for (const key of queryKeys) {
          const response = await send(definition.method, `${path}?${key}=${n}`)
          tried++
          const answer = (await response.json().catch(() => ({}))) as { code?: unknown }
          if (response.status >= 500 || typeof answer.code !== 'string' || response.ok) {
            failures.push(`${definition.method} ${path}?${key}=${n}: ${response.status}`)
          }
        }
        for (const key of bodyKeys) {
          const response = await send(definition.method, path, `{"${key}":${n}}`)
          tried++
          const answer = (await response.json().catch(() => ({}))) as { code?: unknown }
          if (response.status >= 500 || typeof answer.code !== 'string' || response.ok) {
            failures.push(`${definition.method} ${path} ${key}=${n}: ${response.status}`)
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(400)
    expect(failures).toEqual([])
  })
})
