import type { FastifyRequest } from 'fastify'
import { badRequest } from '../http/httpError'
import { publicOrigin } from '../http/publicUrl'
import { httpLink, storableText } from './text'
import { UPLOAD_NAME } from './uploads/storage'

/** Images one post may carry (an upload takes 10 files at most). */
const POST_IMAGES_MAX = 10
/** How far ahead a post may be scheduled. */
const RESERVE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000

/**
 * A post image: one of our uploads (stored as `/uploads/name`, also when sent as an absolute
 * URL of this server) or an http(s) URL (an S3 bucket).
 */
function imageLink(request: FastifyRequest, link: string): string {
  const own = `${publicOrigin(request)}/uploads/`
  const local = link.startsWith(own) ? `/uploads/${link.slice(own.length)}` : link
  if (local.startsWith('/uploads/')) {
    if (!UPLOAD_NAME.test(local.slice('/uploads/'.length))) {
      throw badRequest('attachImgLink names no uploaded image')
    }
    return local
  }
  return httpLink(local, 'attachImgLink')
}

/**
 * Checks and normalises a post's images.
 *
 * @example
 * const images = postImages(request, body.attachImgLink ?? [])
 */
export function postImages(request: FastifyRequest, links: string[]): string[] {
  if (links.length > POST_IMAGES_MAX) {
    throw badRequest(`A post holds at most ${POST_IMAGES_MAX} images`)
  }
  return links.map((link) => imageLink(request, link))
}

/**
 * A reservation date: a valid date in the future (at most a year ahead), or 400.
 *
 * @example
 * const reservedAt = reservationDate('2030-01-01T20:00:00Z', new Date())
 */
export function reservationDate(value: string, now: Date): Date {
  storableText(value, 'reservedDate')
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw badRequest('reservedDate is not a date')
  if (time <= now.getTime()) throw badRequest('reservedDate must be in the future')
  if (time > now.getTime() + RESERVE_AHEAD_MS) {
    throw badRequest('reservedDate may be at most a year ahead')
  }
  return new Date(time)
}

/**
 * Post text: stored as written. A post needs some text or at least one image.
 *
 * @example
 * postContent(body.content, images)
 */
export function postContent(content: string, images: string[]): string {
  storableText(content, 'content')
  if (content.trim() === '' && images.length === 0) {
    throw badRequest('A post needs some text or an image')
  }
  return content
}

/** The social link of a post: an http(s) URL, or null. */
export function socialLink(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === ''
    ? null
    : httpLink(value, 'socialPostLink')
}
