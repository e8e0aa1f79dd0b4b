import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { masterPlaylistUrl } from '../../core/masterPlaylistUrl'
import { queryList } from '../../core/queryList'
import {
  unreadAnswer as done,
  optionalQueryNumber as queryNum,
  optionalString as str,
} from '../core/fields'
import { switchEndpoints } from '../core/switchEndpoints'
import { raidSchema } from '../raid/raid.schemas'
import { replaySaveResultSchema } from '../video/video.schemas'
import { categoryEndpoints } from './category.endpoints'
import {
  streamInfoSchema,
  streamKeySchema,
  streamLikeSchema,
  streamPageSchema,
  subtitleLanguageSchema,
  viewerStatsSchema,
} from './live.schemas'
import { ownChannelQuerySchema, streamDashboardSchema } from './streamDashboard.schemas'

const streamIdx = z.object({ streamIdx: int32(1) })

/** @example client.live.listStreams({ page: 1, limit: 20 }) */
const listStreams = endpoint({
  method: 'GET',
  path: '/v2/stream',
  query: z.object({
    page: queryNum,
    limit: queryNum,
    sort: str,
    categoryIdx: queryNum,
    languageCodeList: z.optional(queryList()),
  }),
  answer: streamPageSchema,
  auth: 'optional',
  chosen: 'query {page, limit, sort, categoryIdx, languageCodeList}; answer streamPageSchema',
})

/**
 * The signed-in streamer's own stream (`channelId`: the caller's channel by default; only its
 * streamer may ask, 403 MANAGER_PERMISSION otherwise).
 *
 * @example client.live.getMyStreamInfo()
 */
const getMyStreamInfo = endpoint({
  method: 'GET',
  path: '/v2/stream/info',
  query: ownChannelQuerySchema,
  answer: streamInfoSchema,
  auth: 'required',
  chosen: "query {channelId} (default the caller's channel), owner only",
})

/**
 * The signed-in streamer's stream key and RTMP ingest URL; a suspended channel gets none
 * (its refusal code). Never an embed call.
 *
 * @example const { streamKey, ingestUrl } = await client.live.getStreamKey()
 */
const getStreamKey = endpoint({
  method: 'GET',
  path: '/v2/stream/key',
  query: ownChannelQuerySchema,
  answer: streamKeySchema,
  auth: 'required',
  chosen:
    "query {channelId} (default the caller's channel), owner only; answer {streamKey, ingestUrl}",
})

/**
 * Replaces the stream key: encoders using the old one can no longer publish.
 *
 * @example const { streamKey } = await client.live.regenerateStreamKey()
 */
const regenerateStreamKey = endpoint({
  method: 'POST',
  path: '/v2/stream/key',
  query: ownChannelQuerySchema,
  answer: streamKeySchema,
  auth: 'required',
  chosen: 'POST regenerates; query {channelId}, owner only; answer {streamKey, ingestUrl}',
})

/**
 * Multipart form with the `StreamInfoForm` fields (`streamInfoFormData` builds it); the
 * reference server keeps the title, category, tags, language, adult flag and pending end. The
 * form's `channelId` names the channel (default the caller's own; owner only).
 *
 * @example client.live.updateStreamInfo(streamInfoFormData({ isPendingEndEnabled: true }))
 */
const updateStreamInfo = endpoint({
  method: 'PATCH',
  path: '/v2/stream/info',
  body: 'multipart',
  answer: done,
  auth: 'required',
})

/** Stale at once (staleTime 0). @example client.live.getStreamInfo('a1b2') */
const getStreamInfo = endpoint({
  method: 'GET',
  path: '/v2/stream/info/{channelId}',
  answer: streamInfoSchema,
  auth: 'optional',
})

/** @example client.live.saveSubtitle({ languageIdx: 3, enable: true }) */
const saveSubtitle = endpoint({
  method: 'POST',
  path: '/v2/stream/subtitle',
  body: z.object({ languageIdx: int32(), enable: z.boolean() }),
  answer: done,
  auth: 'required',
  chosen: 'body {languageIdx, enable}',
})

/** @example client.live.getSubtitleSetting(channelId) */
const getSubtitleSetting = endpoint({
  method: 'GET',
  path: '/v2/stream/subtitle/setting/{id}',
  answer: z.object({
    enable: z.optional(z.boolean()),
    languageList: z._default(z.array(subtitleLanguageSchema), []),
  }),
  auth: 'optional',
  chosen: 'answer {enable, languageList}',
})

