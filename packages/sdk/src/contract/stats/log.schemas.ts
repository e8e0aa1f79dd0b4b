import * as z from 'zod/mini'
import { int32 } from '../../core/int32'

/**
 * The log service's calls, as the spec names their paths (viewing.md section 7): each is
 * `POST /log/{kind}` on our server, and `POST /log/batch` carries several of them at once.
 * `ad` is accepted and dropped (no ads here).
 *
 * @example LOG_KINDS.includes('vod/vin') // true
 */
export const LOG_KINDS = [
  'page/view',
  'vod/vin',
  'vod/vout',
  'bin',
  'bout',
  'cin',
  'cout',
  'change-quality',
  'cstatus',
  'sckact',
  'useraction',
  'ad',
] as const
export type LogKind = (typeof LOG_KINDS)[number]

/** Which client sent an event (the spec logs `pc`; chosen: the others we ship). */
export const CLIENT_TYPES = ['pc', 'mobile', 'embed', 'app', 'tv'] as const
export type ClientType = (typeof CLIENT_TYPES)[number]

/** What the viewer watched: a live broadcast, a VOD, a replay of a broadcast, a clip. */
export const STREAM_TYPES = ['live', 'vod', 'replay', 'clip'] as const
export type StreamType = (typeof STREAM_TYPES)[number]

/** The longest watch time one event may add: a heartbeat comes every 30 s, a beacon after one. */
export const LOG_MAX_WATCH_MS = 10 * 60_000
/** Events in one `POST /log/batch` (the client flushes at 20 or every 10 s). */
export const LOG_BATCH_MAX = 50

const short = (max: number) => z.optional(z.string().check(z.maxLength(max)))

/**
 * The longest `channelId` and `title` a log payload takes (chosen): a sender cuts to them
 * rather than have the whole batch refused.
 *
 * @example title.slice(0, LOG_TEXT_MAX.title)
 */
export const LOG_TEXT_MAX = { channelId: 64, title: 200 } as const

/**
 * The fields every log payload may carry: the spec's user-action body (clientType,
 * viewSourceType, action, actionTarget, idx, title, etcData) and player body, plus what the
 * statistics count with (chosen): `clientId` (the SDK's per-browser id), `viewId` (one
 * playback, vin to vout), `channelId`, `streamType`, `quality`, `watchMs` (time watched since
 * the view's previous event). The server trusts none of them for anything but counting.
 *
 * @example z.parse(logPayloadSchema, { clientId: 'c1', viewId: 'v1', channelId: 'airwave', clientType: 'pc' })
 */
export const logPayloadSchema = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  clientType: z.optional(z.enum(CLIENT_TYPES)),
  viewSourceType: short(32),
  viewId: short(64),
  channelId: short(LOG_TEXT_MAX.channelId),
  streamType: z.optional(z.enum(STREAM_TYPES)),
  vodIdx: z.optional(int32(1)),
  action: short(64),
  actionTarget: short(128),
  idx: z.optional(int32()),
  title: short(LOG_TEXT_MAX.title),
  quality: short(16),
  /** The page's path (page/view), without its query. */
  path: short(256),
  watchMs: z.optional(int32(0, LOG_MAX_WATCH_MS)),
  etcData: z.optional(
    z
      .record(
        z.string().check(z.maxLength(32)),
        z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]),
      )
      .check(z.refine((record) => Object.keys(record).length <= 16, 'At most 16 etcData keys')),
  ),
})
export type LogPayload = z.output<typeof logPayloadSchema>

/**
 * One event of a batch: a payload and its kind.
 *
 * @example z.parse(logEventSchema, { kind: 'cstatus', clientId: 'c1', viewId: 'v1', watchMs: 30000 })
 */
export const logEventSchema = z.extend(logPayloadSchema, { kind: z.enum(LOG_KINDS) })
export type LogEvent = z.output<typeof logEventSchema>

/** @example z.parse(logBatchSchema, { events: [{ kind: 'page/view', clientId: 'c1', path: '/' }] }) */
export const logBatchSchema = z.object({
  events: z.array(logEventSchema).check(z.minLength(1), z.maxLength(LOG_BATCH_MAX)),
})

/** How many events the server kept (an `ad` is dropped). @example { accepted: 3 } */
export const logAnswerSchema = z.object({ accepted: z.number() })
