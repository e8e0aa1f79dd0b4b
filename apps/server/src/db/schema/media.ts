import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { members } from './accounts'
import { categories } from './category'
import { at, createdAt } from './columns'
import { liveStreams } from './live'
import { channelRef, memberRef } from './refs'

/** How a demo VOD's source is generated on first start (ffmpeg test pattern + tone). */
export interface DemoSource {
  title: string
  seconds: number
  pattern: 'testsrc2' | 'smptebars' | 'testsrc' | 'rgbtestsrc' | 'smptehdbars' | 'pal75bars'
  /** `WIDTHxHEIGHT`; 1280x720 when absent. Small sources keep a fresh start light. */
  size?: string
}

/** How a video came to be: uploaded, recorded from a broadcast, or cut from one. */
export type VodFileType = 'upload' | 'replay' | 'clip'

/**
 * A VOD and its transcode job. `status`: queued, transcoding (with `progress` 0-100), ready,
 * failed (with `failure`). The id is the public `vodNo`. `hidden` videos are shown to their
 * owner and managers only (VOD1008 for everyone else); `viewCount` and `likeCount` are kept on
 * the row so lists sort by them without counting (likes are counted from `mediaVodLikes` under
 * the row's lock).
 */
export const mediaVods = pgTable(
  'media_vods',
  {
    id: serial('id').primaryKey(),
    channelId: channelRef(),
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
    fileType: text('file_type').$type<VodFileType>().notNull().default('upload'),
    categoryIdx: integer('category_idx').references(() => categories.idx, {
      onDelete: 'set null',
    }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** A content language code (`languageCodeList` filters on it). */
    languageCode: text('language_code'),
    hidden: boolean('hidden').notNull().default(false),
    isAdult: boolean('is_adult').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** A still of the video, relative to the media root; `null` until the transcoder made one. */
    thumbnailPath: text('thumbnail_path'),
    /** The broadcast a replay recorded: one replay per broadcast. */
    broadcastId: integer('broadcast_id').references(() => liveStreams.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('media_vods_status_idx').on(table.status),
    index('media_vods_channel_latest').on(table.channelId, table.createdAt),
    index('media_vods_category_latest').on(table.categoryIdx, table.createdAt),
    index('media_vods_latest').on(table.createdAt),
    uniqueIndex('media_vods_broadcast').on(table.broadcastId),
  ],
)

const vodRef = () =>
  integer('vod_id')
    .notNull()
    .references(() => mediaVods.id, { onDelete: 'cascade' })

/** One like per member and video (`mediaVods.likeCount` counts them). */
export const mediaVodLikes = pgTable(
  'media_vod_likes',
  {
    vodId: vodRef(),
    memberId: memberRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vodId, t.memberId] })],
)

/** One report per member and video (a second one is VOD1021). */
export const mediaVodReports = pgTable(
  'media_vod_reports',
  {
    vodId: vodRef(),
    memberId: memberRef(),
    report: jsonb('report').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vodId, t.memberId] })],
)

/** Where a member left a video, in seconds, so it resumes there. */
export const mediaVodPositions = pgTable(
  'media_vod_positions',
  {
    vodId: vodRef(),
    memberId: memberRef(),
    position: doublePrecision('position').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.vodId] })],
)

/** A member's video settings (`POST /v2/vod/setting/save`); no row means the defaults. */
export const memberVodSettings = pgTable('member_vod_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  isAutoPlay: boolean('is_auto_play').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
})
