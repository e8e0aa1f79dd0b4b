import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { channels } from './accounts'
import { at, createdAt } from './columns'
import { channelRef, memberRef } from './refs'

/** A channel's RTMP stream key, made on first need and replaced on rotation. */
export const liveStreamKeys = pgTable('live_stream_keys', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    channelId: channelRef(),
    title: text('title').notNull(),
    isStream: boolean('is_stream').notNull().default(true),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    endedReason: integer('ended_reason'),
    totalViewer: integer('total_viewer').notNull().default(0),
    likeCnt: integer('like_cnt').notNull().default(0),
    heartbeatAt: at('heartbeat_at').defaultNow(),
    pendingEndUntil: at('pending_end_until'),
  },
  (t) => [index('live_streams_channel').on(t.channelId, t.id)],
)

/** Likes of a broadcast, one per member and broadcast (`liveStreams.likeCnt` counts them). */
export const liveStreamLikes = pgTable(
  'live_stream_likes',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
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
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  title: text('title'),
  categoryIdx: integer('category_idx'),
  isAdult: boolean('is_adult').notNull().default(false),
  isPendingEndEnabled: boolean('is_pending_end_enabled').notNull().default(false),
  /** The stream's tags: what its live card shows and `tagName` finds. */
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: at('updated_at').notNull().defaultNow(),
})
