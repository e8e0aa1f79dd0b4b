import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { RetryLaterError } from '../http/httpError'
import type { Limit } from './catalogue'

/** Counts calls against the limits of `catalogue.ts`, whoever checks them. */
export interface Limiter {
  /**
   * Counts one call under `key`; past the limit throws 429 (the limit's code, RATE_LIMITED by
   * default) with the wait, or what `refuse` makes of the wait.
   */
  consume(limit: Limit, key: string, refuse?: (waitSeconds: number) => Error): Promise<void>
  /** Counts one call (a failed attempt) without refusing anything. */
  count(limit: Limit, key: string): Promise<void>
  /** Seconds until `key` may call again; 0 when it may now. Counts nothing. */
  waitOf(limit: Limit, key: string): Promise<number>
  /** Forgets the calls counted under `key` (a right password clears its pair's failures). */
  clear(limit: Limit, key: string): Promise<void>
}

export interface LimiterOptions {
  /** The cluster's Redis: every instance counts together. Absent: in memory, per process. */
  redis?: Redis | undefined
  /** Prefix of every Redis key (the cluster's `AIRWAVE_REDIS_PREFIX`). */
  prefix: string
  /** `false` lets every write limit's calls through (`AIRWAVE_WRITE_RATE_LIMITS=0`). */
  writes: boolean
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * The refusal of a limit: 429 with its code and the wait, which the error handler sends as
 * `retry-after` and the socket as `retryAfterSeconds`.
 */
function tooMany(limit: Limit, waitSeconds: number): RetryLaterError {
  return new RetryLaterError(
    429,
    limit.code ?? 'RATE_LIMITED',
    `Too many at once: try again in ${waitSeconds} s`,
    waitSeconds,
  )
}

/**
 * The server's one rate limiter, on `rate-limiter-flexible`: in Redis when the server has one
 * (each limit a fixed window per key, shared by every instance), in memory otherwise. Should
 * Redis fail, each instance counts in memory meanwhile rather than refusing or letting
 * everything through.
 *
 * @example
 * const limiter = createLimiter({ redis, prefix: 'airwave:', writes: true })
 * await limiter.consume(limits.comment, `member:${member.id}`)
 */
export function createLimiter(options: LimiterOptions): Limiter {
  const engines = new Map<string, RateLimiterAbstract>()
  const engineOf = (limit: Limit): RateLimiterAbstract => {
    let engine = engines.get(limit.name)
    if (!engine) {
      const settings = {
        keyPrefix: `${options.prefix}limit:${limit.name}`,
        points: limit.points,
        duration: limit.seconds,
      }
      engine = options.redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: options.redis,
            insuranceLimiter: new RateLimiterMemory(settings),
          })
        : new RateLimiterMemory(settings)
      engines.set(limit.name, engine)
    }
    return engine
  }
  const off = (limit: Limit) => limit.write === true && !options.writes

  return {
    async consume(limit, key, refuse) {
      if (off(limit)) return
      try {
        await engineOf(limit).consume(key)
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        const wait = secondsOf(error.msBeforeNext)
        throw refuse ? refuse(wait) : tooMany(limit, wait)
      }
    },
    async count(limit, key) {
      if (off(limit)) return
      await engineOf(limit).penalty(key)
    },
    async waitOf(limit, key) {
      if (off(limit)) return 0
      const state = await engineOf(limit).get(key)
      if (!state || state.consumedPoints < limit.points) return 0
      return secondsOf(state.msBeforeNext)
    },
    async clear(limit, key) {
      await engineOf(limit).delete(key)
    },
  }
}
