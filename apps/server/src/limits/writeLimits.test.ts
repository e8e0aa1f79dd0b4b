import { ApiError } from '@airwave/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, communityClient } from '../community/testKit'
import type { RunningServer } from '../server'
import { startCluster, type TestCluster } from '../testing/cluster'
import { startTestServer } from '../testing/testServer'
import type { Limit } from './catalogue'
import type { Limiter } from './limiter'
import { writeLimitOf } from './writeLimits'

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (error) {
    if (error instanceof ApiError) return error.status
    throw error
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

describe('every write route', () => {
  let server: RunningServer
  const writes: { method: string; url: string }[] = []
  const counted: { limit: Limit; key: string }[] = []

  beforeAll(async () => {
    server = await startTestServer({
      config: { writeRateLimits: true },
      extend: (app) =>
        app.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) {
            if (!READS.has(method)) writes.push({ method, url: route.url })
          }
        }),
    })
    // Sees what every limit counts, and counts on.
    const real = server.deps.limiter
    const recording: Limiter = {
      ...real,
      consume(limit, key, refuse) {
        counted.push({ limit, key })
        return real.consume(limit, key, refuse)
      },
    }
    server.deps.limiter = recording
  })
  afterAll(() => server?.stop())

  it('is named in the table of write limits', () => {
    expect(writes.length).toBeGreaterThan(100)
    const unlisted = writes.filter(
      ({ method, url }) => writeLimitOf(method, url)?.countedBy === 'default',
    )
    expect(unlisted).toEqual([])
  })

  it('counts each call against its limit before anything else', async () => {
    const missed: string[] = []
    for (const { method, url } of writes) {
      const found = writeLimitOf(method, url)
      // The chat send and the follow notification switch count in their handler (tests below
      // and in chat/, notification/), after the sign-in this anonymous call does not have.
      if (found?.countedBy !== 'route') continue
      const path = url.replace(/:[^/]+/g, '1')
      counted.length = 0
      await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const hit = counted.some(
        ({ limit, key }) => limit === found.limit && key.startsWith(`${method} ${url}|address:`),
      )
      if (!hit) missed.push(`${method} ${url}`)
    }
    expect(missed).toEqual([])
  })
})

describe('write limits, in memory (one instance, no Redis)', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ config: { writeRateLimits: true } })
  })
  afterAll(() => server.stop())

  it('answer 429 RATE_LIMITED past 20 comments a minute, per member and per call', async () => {
    const spammer = await addMember(server, 'spammer')
    const other = await addMember(server, 'other')
    const post = await other.client.community.createPost({ content: 'open thread' })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      statuses.push(
        await statusOf(spammer.client.community.createComment(post.idx, { content: `c${i}` })),
      )
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses[20]).toBe(429)
    // Replies have a count of their own.
    const comment = await other.client.community.createComment(post.idx, { content: 'root' })
    expect(
      await statusOf(spammer.client.community.createReply(comment.commentIdx, { content: 'r' })),
    ).toBe(200)
    // Another member writes on.
    expect(await statusOf(other.client.community.createComment(post.idx, { content: 'hi' }))).toBe(
      200,
    )
    // The refusal says when to come back.
    const response = await fetch(`${server.url}/v2/channel/post/${post.idx}/comment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${spammer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'again' }),
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' })
  })

  it('limit the writes that had none: follows, chat settings, searches, switches', async () => {
    const member = await addMember(server, 'busy')
    await addMember(server, 'target')
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status)
    const cases: [string, string, unknown, number][] = [
      ['POST', '/channel/follow', { channelId: 'target' }, 60],
      ['DELETE', '/channel/follow', { channelId: 'target' }, 60],
      ['POST', '/v2/category/follow', { categoryIdx: 1 }, 60],
      ['POST', '/v2/chat/ban-word/busy', { word: 'spam' }, 60],
      ['PUT', '/v2/chat/info/busy', { notice: 'hello' }, 20],
      ['POST', '/v2/search/recent', { search: 'music' }, 60],
      ['PUT', '/v2/chat/nickname-color', { color: 'coral' }, 20],
      ['PATCH', '/v2/notification/setting', { live: false }, 20],
      ['POST', '/member/channel/switch', { channelId: 'busy' }, 20],
    ]
    for (const [method, path, body, points] of cases) {
      const statuses: number[] = []
      for (let i = 0; i <= points; i++) statuses.push(await call(method, path, body))
      expect(
        statuses.slice(0, points).filter((status) => status === 429),
        `${method} ${path}`,
      ).toEqual([])
      expect(statuses[points], `${method} ${path}`).toBe(429)
    }
  })

  it('are off where the configuration says so (benchmarks)', async () => {
    const open = await startTestServer({ config: { writeRateLimits: false } })
    try {
      const writer = await addMember(open, 'bench')
      const post = await writer.client.community.createPost({ content: 'load' })
      for (let i = 0; i < 25; i++) {
        await writer.client.community.createComment(post.idx, { content: `c${i}` })
      }
      const page = await communityClient(open.url).community.listComments(post.idx)
      expect(page.totalCnt).toBe(25)
    } finally {
      await open.stop()
    }
  })
})

describe('write limits in Redis, shared by two instances', () => {
  let cluster: TestCluster
  beforeAll(async () => {
    cluster = await startCluster(2, { config: { writeRateLimits: true } })
  })
  afterAll(() => cluster?.stop())

  it('count a member across instances', async () => {
    const [a, b] = cluster.servers as [RunningServer, RunningServer]
    const spammer = await addMember(a, 'spread')
    const post = await spammer.client.community.createPost({ content: 'two doors' })
    const throughB = communityClient(b.url, spammer.token).community
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push(
        await statusOf(spammer.client.community.createComment(post.idx, { content: `a${i}` })),
      )
      statuses.push(await statusOf(throughB.createComment(post.idx, { content: `b${i}` })))
    }
    expect(statuses).toEqual(Array(20).fill(200))
    expect(await statusOf(throughB.createComment(post.idx, { content: 'one more' }))).toBe(429)
    expect(
      await statusOf(spammer.client.community.createComment(post.idx, { content: 'and here' })),
    ).toBe(429)
  })
})
