import {
  COMMENT_MAX_LENGTH,
  type Post,
  type PostBody,
  type PostPatch,
} from '../contract/community/community.schemas'
import type { FormProblem } from '../core/formProblem'
import { normalizeLineBreaks, textProblem } from './composer'

/** Images one post may hold (the server's limit). */
export const POST_IMAGES_MAX = 10
/** The largest image file accepted: 20 MB (community.md section 9). */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024
/** Image types a post takes, as the file picker's `accept` and the check before upload. */
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
/** How far ahead a post may be reserved: a year and a day, as the server allows. */
export const RESERVE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000
/** The longest social link the server stores. */
const LINK_MAX = 2048

/**
 * A post being written: what the composer's fields hold. `reservedAt` is the local date and
 * time of an `<input type="datetime-local">` (`YYYY-MM-DDTHH:mm`), empty to publish now.
 */
export interface PostDraft {
  content: string
  /** Uploaded image URLs, in the order shown. */
  images: string[]
  reservedAt: string
  socialPostLink: string
}

/** Why a file selection is refused before upload (community.md section 5 and 8). */
export type ImageFileError = 'FILE_TYPE_NOT_ALLOWED' | 'FILE_SIZE_EXCEEDS' | 'TOO_MANY_IMAGES'

/**
 * What keeps a draft from being saved, at its field; each code is the composer catalogue's key
 * for its words (`tooLong` fills in `params.max`). At `post`, the whole post: neither text nor
 * image, or an edit that changes nothing.
 */
export type DraftProblem =
  | FormProblem<'content', 'tooLong'>
  | FormProblem<'reservedAt', 'invalid' | 'past' | 'too-far'>
  | FormProblem<'socialPostLink', 'linkInvalid'>
  | FormProblem<'post', 'empty' | 'unchanged'>

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A date as an `<input type="datetime-local">` value in the viewer's time zone.
 *
 * @example
 * localDateTimeValue(new Date(2030, 0, 2, 20, 5)) // '2030-01-02T20:05'
 */
export function localDateTimeValue(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * The date an `<input type="datetime-local">` value names in the viewer's time zone, or
 * `undefined` for anything else (also 31 February).
 *
 * @example
 * parseLocalDateTime('2030-01-02T20:05')?.getHours() // 20
 */
export function parseLocalDateTime(value: string): Date | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!parts) return undefined
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0))
  const date = new Date(year!, month! - 1, day, hour, minute, second)
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute
  return same ? date : undefined
}

/**
 * The draft of a new post, or of `post` for editing.
 *
 * @example
 * postDraft() // { content: '', images: [], reservedAt: '', socialPostLink: '' }
 */
export function postDraft(post?: Post): PostDraft {
  const reserved = post?.isReserved && post.reservedDate ? new Date(post.reservedDate) : undefined
  return {
    content: post?.content ?? '',
    images: [...(post?.attachImgLink ?? [])],
    reservedAt: reserved ? localDateTimeValue(reserved) : '',
    socialPostLink: post?.socialPostLink ?? '',
  }
}

/**
 * Whether a post may be given a reservation: a new one, or one still reserved. A published
 * post stays published (the server refuses to reserve it again).
 *
 * @example
 * canReserve(undefined) // true
 */
export function canReserve(original: Post | undefined): boolean {
  return !original || original.isReserved === true
}

/**
 * Why files cannot join a draft that holds `held` images: a type other than png, jpeg, gif
 * or webp, a file over 20 MB, or more than 10 images in all. Checked before any byte is sent;
 * the server checks again, and also the pixel size (IMAGE_DIMENSIONS_NOT_ALLOWED).
 *
 * @example
 * imageFilesError([{ type: 'application/pdf', size: 10 }], 0) // 'FILE_TYPE_NOT_ALLOWED'
 */
export function imageFilesError(
  files: readonly { type: string; size: number }[],
  held: number,
): ImageFileError | undefined {
  const types: readonly string[] = POST_IMAGE_TYPES
  if (files.some((file) => !types.includes(file.type))) return 'FILE_TYPE_NOT_ALLOWED'
  if (files.some((file) => file.size > IMAGE_MAX_BYTES)) return 'FILE_SIZE_EXCEEDS'
  if (held + files.length > POST_IMAGES_MAX) return 'TOO_MANY_IMAGES'
  return undefined
}

