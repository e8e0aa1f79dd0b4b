import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { unreadAnswer as done, optionalQueryNumber as queryNum } from '../core/fields'
import { replaySplitSchema, videoListPageSchema } from './video.schemas'
import { vodImageListSchema } from './videoDetail.schemas'

const pageQuery = z.object({ page: queryNum, limit: queryNum })
const notShown = 'answer not shown: passed through untyped'

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

/** @example client.video.listDashboard(channelId, { page: 1 }) */
const listDashboard = endpoint({
  method: 'GET',
  path: '/v2/vod/list/dashboard/{id}',
  query: pageQuery,
  answer: videoListPageSchema,
  auth: 'required',
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

/**
 * Owner or manager (VOD1004 otherwise); the multipart fields of `videoUpdateFieldsSchema`.
 *
 * @example client.video.update(vodNo, videoUpdateFormData({ title: 'Finals', isHidden: true }))
 */
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

/**
 * Frames of the video for its owner or a manager to pick a thumbnail from (send the chosen
 * `time` as `thumbnailTime` with `update`).
 *
 * @example const { imageList } = await client.video.extractImage(vodNo)
 */
const extractImage = endpoint({
  method: 'GET',
  path: '/v2/vod/image/extract/{vodNo}',
  answer: vodImageListSchema,
  auth: 'required',
  chosen: 'answer {imageList: [{time, url}]}',
})

/** The channel owner's videos: the dashboard, uploads, edits, replay splitting. Part of `videoEndpoints`. */
export const videoDashboardEndpoints = {
  getDashboardInfo,
  getDashboardInfoV2,
  listDashboard,
  getReplaySplit,
  splitReplay,
  update,
  delete: remove,
  uploadVod,
  extractImage,
}
