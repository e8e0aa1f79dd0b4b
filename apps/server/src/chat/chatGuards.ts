import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import type { Config } from '../config'
import { HttpError } from '../http/httpError'

/**
 * Chat sends a member may make per window, on top of slow mode (chosen): a person typing fast
 * sends a line every second or two; a script sends hundreds.
 */
const SEND_LIMIT = { points: 20, duration: 10 }

/** A refusal that says when a send is accepted again (slow mode, the send limit). */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number

  constructor(statusCode: number, code: string, message: string, retryAfterSeconds: number) {
    super(statusCode, code, message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The per-member counters of the chat: slow mode and the send limit. */
export interface ChatGuards {
  /** Claims the member's slow-mode slot in a channel, or throws CHT10003 with the wait. */
  slowMode(channelIdx: number, memberId: number, seconds: number): Promise<void>
  /** Counts a send, or throws 429 RATE_LIMITED with the wait (off with `writeRateLimits`). */
  sendLimit(memberId: number): Promise<void>
}

const waitOf = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))

async function consume(limiter: RateLimiterAbstract, key: string, refuse: (wait: number) => Error) {
  try {
    await limiter.consume(key)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refuse(waitOf(error))
    throw error
  }
}

/**
 * Slow mode and the send limit with `rate-limiter-flexible`: in Redis when the server has one
 * (every instance counts together), in memory otherwise. Both the REST send and the socket's
 * SEND_CHAT go through them, so neither path doubles a member's allowance.
 *
 * @example
 * const guards = createChatGuards(config, redis)
 * await guards.slowMode(room.channel.idx, member.id, room.settings.slowModeSeconds)
 */
export function createChatGuards(config: Config, redis: Redis | undefined): ChatGuards {
  const prefix = `${config.redisPrefix ?? 'airwave:'}chat:`
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration })
  // One limiter per slow-mode length in use (at most SLOW_MODE_MAX_SECONDS of them).
  const slow = new Map<number, RateLimiterAbstract>()
  const send = make(`${prefix}send`, SEND_LIMIT.points, SEND_LIMIT.duration)
  return {
    async slowMode(channelIdx, memberId, seconds) {
      if (seconds <= 0) return
      let limiter = slow.get(seconds)
      if (!limiter) {
        limiter = make(`${prefix}slow${seconds}`, 1, seconds)
        slow.set(seconds, limiter)
      }
      await consume(
        limiter,
        `${channelIdx}:${memberId}`,
        (wait) =>
          new RetryLaterError(
            403,
            'CHT10003',
            `Slow mode: one message every ${seconds} s; try again in ${wait} s`,
            wait,
          ),
      )
    },
    async sendLimit(memberId) {
      if (!config.writeRateLimits) return
      await consume(
        send,
        String(memberId),
        (wait) =>
          new RetryLaterError(
            429,
            'RATE_LIMITED',
            `Too many at once: try again in ${wait} s`,
            wait,
          ),
      )
    },
  }
}
