import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32, seconds } from '../../core/int32'
import { unreadAnswer as done, optionalNumber as num } from '../core/fields'

const notShown = 'answer not shown: passed through untyped'

const clipBody = z.object({
  titleName: z.string().check(z.trim(), z.minLength(1)),
  startTime: seconds(),
  endTime: seconds(),
})

/**
 * Saves a clip cut from a source (a video, or a live stream): the clip's title and range with
 * the fields naming the source; answers the clip's own `vodNo`.
 */
function clipSave<const Path extends string, Source extends z.core.$ZodLooseShape>(
  path: Path,
  source: Source,
  chosen: string,
) {
  return endpoint({
    method: 'POST',
    path,
    body: z.extend(clipBody, source),
    answer: z.object({ vodNo: num }),
    auth: 'required',
    chosen,
  })
}

/** @example client.video.saveClip({ vodNo, titleName, startTime: 30, endTime: 60 }) */
const saveClip = clipSave(
  '/v2/vod/clip/save',
  { vodNo: int32(1) },
  'body {vodNo, titleName, startTime, endTime} in seconds; answer {vodNo} of the clip',
)

/** @example client.video.getClipPreview(id) */
const getClipPreview = endpoint({
  method: 'GET',
  path: '/v2/vod/clip/preview/{id}',
  answer: done,
  auth: 'optional',
  chosen: notShown,
})

/** @example client.video.saveLiveClip({ streamerChannelId, titleName, startTime, endTime }) */
const saveLiveClip = clipSave(
  '/v2/vod/clip/live/save',
  { streamerChannelId: z.string() },
  'body {streamerChannelId, titleName, startTime, endTime}; answer {vodNo}',
)

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

/** Clips cut from a video or from a live stream. Part of `videoEndpoints`. */
export const clipEndpoints = {
  saveClip,
  getClipPreview,
  saveLiveClip,
  getLiveClipPreview,
  checkLiveClipAdult,
}
