import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { channels } from './accounts'
import { liveStreams } from './live'

/**
 * A raid: a streamer, live in broadcast `streamIdx`, sent their viewers to another live channel.
 * Kept so that when that broadcast ends, the viewers still on its page are offered the channels
 * it raided that are still live (VIEWER_RAID type 2, the autoplay raid list).
 */
export const liveRaids = pgTable(
  'live_raids',
  {
    id: serial('id').primaryKey(),
    fromChannelId: integer('from_channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    toChannelId: integer('to_channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The raider's broadcast during which the raid was made. */
    streamIdx: integer('stream_idx')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    raidKey: text('raid_key').notNull().unique(),
    refKey: text('ref_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_raids_stream').on(t.streamIdx)],
)
