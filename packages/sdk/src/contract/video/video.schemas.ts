import * as z from 'zod/mini'
import { withAliases } from '../../core/aliases'
import { int32 } from '../../core/int32'
import { cardCategorySchema, cardTagsSchema } from '../core/cardLabels'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'
import { listPageSchema, numberedPaging, threadPageSchema } from '../core/listPage'

const count = z._default(z.number(), 0)

/** First comment page holds 20, later pages 10 (the API defaults `firstPageLimit` and `limit`). */
export const VIDEO_COMMENT_FIRST_PAGE = 20
/** @example listComments(vodNo, { page: 2, limit: VIDEO_COMMENT_PAGE_SIZE }) */
export const VIDEO_COMMENT_PAGE_SIZE = 10

/** @example const sort: VideoCommentSort = VIDEO_COMMENT_SORTS[0] // 'likeCnt-desc', the default */
export const VIDEO_COMMENT_SORTS = ['likeCnt-desc', 'createDate-desc'] as const
export type VideoCommentSort = (typeof VIDEO_COMMENT_SORTS)[number]

/**
 * A comment under a video. The wire calls the text `comment` or `content`; it is exposed as `content`.
 *
 * @example z.parse(videoCommentSchema, { commentIdx: 1, comment: 'hi', channelId: 'a1b2', likeCnt: 0 })
 */
export const videoCommentSchema = withAliases(
  {
    commentIdx: z.number(),
    idx: num,
    content: z.string(),
    channelId: z.string(),
    nickName: str,
    isFixed: bool,
    likeCnt: count,
    isLike: bool,
    replyCnt: count,
    createDate: str,
    /** Chosen: the author's avatar, and whether the viewer blocked the author (text hidden). */
    profileUrl: str,
    isBlockedChannel: bool,
    /** Chosen: hidden by the channel from its report queue; `content` is then empty. */
    isBlinded: bool,
  },
  { comment: 'content' },
)
export type VideoComment = z.output<typeof videoCommentSchema>

/** @example z.parse(videoReplySchema, { replyIdx: 3, reply: 'me too', channelId: 'a1b2' }) */
export const videoReplySchema = withAliases(
  {
    replyIdx: z.number(),
    content: z.string(),
    channelId: z.string(),
    nickName: str,
    likeCnt: count,
    isLike: bool,
    createDate: str,
    /** Chosen, as on a comment. */
    profileUrl: str,
    isBlockedChannel: bool,
    /** Chosen, as on a comment. */
    isBlinded: bool,
  },
  { reply: 'content' },
)
export type VideoReply = z.output<typeof videoReplySchema>

/** @example z.parse(videoCommentPageSchema, { currentPage: 1, totalCnt: 0, vodCommentList: [] }) */
export const videoCommentPageSchema = threadPageSchema('vodCommentList', videoCommentSchema)
export type VideoCommentPage = z.output<typeof videoCommentPageSchema>

/** @example z.parse(videoReplyPageSchema, { currentPage: 1, totalCnt: 0, vodReplyList: [] }) */
export const videoReplyPageSchema = threadPageSchema('vodReplyList', videoReplySchema)
export type VideoReplyPage = z.output<typeof videoReplyPageSchema>

/** @example z.parse(videoInfoSchema, { isLike: true, likeCnt: 12 }) */
export const videoInfoSchema = z.object({ isLike: bool, likeCnt: count })
export type VideoInfo = z.output<typeof videoInfoSchema>

/** @example const kind: VideoFileType = VIDEO_FILE_TYPES[0] */
export const VIDEO_FILE_TYPES = ['replay', 'upload', 'clip'] as const
export type VideoFileType = (typeof VIDEO_FILE_TYPES)[number]

