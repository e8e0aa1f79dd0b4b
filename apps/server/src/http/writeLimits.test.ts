import { randomBytes } from 'node:crypto'
import { ApiError } from '@airwave/sdk'
import { liveEndpoints, videoEndpoints } from '@airwave/sdk/contract'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, communityClient } from '../community/testKit'
import type { RunningServer } from '../server'
import { openTestDatabase } from '../testing/testDatabase'
import { startTestServer, testConfig } from '../testing/testServer'
import { writeLimitOf } from './writeLimits'

const REDIS_URL = 'redis://127.0.0.1:6379'

async function statusOf(call: Promise<unknown>): Promise<number | string> {
  try {
    await call
    return 200
  } catch (error) {
    if (error instanceof ApiError) return error.code === 'RATE_LIMITED' ? 429 : error.status
    throw error
  }
}

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
    const statuses: (number | string)[] = []
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

  it('limit posts, reports and likes each on their own count', async () => {
    const writer = await addMember(server, 'writer')
    const posts: (number | string)[] = []
    for (let i = 0; i < 11; i++) {
      posts.push(await statusOf(writer.client.community.createPost({ content: `p${i}` })))
    }
    expect(posts.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(posts[10]).toBe(429)
    // Likes are counted apart from posts: the writer still likes.
    const liked = await writer.client.community.likePost(1).then(
      () => 200,
      (error: ApiError) => error.status,
    )
    expect(liked).not.toBe(429)
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
  let a: RunningServer
  let b: RunningServer
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL)
    // A run within the last minute may have left counts behind.
    const stale = await redis.keys('airwave-write-limit:*')
    if (stale.length > 0) await redis.del(...stale)
    await redis.quit()
    // One database and one secret behind both, as two instances of one platform have.
    const database = openTestDatabase()
    const jwtSecret = randomBytes(32)
    a = await startTestServer({
      database: { ...database, close: async () => {} },
      config: { redisUrl: REDIS_URL, jwtSecret, writeRateLimits: true },
    })
    b = await startTestServer({
      database,
      config: { redisUrl: REDIS_URL, jwtSecret, writeRateLimits: true },
    })
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
  })

  it('count a member across instances', async () => {
    const spammer = await addMember(a, 'spread')
    const post = await spammer.client.community.createPost({ content: 'two doors' })
    const throughB = communityClient(b.url, spammer.token).community
    const statuses: (number | string)[] = []
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

describe('write limits of the video catalogue', () => {
  it('limit likes, reports, edits, positions, settings and category follows per minute', () => {
    const config = testConfig({ writeRateLimits: true })
    const v = videoEndpoints
    const maxOf = (d: { method: string; path: string }) => writeLimitOf(d, config)?.max
    expect([v.like, v.unlike].map(maxOf)).toEqual([120, 120])
    expect(maxOf(v.report)).toBe(10)
    expect([v.update, v.delete].map(maxOf)).toEqual([30, 30])
    expect(maxOf(v.savePosition)).toBe(60)
    expect(maxOf(v.saveSetting)).toBe(20)
    expect([liveEndpoints.followCategory, liveEndpoints.unfollowCategory].map(maxOf)).toEqual([
      60, 60,
    ])
    expect(maxOf(v.listV2)).toBeUndefined()
  })
})