/**
 * The signed-in streamer sends their viewers to another live channel, while live. Refusals:
 * STR40010 not live, CHA30017 one's own channel, CHA30023 no such channel, STR40011 the channel
 * is not live, STR40012 its owner blocked the raider; RATE_LIMITED.
 *
 * @example const raid = await client.live.viewerRaid({ raidChannelId: 'viewer1' })
 */
const viewerRaid = endpoint({
  method: 'POST',
  path: '/v2/stream/dashboard/viewer-raid',
  body: z.object({ raidChannelId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
  answer: raidSchema,
  auth: 'required',
  chosen:
    'body {raidChannelId}; answer: the raid (raidFromChannelId, raidChannelId, raidKey, refKey)',
})

/**
 * Likes a broadcast, once per member, or takes the like back.
 *
 * @example client.live.like({ streamIdx }) // { isLike: true, likeCnt }
 * @example client.live.unlike({ streamIdx }) // { isLike: false, likeCnt }
 */
const { on: like, off: unlike } = switchEndpoints({
  path: '/stream/like',
  body: streamIdx,
  answer: streamLikeSchema,
  auth: 'required',
  embed: true,
  chosen: 'answer {isLike, likeCnt}',
})

/** Saves the replay up to now (needs 600 s of live). @example client.live.saveReplayNow({ title, categoryId, channelId }) */
const saveReplayNow = endpoint({
  method: 'POST',
  path: '/v2/stream/replay/save',
  body: z.object({
    title: z.string().check(z.trim(), z.minLength(1)),
    categoryId: int32(),
    channelId: z.string(),
  }),
  answer: replaySaveResultSchema,
  auth: 'required',
  chosen: 'path /v2/stream/replay/save',
})

/** Fails with STR40009, VOD1026, VOD1027, VOD1031 or VOD1033. @example client.live.checkReplaySaveable({ channelId }) */
const checkReplaySaveable = endpoint({
  method: 'GET',
  path: '/v2/stream/replay/save/check',
  query: z.object({ channelId: z.string() }),
  answer: z.object({ isSaveable: z.optional(z.boolean()) }),
  auth: 'required',
  chosen: 'path /v2/stream/replay/save/check, query {channelId}, answer {isSaveable}',
})

/**
 * The streamer's dashboard home: live or not and since when, whether the channel was ever
 * live, the ingest's measure of the stream (bitrate, frame rate, resolution, reconnects) and
 * the chat's recent activity. Owner only (403 MANAGER_PERMISSION for anyone else).
 *
 * @example const home = await client.live.getStreamDashboard({ channelId: 'airwave' })
 */
const getStreamDashboard = endpoint({
  method: 'GET',
  path: '/v2/stream/dashboard/live',
  query: ownChannelQuerySchema,
  answer: streamDashboardSchema,
  auth: 'required',
  chosen: 'path, query {channelId} and answer streamDashboardSchema: the spec shows none',
})

/** @example client.live.getViewerStats(channelId) */
const getViewerStats = endpoint({
  method: 'GET',
  path: '/v2/stream/dashboard/viewer/{channelId}',
  answer: viewerStatsSchema,
  auth: 'required',
  chosen: 'path /v2/stream/dashboard/viewer/{channelId}; answer viewerStatsSchema',
})

/** Live stream calls. @example bindEndpoints(transport, { live: liveEndpoints }) */
export const liveEndpoints = {
  listStreams,
  getMyStreamInfo,
  getStreamKey,
  regenerateStreamKey,
  updateStreamInfo,
  getStreamInfo,
  saveSubtitle,
  getSubtitleSetting,
  viewerRaid,
  like,
  unlike,
  saveReplayNow,
  checkReplaySaveable,
  getViewerStats,
  getStreamDashboard,
  ...categoryEndpoints,
}

/**
 * Live master playlist URL of a channel (chosen shape: `/media/live/{channelId}/master.m3u8`).
 *
 * @example liveMasterPlaylistUrl('a1b2') // '/media/live/a1b2/master.m3u8'
 */
export function liveMasterPlaylistUrl(channelId: string, origin = ''): string {
  return masterPlaylistUrl('live', channelId, origin)
}
