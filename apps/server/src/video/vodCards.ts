import type { VodListItem } from '@airwave/sdk/contract'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '../db/database'
import { categories, channelNotInterested, channels, mediaVodLikes, mediaVods } from '../db/schema'
import type { VodFileType } from '../db/schema/media'
import { badRequest } from '../http/httpError'
import type { VodViewer } from './vodAccess'

/** Which videos a list holds. */
export interface VodFilters {
  /** One channel's videos (`channels.id`); its owner and managers also see its hidden ones. */
  channelIdx?: number | undefined
  /** Whether the viewer manages `channelIdx` (hidden videos and unfinished ones shown). */
  manager?: boolean
  fileType?: VodFileType | undefined
  categoryIdx?: number | undefined
  since?: Date | undefined
  languageCodes?: readonly string[] | undefined
  /** A video left out (the one being watched). */
  exceptVod?: number | undefined
  /** Words the title holds (any case). */
  pattern?: string | undefined
}

const SORTS = {
  'createDate-desc': [desc(mediaVods.createdAt), desc(mediaVods.id)],
  'createDate-asc': [asc(mediaVods.createdAt), asc(mediaVods.id)],
  'viewCnt-desc': [desc(mediaVods.viewCount), desc(mediaVods.id)],
  'likeCnt-desc': [desc(mediaVods.likeCount), desc(mediaVods.id)],
} as const
export type VodSort = keyof typeof SORTS

// Names the clients send for the same orders (chosen: the spec lists `sort` without values).
const SORT_ALIASES: Record<string, VodSort> = {
  latest: 'createDate-desc',
  oldest: 'createDate-asc',
  popular: 'viewCnt-desc',
  'viewCount-desc': 'viewCnt-desc',
}

/** The order named by `sort` (newest first by default); 400 for an unknown one. */
export function vodSortOf(sort: string | undefined): VodSort {
  if (sort === undefined || sort === '') return 'createDate-desc'
  if (sort in SORTS) return sort as VodSort
  const alias = SORT_ALIASES[sort]
  if (!alias) throw badRequest(`query.sort: one of ${Object.keys(SORTS).join(', ')}`)
  return alias
}

const FILE_TYPES: readonly string[] = ['upload', 'replay', 'clip']

/** The `type` filter as a file type (`all` or nothing: every type); 400 for an unknown one. */
export function vodFileTypeOf(type: string | undefined): VodFileType | undefined {
  if (type === undefined || type === '' || type === 'all') return undefined
  if (!FILE_TYPES.includes(type)) throw badRequest('query.type: one of upload, replay, clip, all')
  return type as VodFileType
}

const DAY_MS = 24 * 60 * 60 * 1000
const DATE_RANGES: Record<string, number | null> = {
  '1d': 1,
  '1w': 7,
  '1m': 30,
  '3m': 90,
  '6m': 180,
  '1y': 365,
  all: null,
}

/** The oldest creation date `dateRange` keeps (default 1y, `all` none); 400 for an unknown one. */
export function vodSinceOf(dateRange: string | undefined, now = new Date()): Date | undefined {
  const days = DATE_RANGES[dateRange || '1y']
  if (days === undefined) {
    throw badRequest(`query.dateRange: one of ${Object.keys(DATE_RANGES).join(', ')}`)
  }
  return days === null ? undefined : new Date(now.getTime() - days * DAY_MS)
}

/** `%` and `_` of a search term match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function whereOf(db: Db, viewer: VodViewer, filters: VodFilters): SQL | undefined {
  const manager = filters.channelIdx !== undefined && filters.manager === true
  return and(
    isNull(channels.deletedAt),
    eq(channels.blocked, false),
    // A channel's own list shows its owner everything; others see ready, shown videos.
    manager ? undefined : eq(channels.suspended, false),
    manager ? undefined : eq(mediaVods.status, 'ready'),
    manager ? undefined : eq(mediaVods.hidden, false),
    filters.channelIdx === undefined ? undefined : eq(mediaVods.channelId, filters.channelIdx),
    // Lists across channels leave out those the member marked not interested.
    filters.channelIdx !== undefined || viewer.memberId === undefined
      ? undefined
      : notExists(
          db
            .select({ channelId: channelNotInterested.channelId })
            .from(channelNotInterested)
            .where(
              and(
                eq(channelNotInterested.memberId, viewer.memberId),
                eq(channelNotInterested.channelId, mediaVods.channelId),
              ),
            ),
        ),
    filters.fileType === undefined ? undefined : eq(mediaVods.fileType, filters.fileType),
    filters.categoryIdx === undefined ? undefined : eq(mediaVods.categoryIdx, filters.categoryIdx),
    filters.since === undefined ? undefined : gte(mediaVods.createdAt, filters.since),
    filters.languageCodes === undefined || filters.languageCodes.length === 0
      ? undefined
      : or(
          inArray(mediaVods.languageCode, [...filters.languageCodes]),
          isNull(mediaVods.languageCode),
        ),
    filters.exceptVod === undefined ? undefined : ne(mediaVods.id, filters.exceptVod),
    filters.pattern ? ilike(mediaVods.title, `%${likeEscaped(filters.pattern)}%`) : undefined,
  )
}

/** What a video card shows: the video, its channel and its category. */
const vodCardColumns = {
  vod: mediaVods,
  channelId: channels.handle,
  nickname: channels.nickname,
  profileImg: channels.profileImg,
  categoryIdx: categories.idx,
  categoryName: categories.name,
  categoryPath: categories.pathName,
}

