import * as z from 'zod/mini'
import { endpoint } from '../core/endpoint'
import { videoReportSchema } from '../report/report.schemas'
import {
  autoplayVodSchema,
  mediaInfoSchema,
  replaySplitSchema,
  VIDEO_COMMENT_SORTS,
  videoCommentPageSchema,
  videoCommentSchema,
  videoInfoSchema,
  videoListPageSchema,
  videoReplyPageSchema,
  videoReplySchema,
  vodListItemSchema,
} from './video.schemas'

const num = z.optional(z.number())
const str = z.optional(z.string())
const done = z.unknown()
const text = z.string().check(z.trim(), z.minLength(1))
const pageQuery = z.object({ page: num, limit: num })
const listQuery = z.object({
  limit: num,
  dateRange: str,
  page: num,
  sort: str,
  type: str,
  languageCodeList: z.optional(z.array(z.string())),
  channelId: str,
  categoryIdx: num,
  vodNo: num,
  pattern: str,
})
const recommendQuery = z.object({ categoryIdx: num, channelId: str })
const notShown = 'answer not shown: passed through untyped'

// Video comments

/** @example client.video.listComments(vodNo, { sort: 'createDate-desc', page: 2 }) */
const listComments = endpoint({
  method: 'GET',
  path: '/vodComment/list/{vodNo}',
  query: z.object({
    sort: z.optional(z.enum(VIDEO_COMMENT_SORTS)),
    page: num,
    limit: num,
    firstPageLimit: num,
  }),
  answer: videoCommentPageSchema,
  auth: 'optional',
})

/** @example client.video.createComment(vodNo, { comment: 'great', nickName: 'kim' }) */
const createComment = endpoint({
  method: 'POST',
  path: '/vodComment/comment/{vodNo}',
  body: z.object({ comment: text, nickName: z.string() }),
  answer: videoCommentSchema,
  auth: 'required',
  chosen: 'answer: the created comment, so it can be placed without a refetch',
})

/** @example client.video.deleteComment(commentIdx) */
const deleteComment = endpoint({
  method: 'DELETE',
  path: '/vodComment/comment/{commentIdx}',
  answer: done,
  auth: 'required',
})

/** @example client.video.likeComment(commentIdx, { vodNo, nickName }) */
const likeComment = endpoint({
  method: 'POST',
  path: '/vodComment/like/{commentIdx}',
  body: z.object({ vodNo: num, nickName: str }),
  answer: done,
  auth: 'required',
})

/** @example client.video.unlikeComment(commentIdx) */
const unlikeComment = endpoint({
  method: 'DELETE',
  path: '/vodComment/like/{commentIdx}',
  answer: done,
  auth: 'required',
})

/** Pin (only one per video). @example client.video.pinComment(commentIdx) */
const pinComment = endpoint({
  method: 'POST',
  path: '/vodComment/fix/{commentIdx}',
  answer: done,
  auth: 'required',
})

/** @example client.video.unpinComment(commentIdx) */
const unpinComment = endpoint({
  method: 'DELETE',
  path: '/vodComment/fix/{commentIdx}',
  answer: done,
  auth: 'required',
})

/** Body: the report domain's video report. @example client.video.reportComment(commentIdx, report) */
const reportComment = endpoint({
  method: 'POST',
  path: '/vodComment/report/{commentIdx}',
  body: videoReportSchema,
  answer: done,
  auth: 'required',
})

/** @example client.video.listReplies(commentIdx, { page: 1 }) */
const listReplies = endpoint({
  method: 'GET',
  path: '/vodComment/reply/list/{commentIdx}',
  query: z.object({ page: num, firstPageLimit: num, limit: num }),
  answer: videoReplyPageSchema,
  auth: 'optional',
})

/** @example client.video.createReply(commentIdx, { reply: 'agreed', nickName: 'kim' }) */
const createReply = endpoint({
  method: 'POST',
  path: '/vodComment/reply/{commentIdx}',
  body: z.object({ reply: text, nickName: z.string() }),
  answer: videoReplySchema,
  auth: 'required',
  chosen: 'answer: the created reply',
})

/** @example client.video.deleteReply(replyIdx) */
const deleteReply = endpoint({
  method: 'DELETE',
  path: '/vodComment/reply/{replyIdx}',
  answer: done,
  auth: 'required',
})

/** @example client.video.likeReply(replyIdx) */
const likeReply = endpoint({
  method: 'POST',
  path: '/vodComment/reply/like/{replyIdx}',
  answer: done,
  auth: 'required',
})

