import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, serialId } from './columns'
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
    id: serialId(),
    fromChannelId: channelRef('from_channel_id'),
    toChannelId: channelRef('to_channel_id'),
    /** The raider's broadcast during which the raid was made. */
    streamIdx: belongsTo('stream_idx', () => liveStreams.id),
    raidKey: text('raid_key').notNull().unique(),
    refKey: text('ref_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_raids_stream').on(t.streamIdx)],
)
