import * as z from 'zod/mini'
import { queryBoolean } from '../../core/queryBoolean'
import { queryNumber } from '../../core/queryNumber'
import { TAG_LIMIT, TAG_MAX_LENGTH, tagListField } from '../../core/tagList'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'
import { vodListItemSchema } from './video.schemas'

/**
 * What the video page shows (chosen: `GET /v2/vod/info/{vodNo}`, not cached, unlike the media
 * info): the card's fields, its tags, the member's like, where the member left the video
 * (`position`, seconds), their autoplay setting, and whether they may edit it
 * (`isManageable`: the owner or a manager). Each call counts a view.
 *
 * @example z.parse(videoDetailSchema, { vodNo: 9, title: 'Finals', isLike: false, likeCnt: 3 })
 */
export const videoDetailSchema = z.object({
  ...vodListItemSchema.shape,
  tags: z._default(z.array(z.string()), []),
  position: num,
  isAutoPlay: bool,
  isManageable: bool,
  languageCode: str,
})
export type VideoDetail = z.output<typeof videoDetailSchema>

/** Longest video title (chosen, as the stream title's). @example title.length <= VIDEO_TITLE_MAX_LENGTH */
export const VIDEO_TITLE_MAX_LENGTH = 100
/** Most tags on a video (the kit's one tag rule). @example tags.length <= VIDEO_TAG_LIMIT */
export const VIDEO_TAG_LIMIT = TAG_LIMIT
/** Longest tag (the kit's one tag rule). @example tag.length <= VIDEO_TAG_MAX_LENGTH */
export const VIDEO_TAG_MAX_LENGTH = TAG_MAX_LENGTH

// A multipart form carries strings: numbers and yes/no fields are converted, on both sides.
const formFlag = z.optional(queryBoolean())
const formNumber = (pattern: RegExp) =>
  z.optional(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(pattern))]),
      z.transform((value: number | string) => Number(value)),
    ),
  )

/**
 * The fields of a video update (`PATCH /vod/update/{vodNo}`, multipart) as the server reads
 * them: a trimmed title of 1 to 100 characters, a category (`0` clears it), tags separated by
 * commas (at most 10, each at most 20 characters), the hidden and adult flags, a content
 * language, and the thumbnail chosen among the extracted frames (`thumbnailTime`, seconds).
 * Fields not sent are kept.
 *
 * @example z.parse(videoUpdateFieldsSchema, { title: ' Finals ', isHidden: 'true', tags: 'a, b' })
 * // { title: 'Finals', isHidden: true, tags: ['a', 'b'] }
 */
export const videoUpdateFieldsSchema = z.object({
  title: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(VIDEO_TITLE_MAX_LENGTH)),
  ),
  categoryIdx: z.optional(queryNumber(0)),
  tags: tagListField,
  isHidden: formFlag,
  isAdult: formFlag,
  languageCode: z.optional(z.string().check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/))),
  thumbnailTime: formNumber(/^\d{1,6}(\.\d{1,3})?$/),
})
export type VideoUpdateFields = z.output<typeof videoUpdateFieldsSchema>

/** The update as a page fills it; `videoUpdateFormData` writes the multipart body. */
export interface VideoUpdateForm {
  title?: string
  categoryIdx?: number
  tags?: readonly string[]
  isHidden?: boolean
  isAdult?: boolean
  languageCode?: string
  thumbnailTime?: number
}

/**
 * The multipart body of a video update: tags joined with commas, numbers and flags written
 * out; fields left undefined are not sent, so the server keeps them.
 *
 * @example await client.video.update(vodNo, videoUpdateFormData({ isHidden: true }))
 */
export function videoUpdateFormData(form: VideoUpdateForm): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(form) as [string, unknown][]) {
    if (value === undefined) continue
    data.append(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return data
}

/**
 * Frames of a video to pick a thumbnail from (`GET /v2/vod/image/extract/{vodNo}`, chosen
 * shape): each at `time` seconds, as an image URL.
 *
 * @example z.parse(vodImageListSchema, { imageList: [{ time: 0, url: '/media/vod/9/frames/0.jpg' }] })
 */
export const vodImageListSchema = z.object({
  imageList: z._default(z.array(z.object({ time: z.number(), url: z.string() })), []),
})
export type VodImageList = z.output<typeof vodImageListSchema>
