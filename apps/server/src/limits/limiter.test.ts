import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { RetryLaterError } from '../http/httpError'
import type { Limit } from './catalogue'
import { createLimiter, type Limiter } from './limiter'

const REDIS_URL = process.env.AIRWAVE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const three: Limit = { name: 'three', points: 3, seconds: 60, per: 'member' }
const writes: Limit = { ...three, name: 'writes', write: true }
const spec: Limit = { ...three, name: 'spec', code: 'API1002' }
const brief: Limit = { name: 'brief', points: 1, seconds: 1, per: 'member' }

async function refusalOf(call: Promise<unknown>): Promise<RetryLaterError | undefined> {
  try {
    await call
    return undefined
  } catch (error) {
    if (error instanceof RetryLaterError) return error
    throw error
  }
}

/** The same checks on every store: what a limit does must not depend on where it counts. */
function behaves(make: (writes?: boolean) => Limiter) {
  it('lets the allowance through, then refuses with 429 RATE_LIMITED and the wait', async () => {
    const limiter = make()
    for (let i = 0; i < 3; i++) await limiter.consume(three, 'kim')
    const refusal = await refusalOf(limiter.consume(three, 'kim'))
    expect(refusal).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' })
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(0)
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Another key, and another limit on the same key, count on their own.
    await limiter.consume(three, 'lee')
    await limiter.consume(spec, 'kim')
  })

  it("refuses with the limit's own code, or what the caller makes of the wait", async () => {
    const limiter = make()
    for (let i = 0; i < 3; i++) await limiter.consume(spec, 'kim')
    expect(await refusalOf(limiter.consume(spec, 'kim'))).toMatchObject({ code: 'API1002' })
    const slow = await refusalOf(
      limiter.consume(spec, 'kim', (wait) => new RetryLaterError(403, 'CHT10003', 'slow', wait)),
    )
    expect(slow).toMatchObject({ statusCode: 403, code: 'CHT10003' })
  })

  it('counts failures without refusing, tells the wait, and forgets on clear', async () => {
    const limiter = make()
    expect(await limiter.waitOf(three, 'kim')).toBe(0)
    for (let i = 0; i < 5; i++) await limiter.count(three, 'kim')
    expect(await limiter.waitOf(three, 'kim')).toBeGreaterThan(0)
    await limiter.clear(three, 'kim')
    expect(await limiter.waitOf(three, 'kim')).toBe(0)
    await limiter.consume(three, 'kim')
  })

  it('lets writes through when write limits are off, and keeps the others', async () => {
    const limiter = make(false)
    for (let i = 0; i < 10; i++) await limiter.consume(writes, 'kim')
    for (let i = 0; i < 3; i++) await limiter.consume(three, 'kim')
    expect(await refusalOf(limiter.consume(three, 'kim'))).toBeDefined()
  })

  it('opens again once the window has passed', async () => {
    const limiter = make()
    await limiter.consume(brief, 'kim')
    expect(await refusalOf(limiter.consume(brief, 'kim'))).toBeDefined()
    // Bounded: a one-second window is over well within five.
    const until = Date.now() + 5000
    let open = false
    while (!open && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      open = (await refusalOf(limiter.consume(brief, 'kim'))) === undefined
    }
    expect(open).toBe(true)
  })
}

describe('the limiter in memory', () => {
  behaves((writes = true) => createLimiter({ prefix: 'test:', writes }))
})

describe('the limiter in Redis', () => {
  const redis = new Redis(REDIS_URL)
  const prefixes: string[] = []
  // A prefix per limiter: tests never meet one another's counts, nor another run's.
  const fresh = () => {
    const prefix = `airwave-test:${randomUUID()}:`
    prefixes.push(prefix)
    return prefix
  }
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
    }
    await redis.quit()
  })

  behaves((writes = true) => createLimiter({ redis, prefix: fresh(), writes }))

  it('counts together for every instance on one Redis and prefix', async () => {
    const prefix = fresh()
    const a = createLimiter({ redis, prefix, writes: true })
    const b = createLimiter({ redis, prefix, writes: true })
    await a.consume(three, 'kim')
    await b.consume(three, 'kim')
    await a.consume(three, 'kim')
    expect(await refusalOf(b.consume(three, 'kim'))).toMatchObject({ code: 'RATE_LIMITED' })
    await b.count(spec, 'lee')
    expect(await a.waitOf(spec, 'lee')).toBe(0)
    await b.count(spec, 'lee')
    await b.count(spec, 'lee')
    expect(await a.waitOf(spec, 'lee')).toBeGreaterThan(0)
  })
})
