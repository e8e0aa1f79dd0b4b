import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { liveStreams } from './live'
import { channelRef } from './refs'

/**
 * A raid: a streamer, live in broadcast `streamIdx`, sent their viewers to another live channel.
 * Kept so that when that broadcast ends, the viewers still on its page are offered the channels
 * it raided that are still live (VIEWER_RAID type 2, the autoplay raid list).
 */
export const liveRaids = pgTable(
  'live_raids',
  {
    id: serial('id').primaryKey(),
    fromChannelId: channelRef('from_channel_id'),
    toChannelId: channelRef('to_channel_id'),
    /** The raider's broadcast during which the raid was made. */
    streamIdx: integer('stream_idx')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    raidKey: text('raid_key').notNull().unique(),
    refKey: text('ref_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_raids_stream').on(t.streamIdx)],
)
