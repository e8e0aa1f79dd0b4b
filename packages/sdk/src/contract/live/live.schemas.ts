import * as z from 'zod/mini'
import { withAliases } from '../../core/aliases'
import { queryBoolean } from '../../core/queryBoolean'
import { queryNumber } from '../../core/queryNumber'
import { tagListField } from '../../core/tagList'
import { cardCategorySchema, cardTagsSchema } from '../core/cardLabels'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'
import { listPageSchema, numberedPaging } from '../core/listPage'
import { isStreamLanguage } from './streamLanguages'

/** Saving a replay needs at least this much live time. @example elapsed >= REPLAY_SAVE_MIN_LIVE_SECONDS */
export const REPLAY_SAVE_MIN_LIVE_SECONDS = 600

/**
 * The live stream of a channel. `likeCnt` is also sent as `likeCount`. `isPendingEndEnabled`
 * is the streamer's setting: a stopped publisher then waits for the end (`isStreamPendingEnd`)
 * before the live is over. `isLike` is the signed-in member's own like of this broadcast.
 *
 * @example z.parse(streamInfoSchema, { channelId: 'a1b2', isStream: true, likeCount: 4 })
 */
export const streamInfoSchema = withAliases(
  {
    title: str,
    broadId: z.optional(z.union([z.string(), z.number()])),
    idx: num,
    channelId: z.string(),
    categoryIdx: num,
    isStream: bool,
    isStreamPendingEnd: bool,
    isAdult: bool,
    isRaidAvailable: bool,
    totalViewer: num,
    likeCnt: num,
    spreadMin: num,
    spreadMax: num,
    isTimeLatencyCheck: bool,
    streamIdx: num,
    isLike: bool,
    isPendingEndEnabled: bool,
    /** The stream's content language (one of the 32 content languages' codes). */
    languageCode: str,
    // What a live card shows (viewing.md section 3), sent by the live list: chosen optional.
    nickname: str,
    profileUrl: str,
    categoryInfo: z.optional(cardCategorySchema),
    tagInfo: z.optional(cardTagsSchema),
    /** When the broadcast started (ISO 8601). */
    openDate: str,
    /**
     * A frame of the broadcast on the media origin, renewed every 30 s while it is ON
     * (`/media/live/{channelId}/thumbnail.jpg?t=…`); absent before the first frame and once it
     * is OFF, when a card shows the channel's image (`profileUrl`).
     */
    thumbnail: str,
  },
  { likeCount: 'likeCnt' },
)
export type StreamInfo = z.output<typeof streamInfoSchema>

/**
 * A page of live streams (list key and paging fields chosen; the spec only says "paged").
 *
 * @example z.parse(streamPageSchema, { streamList: [], hasNext: false })
 */
export const streamPageSchema = listPageSchema('streamList', streamInfoSchema, numberedPaging)
export type StreamPage = z.output<typeof streamPageSchema>

/** Fields of the multipart form of `updateStreamInfo` (build a `FormData` from them). */
export interface StreamInfoForm {
  title?: string
  /** A category's `idx`; 0 clears it (chosen). */
  categoryIdx?: number
  streamRegion?: string
  languageCode?: string
  adultContentFlag?: boolean
  isThumbnailChanged?: boolean
  file?: Blob
  password?: string
  isPassword?: boolean
  isHidden?: boolean
  isPaidPromotion?: boolean
  krTitle?: string
  isPendingEndEnabled?: boolean
  /** The stream's tags (chosen: the spec's cards show them; the video update's rule, sent
   * joined with commas). An empty list clears them. */
  tags?: readonly string[]
  /** The channel whose settings these are (chosen: default the caller's own; owner only). */
  channelId?: string
}

/** Longest stream title (chosen: the spec shows none). @example title.length <= STREAM_TITLE_MAX_LENGTH */
export const STREAM_TITLE_MAX_LENGTH = 100

// A multipart form carries strings: numbers and yes/no fields are converted, on both sides.
const formNumber = z.optional(queryNumber(0))
const formFlag = z.optional(queryBoolean())

/**
 * The fields of the stream info update (`PATCH /v2/stream/info`) as the server reads them from
 * the multipart form. The title is trimmed, 1 to 100 characters (chosen).
 *
 * @example z.parse(streamInfoFieldsSchema, { title: ' Late show ', adultContentFlag: 'true' })
 * // { title: 'Late show', adultContentFlag: true }
 */