/** @example client.video.unlikeReply(replyIdx) */
const unlikeReply = endpoint({
  method: 'DELETE',
  path: '/vodComment/reply/like/{replyIdx}',
  answer: done,
  auth: 'required',
})

// Videos

/** @example client.video.like(vodNo) */
const like = endpoint({
  method: 'POST',
  path: '/vod/like/add/{vodNo}',
  answer: z.optional(videoInfoSchema),
  auth: 'required',
  chosen: 'answer: the video info after the change, when the server sends it',
})

/** @example client.video.unlike(vodNo) */
const unlike = endpoint({
  method: 'DELETE',
  path: '/vod/like/delete/{vodNo}',
  answer: z.optional(videoInfoSchema),
  auth: 'required',
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

/** @example client.video.getDashboardInfo() */
const getDashboardInfo = endpoint({
  method: 'GET',
  path: '/vod/dashboard/info',
  answer: done,
  auth: 'required',
  chosen: notShown,
})

/** @example client.video.getDashboardInfoV2() */
const getDashboardInfoV2 = endpoint({
  method: 'GET',
  path: '/v2/vod/dashboard/info',
  answer: done,
  auth: 'required',
  chosen: notShown,
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

/** @example client.video.recommendLiveEnd({ categoryIdx, channelId }) */
const recommendLiveEnd = endpoint({
  method: 'GET',
  path: '/v2/vod/recommend/live-end-autoplay',
  query: recommendQuery,
  answer: z.nullish(autoplayVodSchema),
  auth: 'optional',
  chosen: 'answer: one autoplay VOD, or null when none',
})

/** Fallback list; the client uses the first 8. @example client.video.recommendLiveEndList({ channelId }) */
const recommendLiveEndList = endpoint({
  method: 'GET',
  path: '/v2/vod/recommend/live-end-autoplay/list',
  query: recommendQuery,
  answer: z.array(autoplayVodSchema),
  auth: 'optional',
  chosen: 'answer: a list of autoplay VODs',
})

/** @example client.video.getReplaySplit({ streamerChannelId }) */
const getReplaySplit = endpoint({
  method: 'GET',
  path: '/v2/vod/replay/split',
  query: z.object({ streamerChannelId: z.string() }),
  answer: z.nullish(z.partial(replaySplitSchema)),
  auth: 'required',
  chosen: 'answer: the current split setting, or null',
})

/** @example client.video.splitReplay({ titleName, categoryIdx, streamerChannelId }) */
const splitReplay = endpoint({
  method: 'POST',
  path: '/v2/vod/replay/split',
  body: replaySplitSchema,
  answer: done,
  auth: 'required',
})

/** Cache forever. @example client.video.getMediaInfo(vodNo) */
const getMediaInfo = endpoint({
  method: 'GET',
  path: '/v2/vod/media/info/{vodNo}',
  answer: mediaInfoSchema,
  auth: 'optional',
})

const clipBody = z.object({
  titleName: z.string().check(z.trim(), z.minLength(1)),
  startTime: z.number(),
  endTime: z.number(),
})

/** @example client.video.saveClip({ vodNo, titleName, startTime: 30, endTime: 60 }) */
const saveClip = endpoint({
  method: 'POST',
  path: '/v2/vod/clip/save',
  body: z.extend(clipBody, { vodNo: z.number() }),
  answer: z.object({ vodNo: num }),
  auth: 'required',
  chosen: 'body {vodNo, titleName, startTime, endTime} in seconds; answer {vodNo} of the clip',
})

/** @example client.video.getPrevChat(vodNo) */
const getPrevChat = endpoint({
  method: 'GET',
  path: '/v2/vod/prev-chat/{id}',
  answer: done,
  auth: 'optional',
  chosen: notShown,
})

/** @example client.video.getClipPreview(id) */
const getClipPreview = endpoint({
  method: 'GET',
  path: '/v2/vod/clip/preview/{id}',
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
  body: z.object({ position: z.number() }),
  answer: done,
  auth: 'required',
  chosen: 'body {position} in seconds',
})

/** @example client.video.saveLiveClip({ streamerChannelId, titleName, startTime, endTime }) */
const saveLiveClip = endpoint({
  method: 'POST',
  path: '/v2/vod/clip/live/save',
  body: z.extend(clipBody, { streamerChannelId: z.string() }),
  answer: z.object({ vodNo: num }),
  auth: 'required',
  chosen: 'body {streamerChannelId, titleName, startTime, endTime}; answer {vodNo}',
})

/** @example client.video.getLiveClipPreview(id) */
const getLiveClipPreview = endpoint({
  method: 'GET',
  path: '/v2/vod/clip/live/preview/{id}',
  answer: done,
  auth: 'required',
  chosen: notShown,
})

/** @example client.video.checkLiveClipAdult(streamerChannelId) */
const checkLiveClipAdult = endpoint({
  method: 'POST',
  path: '/v2/vod/clip/live/IsAdult/{streamerChannelId}',
  answer: z.object({ isAdult: z.optional(z.boolean()) }),
  auth: 'required',
  chosen: 'no body; answer {isAdult}',
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

/** @example client.video.listDashboard(channelId, { page: 1 }) */
const listDashboard = endpoint({
  method: 'GET',
  path: '/v2/vod/list/dashboard/{id}',
  query: pageQuery,
  answer: videoListPageSchema,
  auth: 'required',
})

/** Owner or manager. @example client.video.update(vodNo, formData) */
const update = endpoint({
  method: 'PATCH',
  path: '/vod/update/{vodNo}',
  body: 'multipart',
  answer: done,
  auth: 'required',
})

/** Owner or manager. @example client.video.delete(vodNo) */
const remove = endpoint({
  method: 'DELETE',
  path: '/vod/ucc/{vodNo}',
  answer: done,
  auth: 'required',
})

/** @example client.video.uploadVod(formData) // { vodNo } */
const uploadVod = endpoint({
  method: 'POST',
  path: '/v2/vod/upload',
  body: 'multipart',
  answer: z.object({ vodNo: z.number() }),
  auth: 'required',
  chosen: 'path and shape for /upload-vod: multipart form, answer {vodNo}',
})

/** Polled every 10 s. @example client.video.listDownloadFragments(vodNo) */
const listDownloadFragments = endpoint({
  method: 'GET',
  path: '/v2/vod/download/fragment/{vodNo}/list',
  answer: z.array(vodListItemSchema),
  auth: 'required',
  chosen: 'answer: an array of fragments (vodNo, broadId, order, downloadUrl)',
})

/** @example client.video.requestDownloadFragment(vodNo, { broadId, order: 1 }) */
const requestDownloadFragment = endpoint({
  method: 'POST',
  path: '/v2/vod/download/fragment/{vodNo}',
  body: z.object({ broadId: z.union([z.string(), z.number()]), order: z.number() }),
  answer: done,
  auth: 'required',
})

/** @example client.video.extractImage(vodNo) */
const extractImage = endpoint({
  method: 'GET',
  path: '/v2/vod/image/extract/{vodNo}',
  answer: done,
  auth: 'required',
  chosen: notShown,
})

/** Video and video-comment calls. @example bindEndpoints(transport, { video: videoEndpoints }) */
export const videoEndpoints = {
  listComments,
  createComment,
  deleteComment,
  likeComment,
  unlikeComment,
  pinComment,
  unpinComment,
  reportComment,
  listReplies,
  createReply,
  deleteReply,
  likeReply,
  unlikeReply,
  like,
  unlike,
  report,
  list,
  listV2,
  getDashboardInfo,
  getDashboardInfoV2,
  saveSetting,
  recommendAtEnd,
  recommendLiveEnd,
  recommendLiveEndList,
  getReplaySplit,
  splitReplay,
  getMediaInfo,
  saveClip,
  getPrevChat,
  getClipPreview,
  getSubtitle,
  savePosition,
  saveLiveClip,
  getLiveClipPreview,
  checkLiveClipAdult,
  listByChannel,
  listChannel,
  listDashboard,
  update,
  delete: remove,
  uploadVod,
  listDownloadFragments,
  requestDownloadFragment,
  extractImage,
}

const mediaPath = (origin: string, kind: string, id: string | number) =>
  `${origin.replace(/\/$/, '')}/media/${kind}/${encodeURIComponent(String(id))}/master.m3u8`

/**
 * VOD master playlist URL (chosen shape: `/media/vod/{vodNo}/master.m3u8` on the media origin).
 *
 * @example vodMasterPlaylistUrl(42, 'https://media.example.com') // 'https://media.example.com/media/vod/42/master.m3u8'
 */
export function vodMasterPlaylistUrl(vodNo: string | number, origin = ''): string {
  return mediaPath(origin, 'vod', vodNo)
}

/**
 * Live master playlist URL of a channel (chosen shape: `/media/live/{channelId}/master.m3u8`).
 *
 * @example liveMasterPlaylistUrl('a1b2') // '/media/live/a1b2/master.m3u8'
 */
export function liveMasterPlaylistUrl(channelId: string, origin = ''): string {
  return mediaPath(origin, 'live', channelId)
}
