import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { categories } from './category'
import { belongsTo, counter, createdAt, flag, serialId, textList, updatedAt } from './columns'
import { liveStreams } from './live'
import { channelRef, memberKey, memberRef } from './refs'

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
    id: serialId(),
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
    tags: textList('tags'),
    /** A content language code (`languageCodeList` filters on it). */
    languageCode: text('language_code'),
    hidden: flag('hidden'),
    isAdult: flag('is_adult'),
    viewCount: counter('view_count'),
    likeCount: counter('like_count'),
    /** A still of the video, relative to the media root; `null` until the transcoder made one. */
    thumbnailPath: text('thumbnail_path'),
    /** The broadcast a replay recorded: one replay per broadcast. */
    broadcastId: integer('broadcast_id').references(() => liveStreams.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('media_vods_status_idx').on(table.status),
    index('media_vods_channel_latest').on(table.channelId, table.createdAt),
    index('media_vods_category_latest').on(table.categoryIdx, table.createdAt),
    index('media_vods_latest').on(table.createdAt),
    uniqueIndex('media_vods_broadcast').on(table.broadcastId),
  ],
)

const vodRef = () => belongsTo('vod_id', () => mediaVods.id)

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
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.vodId] })],
)

/** A member's video settings (`POST /v2/vod/setting/save`); no row means the defaults. */
export const memberVodSettings = pgTable('member_vod_settings', {
  memberId: memberKey(),
  isAutoPlay: flag('is_auto_play', true),
  updatedAt: updatedAt(),
})
