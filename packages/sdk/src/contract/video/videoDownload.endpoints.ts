import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { unreadAnswer as done } from '../core/fields'
import { vodListItemSchema } from './video.schemas'

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
  body: z.object({ broadId: z.union([z.string(), int32()]), order: int32() }),
  answer: done,
  auth: 'required',
})

/** A video's download, fragment by fragment. Part of `videoEndpoints`. */
export const videoDownloadEndpoints = {
  listDownloadFragments,
  requestDownloadFragment,
}