function isHttpLink(value: string): boolean {
  if (value.length > LINK_MAX) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

function reservationProblem(value: string, now: Date): DraftProblem | undefined {
  if (value === '') return undefined
  const date = parseLocalDateTime(value)
  if (!date) return { field: 'reservedAt', code: 'invalid' }
  if (date.getTime() <= now.getTime()) return { field: 'reservedAt', code: 'past' }
  if (date.getTime() > now.getTime() + RESERVE_AHEAD_MS) {
    return { field: 'reservedAt', code: 'too-far' }
  }
  return undefined
}

/**
 * What keeps a draft from being saved: text over 5000 visible characters, neither text nor
 * image, a reservation that is not a future date within a year, a social link that is not an
 * http(s) URL, or an edit that changes nothing. An unchanged reservation of a post being
 * edited is not checked again.
 *
 * @example
 * checkDraft({ ...postDraft(), content: 'Hi' }, { now: new Date() }) // []
 */
export function checkDraft(
  draft: PostDraft,
  { original, now }: { original?: Post | undefined; now: Date },
): DraftProblem[] {
  const problems: DraftProblem[] = []
  if (textProblem(draft.content, { allowBlank: true }) === 'too-long') {
    problems.push({ field: 'content', code: 'tooLong', params: { max: COMMENT_MAX_LENGTH } })
  }
  const before = original ? postDraft(original) : undefined
  if (canReserve(original) && draft.reservedAt !== before?.reservedAt) {
    const problem = reservationProblem(draft.reservedAt, now)
    if (problem) problems.push(problem)
  }
  const link = draft.socialPostLink.trim()
  if (link !== '' && !isHttpLink(link)) {
    problems.push({ field: 'socialPostLink', code: 'linkInvalid' })
  }
  if (draft.content.trim() === '' && draft.images.length === 0) {
    problems.push({ field: 'post', code: 'empty' })
  } else if (before && Object.keys(postPatch(draft, original!)).length === 0) {
    problems.push({ field: 'post', code: 'unchanged' })
  }
  return problems
}

const reservedDateOf = (value: string) =>
  value === '' ? null : (parseLocalDateTime(value)?.toISOString() ?? null)

/**
 * The body that creates a draft's post: text with its line breaks normalised, the images, the
 * reservation as an ISO date (UTC), the social link or null.
 *
 * @example
 * postBody({ content: 'Hi', images: [], reservedAt: '', socialPostLink: '' })
 * // { content: 'Hi', attachImgLink: [], reservedDate: null, socialPostLink: null }
 */
export function postBody(draft: PostDraft): PostBody {
  return {
    content: normalizeLineBreaks(draft.content),
    attachImgLink: [...draft.images],
    reservedDate: reservedDateOf(draft.reservedAt),
    socialPostLink: draft.socialPostLink.trim() || null,
  }
}

/**
 * The update that turns `original` into the draft: only what changed. Clearing a reserved
 * post's date publishes it now; a published post's date is never sent.
 *
 * @example
 * postPatch({ ...postDraft(post), content: 'Edited' }, post) // { content: 'Edited' }
 */
export function postPatch(draft: PostDraft, original: Post): PostPatch {
  const before = postDraft(original)
  const patch: PostPatch = {}
  const content = normalizeLineBreaks(draft.content)
  if (content !== normalizeLineBreaks(before.content)) patch.content = content
  if (!sameList(draft.images, before.images)) patch.attachImgLink = [...draft.images]
  if (canReserve(original) && draft.reservedAt !== before.reservedAt) {
    patch.reservedDate = reservedDateOf(draft.reservedAt)
  }
  const link = draft.socialPostLink.trim()
  if (link !== before.socialPostLink.trim()) patch.socialPostLink = link || null
  return patch
}

/**
 * The reservation a "publish later" switch starts from: the first full hour more than an hour
 * ahead, as a datetime-local value.
 *
 * @example
 * defaultReservation(new Date(2030, 0, 10, 12, 20)) // '2030-01-10T14:00'
 */
export function defaultReservation(now: Date): string {
  const date = new Date(now.getTime() + 60 * 60 * 1000)
  date.setMinutes(60, 0, 0)
  return localDateTimeValue(date)
}