const thumbnailCardShape = {
  videoOrChannelUrl: str,
  type: str,
  title: str,
  nickname: str,
  categoryInfo: z.optional(cardCategorySchema),
  tagInfo: z.optional(cardTagsSchema),
  profileUrl: str,
  channelId: str,
  createDate: str,
  viewer: num,
  idx: num,
  /** `true` means the card is a VOD, otherwise a live stream. */
  isExist: bool,
  isBlind: bool,
  vodExtra: z.optional(z.object({ makerChannelId: str, makerChannelNickname: str })),
  fileType: z.optional(z.enum(VIDEO_FILE_TYPES)),
  vodNo: num,
  /** Chosen: the picture of the card (a VOD's thumbnail, a live's latest frame). */
  thumbnail: str,
  /** Chosen: a VOD's length in seconds (a live card shows `viewer` instead). */
  duration: num,
}

/** A video or live card. @example z.parse(thumbnailCardSchema, { idx: 1, isExist: true, vodNo: 9 }) */
export const thumbnailCardSchema = z.object(thumbnailCardShape)
export type ThumbnailCard = z.output<typeof thumbnailCardSchema>

/**
 * A VOD in a list (also a download fragment: broadId, order, downloadUrl); it carries the card
 * fields so lists render cards directly.
 *
 * @example z.parse(vodListItemSchema, { vodNo: 9, fileType: 'replay', thumbnail: 'https://…' })
 */
export const vodListItemSchema = z.object({
  ...thumbnailCardShape,
  vodNo: z.number(),
  broadId: num,
  order: num,
  downloadUrl: str,
  isLike: bool,
  likeCnt: num,
  /** Chosen: the views (also sent as `viewer`) and, to its owner and managers, whether hidden. */
  viewCount: num,
  isHidden: bool,
})
export type VodListItem = z.output<typeof vodListItemSchema>

/**
 * A page of videos: `/vod` answers `isNext`, paged calls add `totalCount`, `hasNext`, `totalPages`.
 *
 * @example z.parse(videoListPageSchema, { vodList: [], isNext: false, currentPage: 1 })
 */
export const videoListPageSchema = listPageSchema('vodList', vodListItemSchema, {
  isNext: bool,
  page: num,
  ...numberedPaging,
})
export type VideoListPage = z.output<typeof videoListPageSchema>

// Durations arrive raw and are converted by the client after loading.
const duration = z.optional(z.union([z.number(), z.string()]))

/** @example z.parse(mediaInfoSchema, { fileList: [{ startDuration: 0, endDuration: 60, duration: 60 }] }) */
export const mediaInfoSchema = z.object({
  fileList: z._default(
    z.array(z.object({ startDuration: duration, endDuration: duration, duration })),
    [],
  ),
})
export type MediaInfo = z.output<typeof mediaInfoSchema>

/**
 * A recommended VOD (the spec's idx, titleName, type). `channelId`, `channelNickname` and
 * `duration` (seconds) are chosen, optional: what a live-end screen shows beside the title.
 *
 * @example z.parse(autoplayVodSchema, { idx: 4, titleName: 'Finals', type: 'replay' })
 */
export const autoplayVodSchema = z.object({
  idx: z.number(),
  titleName: str,
  type: str,
  channelId: str,
  channelNickname: str,
  duration: z.optional(z.number()),
  /** The video's picture, as its card shows it. */
  thumbnail: str,
})
export type AutoplayVod = z.output<typeof autoplayVodSchema>

/** Replay-save job statuses. @example job.status === REPLAY_SAVE_STATUS.complete */
export const REPLAY_SAVE_STATUS = {
  open: 1,
  start: 2,
  wait: 3,
  complete: 4,
  cancel: 5,
  fail: 6,
  timeout: 7,
  delete: 8,
} as const

/** `banWordFlag`/`categoryFlag` tell which check failed. @example z.parse(replaySaveResultSchema, { result: true }) */
export const replaySaveResultSchema = z.object({
  result: z.optional(z.unknown()),
  banWordFlag: bool,
  categoryFlag: bool,
})
export type ReplaySaveResult = z.output<typeof replaySaveResultSchema>

/** @example z.parse(replaySplitSchema, { titleName: 'Part 2', categoryIdx: 3, streamerChannelId: 'a1b2' }) */
export const replaySplitSchema = z.object({
  titleName: z.string(),
  categoryIdx: int32(),
  streamerChannelId: z.string(),
})
export type ReplaySplit = z.output<typeof replaySplitSchema>
