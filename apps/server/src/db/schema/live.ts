import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { channels, members } from './accounts'

/** A channel's RTMP stream key, made on first need and replaced on rotation. */
export const liveStreamKeys = pgTable('live_stream_keys', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  streamKey: text('stream_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isStream: boolean('is_stream').notNull().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: integer('ended_reason'),
    totalViewer: integer('total_viewer').notNull().default(0),
    likeCnt: integer('like_cnt').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).defaultNow(),
    pendingEndUntil: timestamp('pending_end_until', { withTimezone: true }),
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
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
