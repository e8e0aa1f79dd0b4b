import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { channels } from './accounts'

/** How a demo VOD's source is generated on first start (ffmpeg test pattern + tone). */
export interface DemoSource {
  title: string
  seconds: number
  pattern: 'testsrc2' | 'smptebars'
}

/**
 * An uploaded VOD and its transcode job. `status`: queued, transcoding (with `progress` 0-100),
 * ready, failed (with `failure`). The id is the public `vodNo`.
 */
export const mediaVods = pgTable(
  'media_vods',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    failure: text('failure'),
    /** Seconds, from ffprobe of the source. */
    duration: doublePrecision('duration'),
    width: integer('width'),
    height: integer('height'),
    /** Set for seeded demo VODs whose source is generated before transcoding. */
    demo: jsonb('demo').$type<DemoSource>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_vods_status_idx').on(table.status)],
)
