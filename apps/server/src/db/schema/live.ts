import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { channels } from './accounts'

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
 * instance, and any instance ends it.
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
  },
  (t) => [index('live_streams_channel').on(t.channelId, t.id)],
)