export const streamInfoFieldsSchema = z.object({
  title: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(STREAM_TITLE_MAX_LENGTH)),
  ),
  categoryIdx: formNumber,
  streamRegion: z.optional(z.string()),
  // Empty clears the language.
  languageCode: z.optional(
    z.string().check(z.refine((code) => code === '' || isStreamLanguage(code), 'Unknown language')),
  ),
  adultContentFlag: formFlag,
  isThumbnailChanged: formFlag,
  password: z.optional(z.string()),
  isPassword: formFlag,
  isHidden: formFlag,
  isPaidPromotion: formFlag,
  krTitle: z.optional(z.string()),
  isPendingEndEnabled: formFlag,
  tags: tagListField,
  channelId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
})
export type StreamInfoFields = z.output<typeof streamInfoFieldsSchema>

/**
 * A member's like of a broadcast after a like or unlike: whether they like it, and its count.
 *
 * @example z.parse(streamLikeSchema, { isLike: true, likeCnt: 12 })
 */
/**
 * The streamer's RTMP credentials: the encoder publishes to `{ingestUrl}/{streamKey}` (chosen:
 * the two apart, as encoders ask for a server and a key).
 */
export const streamKeySchema = z.object({ streamKey: z.string(), ingestUrl: z.string() })
export type StreamKey = z.output<typeof streamKeySchema>

export const streamLikeSchema = z.object({ isLike: z.boolean(), likeCnt: z.number() })
export type StreamLike = z.output<typeof streamLikeSchema>

/** Why a live ended. @example event.endedReason === ENDED_REASON.pendingEnd // waiting for stream end */
export const ENDED_REASON = { normal: 0, forced: 1, suspended: 2, pendingEnd: 3 } as const

/**
 * Live-status socket event. `status` is true while streaming (chosen: the wire form is not shown).
 *
 * @example z.parse(liveStatusEventSchema, { status: false, endedReason: 3 })
 */
export const liveStatusEventSchema = z.object({
  status: z.boolean(),
  endedReason: z.optional(z.literal([0, 1, 2, 3])),
})
export type LiveStatusEvent = z.output<typeof liveStatusEventSchema>

/** @example z.parse(liveSocialStatsSchema, { likeCount: 3, followerCount: 10 }) */
export const liveSocialStatsSchema = z.object({
  likeCount: num,
  followerCount: num,
  subscriberCount: num,
  spreadMin: num,
  spreadMax: num,
})
export type LiveSocialStats = z.output<typeof liveSocialStatsSchema>

const tally = z.optional(z.record(z.string(), z.number()))

/**
 * Dashboard viewer statistics (field names chosen; the spec lists only what they count).
 *
 * @example z.parse(viewerStatsSchema, { currentViewer: 5, byCountry: { TH: 3 } })
 */
export const viewerStatsSchema = z.object({
  cumulativeViewer: num,
  currentViewer: num,
  guestViewer: num,
  loginViewer: num,
  byClientType: tally,
  byCountry: tally,
  byStreamType: tally,
})
export type ViewerStats = z.output<typeof viewerStatsSchema>

/** @example z.parse(subtitleLanguageSchema, { idx: 1, code: 'th', nativeName: 'ไทย' }) */
export const subtitleLanguageSchema = z.object({
  idx: z.number(),
  code: z.string(),
  nativeName: str,
})
export type SubtitleLanguage = z.output<typeof subtitleLanguageSchema>

/** Sent by the player socket on entering a channel. @example { country: 'TH', channelId, sessionId, viewerId } */
export const channelInSchema = z.object({
  country: str,
  channelId: z.string(),
  sessionId: str,
  viewerId: str,
})
export type ChannelIn = z.output<typeof channelInSchema>

/** Player socket channel in/out payload. @example { clientId, viewerId, language: 'en-US', embed: false } */
export const playerChannelPayloadSchema = z.object({
  clientId: z.string(),
  viewerId: str,
  token: str,
  language: str,
  embed: bool,
  referer: str,
  preview: bool,
  browser: str,
  os: str,
  playerVersion: str,
})
export type PlayerChannelPayload = z.output<typeof playerChannelPayloadSchema>