type CardRow = {
  vod: typeof mediaVods.$inferSelect
  channelId: string
  nickname: string
  profileImg: string | null
  categoryIdx: number | null
  categoryName: string | null
  categoryPath: string | null
}

/**
 * The picture of a video's card: made from its source on first request, and changed by the
 * update's `thumbnailTime` (the version makes a changed picture a new URL).
 */
export function vodThumbnailUrl(vod: { id: number; updatedAt: Date }): string {
  return `/media/vod/${vod.id}/thumbnail.jpg?v=${vod.updatedAt.getTime()}`
}

/** A video as a list item: the thumbnail card's fields (viewing.md section 3) and its counts. */
export function vodListItemOf(
  row: CardRow,
  viewer: VodViewer,
  liked: boolean,
  manager: boolean,
): VodListItem {
  const { vod } = row
  return {
    vodNo: vod.id,
    idx: vod.id,
    isExist: true,
    type: vod.fileType,
    fileType: vod.fileType,
    videoOrChannelUrl: `/video/${vod.id}`,
    title: vod.title,
    nickname: row.nickname,
    channelId: row.channelId,
    ...(row.profileImg !== null && { profileUrl: row.profileImg }),
    ...(row.categoryIdx !== null && {
      categoryInfo: {
        idx: row.categoryIdx,
        name: row.categoryName ?? '',
        pathName: row.categoryPath ?? '',
      },
    }),
    tagInfo: {
      isDrops: false,
      isAdult: vod.isAdult,
      categoryTagList: vod.tags,
      ...(vod.languageCode !== null && { languageTag: vod.languageCode }),
    },
    createDate: vod.createdAt.toISOString(),
    viewer: vod.viewCount,
    viewCount: vod.viewCount,
    ...(vod.duration !== null && { duration: Math.round(vod.duration) }),
    isBlind: vod.isAdult && !viewer.adult,
    ...(vod.status === 'ready' && { thumbnail: vodThumbnailUrl(vod) }),
    likeCnt: vod.likeCount,
    isLike: liked,
    ...(manager && { isHidden: vod.hidden }),
  }
}

/**
 * The rows of the videos' cards (each video with its channel and category) where `where`
 * holds, for the caller to order and page.
 *
 * @example const rows = await vodCardRows(db, where).orderBy(desc(mediaVods.id)).limit(20)
 */
export function vodCardRows(db: Db, where: SQL | undefined) {
  return db
    .select(vodCardColumns)
    .from(mediaVods)
    .innerJoin(channels, eq(channels.id, mediaVods.channelId))
    .leftJoin(categories, eq(categories.idx, mediaVods.categoryIdx))
    .where(where)
}

/**
 * How many videos `where` holds: the total of a card list.
 *
 * @example const total = await vodCardCount(db, where)
 */
export async function vodCardCount(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(mediaVods)
    .innerJoin(channels, eq(channels.id, mediaVods.channelId))
    .where(where)
  return counted?.n ?? 0
}

/**
 * A page of video cards for the viewer: `limit` from `offset` in the `sort` order, and how many
 * the list holds.
 *
 * @example const { items, total } = await vodCards(db, viewer, { categoryIdx: 2 }, 'createDate-desc', 0, 20)
 */
export async function vodCards(
  db: Db,
  viewer: VodViewer,
  filters: VodFilters,
  sort: VodSort,
  offset: number,
  limit: number,
): Promise<{ items: VodListItem[]; total: number }> {
  const where = whereOf(db, viewer, filters)
  const [rows, total] = await Promise.all([
    vodCardRows(db, where)
      .orderBy(...SORTS[sort])
      .offset(offset)
      .limit(limit),
    vodCardCount(db, where),
  ])
  const liked = await likedAmong(
    db,
    viewer.memberId,
    rows.map((row) => row.vod.id),
  )
  const manager = filters.channelIdx !== undefined && filters.manager === true
  return {
    items: rows.map((row) => vodListItemOf(row, viewer, liked.has(row.vod.id), manager)),
    total,
  }
}

/** The videos among `vodIds` the member likes. */
async function likedAmong(
  db: Db,
  memberId: number | undefined,
  vodIds: number[],
): Promise<Set<number>> {
  if (memberId === undefined || vodIds.length === 0) return new Set()
  const rows = await db
    .select({ vodId: mediaVodLikes.vodId })
    .from(mediaVodLikes)
    .where(and(eq(mediaVodLikes.memberId, memberId), inArray(mediaVodLikes.vodId, vodIds)))
  return new Set(rows.map((row) => row.vodId))
}

/**
 * One video as a card (the video page's base), whatever its state.
 *
 * @example const item = await vodCard(db, viewer, vodNo, manageable)
 */
export async function vodCard(
  db: Db,
  viewer: VodViewer,
  vodNo: number,
  manager: boolean,
): Promise<VodListItem | undefined> {
  const [row] = await vodCardRows(db, eq(mediaVods.id, vodNo))
  if (!row) return undefined
  const liked = await likedAmong(db, viewer.memberId, [vodNo])
  return vodListItemOf(row, viewer, liked.has(vodNo), manager)
}
