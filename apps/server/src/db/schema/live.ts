import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, belongsTo, counter, createdAt, flag, serialId, textList, updatedAt } from './columns'
import { channelKey, channelRef, memberRef } from './refs'

/** A channel's RTMP stream key, made on first need and replaced on rotation. */
export const liveStreamKeys = pgTable('live_stream_keys', {
  channelId: channelKey(),
  streamKey: text('stream_key').notNull().unique(),
  createdAt: createdAt(),
})

/**
 * One broadcast: ON from the accepted publish (`isStream`) until the publisher leaves
 * (`endedAt`, `endedReason` 0 normal, 1 forced, 2 suspended, 3 pending end). The instance
 * holding the publisher renews `heartbeatAt`; an ON row whose heartbeat stopped lost its
 * instance, and any instance ends it. A broadcast waiting for its end (pending end) is OFF with
 * `endedReason` 3 and `pendingEndUntil`: a publish before then resumes it, after it ends.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: serialId(),
    channelId: channelRef(),
    title: text('title').notNull(),
    isStream: flag('is_stream', true),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    endedReason: integer('ended_reason'),
    totalViewer: counter('total_viewer'),
    likeCnt: counter('like_cnt'),
    heartbeatAt: at('heartbeat_at').defaultNow(),
    pendingEndUntil: at('pending_end_until'),
    /**
     * The streamer's settings as the broadcast goes (copied at its start, changed with them
     * while it runs): what its replay keeps.
     */
    categoryIdx: integer('category_idx'),
    tags: textList('tags'),
    languageCode: text('language_code'),
    isAdult: flag('is_adult'),
  },
  (t) => [index('live_streams_channel').on(t.channelId, t.id)],
)

/** Likes of a broadcast, one per member and broadcast (`liveStreams.likeCnt` counts them). */
export const liveStreamLikes = pgTable(
  'live_stream_likes',
  {
    streamId: belongsTo('stream_id', () => liveStreams.id),
    memberId: memberRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.memberId] })],
)

/**
 * What the streamer set with the stream info update (`PATCH /v2/stream/info`): the title, the
 * category and the adult flag of their broadcasts, and whether a stopped publisher waits for
 * its end (pending end). One row per channel, made on the first update.
 */
export const liveStreamSettings = pgTable('live_stream_settings', {
  channelId: channelKey(),
  title: text('title'),
  categoryIdx: integer('category_idx'),
  isAdult: flag('is_adult'),
  isPendingEndEnabled: flag('is_pending_end_enabled'),
  /** The stream's tags: what its live card shows and `tagName` finds. */
  tags: textList('tags'),
  /** The stream's content language (`STREAM_LANGUAGES`), `null` when not set. */
  languageCode: text('language_code'),
  updatedAt: updatedAt(),
})

/**
 * What the ingest measured of a channel's publish, rewritten every 2 s by the instance holding
 * it, so any instance's dashboard reads it. One row per channel; a row of an earlier broadcast
 * (`streamId`) is not shown.
 */
export const liveStreamHealth = pgTable('live_stream_health', {
  channelId: channelKey(),
  streamId: integer('stream_id').notNull(),
  bitrateKbps: integer('bitrate_kbps'),
  /** Video frames per second, to one decimal place times ten (`frameRate10` 299 is 29.9). */
  frameRate10: integer('frame_rate10'),
  width: integer('width'),
  height: integer('height'),
  /** Milliseconds between the last two keyframes. */
  keyframeMs: integer('keyframe_ms'),
  reconnects: counter('reconnects'),
  measuredAt: at('measured_at').notNull().defaultNow(),
})
