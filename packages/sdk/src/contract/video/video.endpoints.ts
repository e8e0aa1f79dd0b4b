import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { seconds } from '../../core/int32'
import { masterPlaylistUrl } from '../../core/masterPlaylistUrl'
import { queryList } from '../../core/queryList'
import {
  unreadAnswer as done,
  optionalQueryNumber as queryNum,
  optionalString as str,
} from '../core/fields'
import { videoReportSchema } from '../report/report.schemas'
import { clipEndpoints } from './clip.endpoints'
import { liveEndRecommendEndpoints } from './liveEndRecommend.endpoints'
import {
  autoplayVodSchema,
  mediaInfoSchema,
  videoInfoSchema,
  videoListPageSchema,
} from './video.schemas'
import { videoCommentEndpoints } from './videoComment.endpoints'
import { videoDashboardEndpoints } from './videoDashboard.endpoints'
import { videoDetailSchema } from './videoDetail.schemas'
import { videoDownloadEndpoints } from './videoDownload.endpoints'

const pageQuery = z.object({ page: queryNum, limit: queryNum })
const listQuery = z.object({
  limit: queryNum,
  dateRange: str,
  page: queryNum,
  sort: str,
  type: str,
  languageCodeList: z.optional(queryList()),
  channelId: str,
  categoryIdx: queryNum,
  vodNo: queryNum,
  pattern: str,
})
const notShown = 'answer not shown: passed through untyped'

/** @example client.video.like(vodNo) */
const like = endpoint({
  method: 'POST',
  path: '/vod/like/add/{vodNo}',
  answer: z.optional(videoInfoSchema),
  auth: 'required',
  embed: true,
  chosen: 'answer: the video info after the change, when the server sends it',
})

/** @example client.video.unlike(vodNo) */
const unlike = endpoint({
  method: 'DELETE',
  path: '/vod/like/delete/{vodNo}',
  answer: z.optional(videoInfoSchema),
  auth: 'required',
  embed: true,
  chosen: 'answer: the video info after the change, when the server sends it',
})

/** Body: the report domain's video report. @example client.video.report(vodNo, report) */
const report = endpoint({
  method: 'POST',
  path: '/vod/report/{vodNo}',
  body: videoReportSchema,
  answer: done,
  auth: 'required',
})

/** Default limit 20, dateRange 1y. @example client.video.list({ channelId, limit: 20 }) */
const list = endpoint({
  method: 'GET',
  path: '/vod',
  query: listQuery,
  answer: videoListPageSchema,
  auth: 'optional',
})

/** @example client.video.listV2({ page: 1, limit: 20 }) */
const listV2 = endpoint({
  method: 'GET',
  path: '/v2/vod',
  query: listQuery,
  answer: videoListPageSchema,
  auth: 'optional',
  chosen: 'query: the same filters as /vod',
})

/** @example client.video.saveSetting({ isAutoPlay: false }) */
const saveSetting = endpoint({
  method: 'POST',
  path: '/v2/vod/setting/save',
  body: z.object({ isAutoPlay: z.boolean() }),
  answer: done,
  auth: 'required',
})

/** Recommendations at the end of a video. @example client.video.recommendAtEnd(vodNo) */
const recommendAtEnd = endpoint({
  method: 'GET',
  path: '/v2/vod/recommend/end/{vodNo}',
  answer: z.array(autoplayVodSchema),
  auth: 'optional',
  chosen: 'answer: a list of autoplay VODs',
})

/** Cache forever. @example client.video.getMediaInfo(vodNo) */
const getMediaInfo = endpoint({
  method: 'GET',
  path: '/v2/vod/media/info/{vodNo}',
  answer: mediaInfoSchema,
  auth: 'optional',
})

/**
 * The video page's data: title, channel, date, views, the member's like, position and
 * autoplay setting. Counts a view. VOD1000 for none, VOD1008 hidden (to all but its owner and
 * managers).
 *
 * @example const video = await client.video.getVideo(vodNo)
 */
const getVideo = endpoint({
  method: 'GET',
  path: '/v2/vod/info/{vodNo}',
  answer: videoDetailSchema,
  auth: 'optional',
  chosen: 'path and answer: the spec shows the video page, not its call',
})

/** @example client.video.getPrevChat(vodNo) */
const getPrevChat = endpoint({
  method: 'GET',
  path: '/v2/vod/prev-chat/{id}',
  answer: done,
  auth: 'optional',
  chosen: notShown,
})

/** @example client.video.getSubtitle(vodNo) */
const getSubtitle = endpoint({
  method: 'GET',
  path: '/v2/vod/subtitle/{id}',
  answer: done,
  auth: 'optional',
  chosen: notShown,
})

/** @example client.video.savePosition(vodNo, { position: 93 }) */
const savePosition = endpoint({
  method: 'POST',
  path: '/v2/vod/position/{vodNo}',
  body: z.object({ position: seconds() }),
  answer: done,
  auth: 'required',
  embed: true,
  chosen: 'body {position} in seconds',
})

/** @example client.video.listByChannel(channelId, { page: 1, limit: 20 }) */
const listByChannel = endpoint({
  method: 'GET',
  path: '/vod/list/{channelId}',
  query: pageQuery,
  answer: videoListPageSchema,
  auth: 'optional',
})

/** @example client.video.listChannel(channelId, { page: 1 }) */
const listChannel = endpoint({
  method: 'GET',
  path: '/v2/vod/channel/list/{id}',
  query: pageQuery,
  answer: videoListPageSchema,
  auth: 'optional',
})

/**
 * Every video call under one group, as the client binds it: the video itself and, from their
 * own files, its comments, clips, the owner's dashboard and downloads.
 *
 * @example bindEndpoints(transport, { video: videoEndpoints })
 */
export const videoEndpoints = {
  ...videoCommentEndpoints,
  like,
  unlike,
  report,
  list,
  listV2,
  saveSetting,
  recommendAtEnd,
  ...liveEndRecommendEndpoints,
  getMediaInfo,
  getVideo,
  getPrevChat,
  getSubtitle,
  savePosition,
  listByChannel,
  listChannel,
  ...clipEndpoints,
  ...videoDashboardEndpoints,
  ...videoDownloadEndpoints,
}

/**
 * VOD master playlist URL (chosen shape: `/media/vod/{vodNo}/master.m3u8` on the media origin).
 *
 * @example vodMasterPlaylistUrl(42, 'https://media.example.com') // 'https://media.example.com/media/vod/42/master.m3u8'
 */
export function vodMasterPlaylistUrl(vodNo: string | number, origin = ''): string {
  return masterPlaylistUrl('vod', vodNo, origin)
}
