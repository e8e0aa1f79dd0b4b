import {
  communityEndpoints,
  embedEndpoints,
  itemEndpoints,
  liveEndpoints,
  pollEndpoints,
  videoEndpoints,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import { verifyAccessToken } from '../accounts/tokens'
import type { Config } from '../config'
import { LOCAL_CHECKOUT_FORM } from '../item/providers/localProvider'
import { bearerToken } from './auth'
import { tooManyRequests } from './httpError'

interface WriteLimit {
  /** Calls a member may make in `timeWindow`. */
  max: number
  timeWindow: number
}

const MINUTE = 60_000

// A member who writes as fast as a person can never meets these; a script meets them at once
// (one member once posted 300 comments in 3 s). Each limit counts per member and per call.
const COMMENTS: WriteLimit = { max: 20, timeWindow: MINUTE }
const POSTS: WriteLimit = { max: 10, timeWindow: MINUTE }
const REPORTS: WriteLimit = { max: 10, timeWindow: MINUTE }
const LIKES: WriteLimit = { max: 120, timeWindow: MINUTE }
// The streamer's stream settings: a form saved by hand, a few times an hour.
const STREAM_SETTINGS: WriteLimit = { max: 20, timeWindow: MINUTE }
// Raids: a streamer raids once at the end of a live, maybe twice; a few a minute covers a
// mistaken target, and no script sends a crowd around every second.
const RAIDS: WriteLimit = { max: 5, timeWindow: MINUTE }
// Polls: a member votes once a poll, so a few votes a minute cover every poll and a retry; the
// streamer and managers start, edit and end polls by hand.
const VOTES: WriteLimit = { max: 10, timeWindow: MINUTE }
const POLL_WRITES: WriteLimit = { max: 30, timeWindow: MINUTE }
// A video's owner edits by hand; the player saves the position every few seconds at most;
// following is a click.
const VIDEO_EDITS: WriteLimit = { max: 30, timeWindow: MINUTE }
const POSITIONS: WriteLimit = { max: 60, timeWindow: MINUTE }
const SETTINGS: WriteLimit = { max: 20, timeWindow: MINUTE }
const FOLLOWS: WriteLimit = { max: 60, timeWindow: MINUTE }
// Widgets: settings, keys, the alert queue and the timer are clicks in the dashboard; the
// emulator sends test events by hand, a few dozen while setting a scene up.
const WIDGET_WRITES: WriteLimit = { max: 60, timeWindow: MINUTE }
const WIDGET_TESTS: WriteLimit = { max: 60, timeWindow: MINUTE }
// An embed's sign-in: begun by a click on a partner's page, claimed once; a script that begins
// thousands fills a table for nothing (counted by address: the caller is signed out).
const EMBED_LOGINS: WriteLimit = { max: 20, timeWindow: MINUTE }
// Gems: a member buys a pack a few times an hour at most (each order opens a checkout at the
// provider); cheers come in bursts at a hype moment, a second apart at most for a person; the
// streamer's gem settings are clicks. The local checkout's form is counted by address.
const GEM_ORDERS: WriteLimit = { max: 10, timeWindow: MINUTE }
const CHEERS: WriteLimit = { max: 60, timeWindow: MINUTE }
const CHECKOUT_FORMS: WriteLimit = { max: 30, timeWindow: MINUTE }

const c = communityEndpoints
const v = videoEndpoints
const limits: [WriteLimit, { method: string; path: string }[]][] = [
  [COMMENTS, [c.createComment, c.createReply]],
  [COMMENTS, [v.createComment, v.createReply]],
  [POSTS, [c.createPost]],
  [REPORTS, [c.reportPost, c.reportComment, c.reportReply]],
  [REPORTS, [v.reportComment]],
  [LIKES, [c.likePost, c.unlikePost, c.likeComment, c.unlikeComment, c.likeReply, c.unlikeReply]],
  [LIKES, [v.likeComment, v.unlikeComment, v.likeReply, v.unlikeReply]],
  [LIKES, [liveEndpoints.like, liveEndpoints.unlike]],
  [STREAM_SETTINGS, [liveEndpoints.updateStreamInfo]],
  [RAIDS, [liveEndpoints.viewerRaid]],
  [VOTES, [pollEndpoints.vote]],
  [POLL_WRITES, [pollEndpoints.create, pollEndpoints.update, pollEndpoints.end]],
  [LIKES, [v.like, v.unlike]],
  [REPORTS, [v.report]],
  [VIDEO_EDITS, [v.update, v.delete]],
  [POSITIONS, [v.savePosition]],
  [SETTINGS, [v.saveSetting]],
  [FOLLOWS, [liveEndpoints.followCategory, liveEndpoints.unfollowCategory]],
  [
    WIDGET_WRITES,
    [
      widgetEndpoints.saveSettings,
      widgetEndpoints.rotateKey,
      widgetEndpoints.controlAlerts,
      widgetEndpoints.timer,
    ],
  ],
  [WIDGET_TESTS, [widgetEndpoints.test]],
  [SETTINGS, [embedEndpoints.updateSettings]],
  [EMBED_LOGINS, [embedEndpoints.beginLogin, embedEndpoints.claimLogin]],
  [GEM_ORDERS, [itemEndpoints.createGemOrder, itemEndpoints.cancelGemOrder]],
  [CHEERS, [itemEndpoints.cheer]],
  [
    SETTINGS,
    [
      itemEndpoints.signUpMonetization,
      itemEndpoints.addSignatureGem,
      itemEndpoints.updateSignatureGem,
      itemEndpoints.deleteSignatureGem,
    ],
  ],
  [CHECKOUT_FORMS, [LOCAL_CHECKOUT_FORM]],
]
/**
 * The limited write calls, by method and path (routes may wrap a definition, so not by
 * identity). `@fastify/rate-limit` counts each route on its own: a member may write 20 comments
 * and 20 replies a minute.
 */
const limited = new Map(
  limits.flatMap(([limit, definitions]) =>
    definitions.map((d) => [`${d.method} ${d.path}`, limit] as const),
  ),
)

/**
 * The `config.rateLimit` of a route, for `@fastify/rate-limit`: undefined for calls that are
 * not limited.
 *
 * @example
 * app.route({ ...options, config: { rateLimit: writeLimitOf(definition) } })
 */
export function writeLimitOf(definition: { method: string; path: string }, config: Config) {
  const limit = config.writeRateLimits
    ? limited.get(`${definition.method} ${definition.path}`)
    : undefined
  if (!limit) return undefined
  return {
    ...limit,
    // The member from the bearer token (checked: a forged one counts by address); a call
    // without a member is refused by its route anyway.
    keyGenerator: async (request: FastifyRequest) => {
      const token = bearerToken(request)
      const claims = token ? await verifyAccessToken(config.jwtSecret, token) : undefined
      return claims ? `member:${claims.memberId}` : `address:${request.ip}`
    },
  }
}

/**
 * Registers `@fastify/rate-limit` for the routes that name a limit (see `writeLimitOf`), in
 * Redis when `REDIS_URL` is set, so that every instance counts together; in memory otherwise.
 * A refusal is 429 `RATE_LIMITED` in the usual envelope, with `retry-after`. Returns the Redis
 * connection to close at shutdown.
 *
 * @example
 * const redis = registerWriteLimits(app, config)
 */
export function registerWriteLimits(app: FastifyInstance, config: Config): Redis | undefined {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined
  app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'airwave-write-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many at once: try again in ${Math.ceil(context.ttl / 1000)} s`),
  })
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  return redis
}
