import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
} from 'drizzle-orm/pg-core'
import { at } from './columns'

// The statistics' aggregates, written by the rollup job (`src/stats/rollup.ts`) from the raw
// events and read by every statistics page. The raw events' table is not here: it is
// partitioned by day on PostgreSQL, which drizzle's migrations cannot say, so `src/stats/
// eventStore.ts` creates it at start. Channels and broadcasts are plain numbers: figures stay
// readable whatever happens to their rows. `broadcast_id` 0: no broadcast (a VOD, a page).

const big = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

/** How far the rollup has read the raw events (one row per job). */
export const statRollupState = pgTable('stat_rollup_state', {
  name: text('name').primaryKey(),
  watermark: at('watermark').notNull(),
})

/** Who watched a channel in a minute: the viewer curve counts these. Pruned after two days. */
export const statPresence = pgTable(
  'stat_presence',
  {
    channelId: integer('channel_id').notNull(),
    broadcastId: integer('broadcast_id').notNull(),
    minute: at('minute').notNull(),
    viewerKey: text('viewer_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.broadcastId, t.minute, t.viewerKey] })],
)

/** Distinct viewers a minute (the viewer curve; peak and average viewers). */
export const statMinute = pgTable(
  'stat_minute',
  {
    channelId: integer('channel_id').notNull(),
    broadcastId: integer('broadcast_id').notNull(),
    minute: at('minute').notNull(),
    viewers: integer('viewers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.broadcastId, t.minute] })],
)

/**
 * Each viewer once a day per channel and broadcast, with how they first came (distinct viewers
 * of a day or a broadcast, and by client, country, stream type, guest or member).
 */
export const statViewerDay = pgTable(
  'stat_viewer_day',
  {
    channelId: integer('channel_id').notNull(),
    broadcastId: integer('broadcast_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    viewerKey: text('viewer_key').notNull(),
    login: boolean('login').notNull(),
    clientType: text('client_type').notNull(),
    country: text('country').notNull(),
    streamType: text('stream_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.broadcastId, t.day, t.viewerKey] }),
    index('stat_viewer_day_broadcast').on(t.broadcastId),
  ],
)

/** Plays and time watched an hour, per channel, broadcast and kind of viewer. */
export const statHourly = pgTable(
  'stat_hourly',
  {
    channelId: integer('channel_id').notNull(),
    broadcastId: integer('broadcast_id').notNull(),
    hour: at('hour').notNull(),
    clientType: text('client_type').notNull(),
    country: text('country').notNull(),
    streamType: text('stream_type').notNull(),
    login: boolean('login').notNull(),
    views: big('views'),
    watchMs: big('watch_ms'),
  },
  (t) => [
    primaryKey({
      columns: [t.channelId, t.broadcastId, t.hour, t.clientType, t.country, t.streamType, t.login],
    }),
    index('stat_hourly_broadcast').on(t.broadcastId),
  ],
)

/** A channel's day: plays, distinct viewers, time watched, followers. */
export const statDaily = pgTable(
  'stat_daily',
  {
    channelId: integer('channel_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: big('views'),
    viewers: big('viewers'),
    watchMs: big('watch_ms'),
    followers: big('followers'),
    newFollowers: big('new_followers'),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] })],
)

/** A broadcast's figures, as the broadcast list shows them. */
export const statBroadcast = pgTable(
  'stat_broadcast',
  {
    broadcastId: integer('broadcast_id').primaryKey(),
    channelId: integer('channel_id').notNull(),
    title: text('title').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    peakViewers: integer('peak_viewers').notNull().default(0),
    averageViewers: real('average_viewers').notNull().default(0),
    uniqueViewers: integer('unique_viewers').notNull().default(0),
    views: big('views'),
    watchMs: big('watch_ms'),
    chatMessages: integer('chat_messages').notNull().default(0),
    newFollowers: integer('new_followers').notNull().default(0),
    gems: big('gems'),
  },
  (t) => [index('stat_broadcast_channel').on(t.channelId, t.broadcastId)],
)
