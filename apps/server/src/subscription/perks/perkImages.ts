import {
  SUBSCRIBER_IMAGE_RULES,
  SUBSCRIBER_UPLOAD_ERRORS,
  subscriberImageProblem,
} from '@airwave/sdk/contract'
import type { FastifyRequest } from 'fastify'
import { checkImage, sniffImageType } from '../../community/uploads/imageCheck'
import type { UploadStorage } from '../../community/uploads/storage'
import { badRequest, HttpError } from '../../http/httpError'
import { readMultipart } from '../../http/multipart'

// Badge and emoticon images: the community uploads' sniffing (`checkImage`) and storage, judged
// by the contract's rule (`subscriberImageProblem`, the client's too). Everything is checked
// before anything is stored, so a refused upload leaves no file behind.

/** A multipart form's text fields (each at most this long) and its one file. */
const FIELD_MAX_CHARS = 100
/** Room for the form's boundaries and text fields around the file in `content-length`. */
const FORM_OVERHEAD_BYTES = 64 * 1024

/** A form of a badge or emoticon upload: its text fields and the file's bytes. */
export interface ImageForm {
  fields: Record<string, string>
  bytes: Buffer
}

const tooLarge = () =>
  new HttpError(
    413,
    SUBSCRIBER_UPLOAD_ERRORS.tooLarge,
    `Images are at most ${SUBSCRIBER_IMAGE_RULES.maxBytes} bytes`,
  )

/**
 * Reads an upload's form: the text fields and one file of at most
 * `SUBSCRIBER_IMAGE_RULES.maxBytes`. A body announced larger is refused before it is read, and
 * the parser stops a larger file at the limit (413 FILE_SIZE_EXCEEDS), so a 30 MB upload is
 * never held in memory.
 *
 * @example const { fields, bytes } = await readImageForm(request, 'the badge')
 */
export async function readImageForm(request: FastifyRequest, what: string): Promise<ImageForm> {
  const announced = Number(request.headers['content-length'] ?? 0)
  if (announced > SUBSCRIBER_IMAGE_RULES.maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge()
  const form = await readMultipart(request, what, async () => {
    const fields: Record<string, string> = {}
    let bytes: Buffer | undefined
    const parts = request.parts({
      limits: { fileSize: SUBSCRIBER_IMAGE_RULES.maxBytes, files: 1, fields: 5 },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        // toBuffer rejects (413 FILE_SIZE_EXCEEDS) as soon as the file passes the limit.
        bytes = await part.toBuffer()
        continue
      }
      const value = String(part.value)
      if (value.length > FIELD_MAX_CHARS) throw badRequest(`body.${part.fieldname}: Too long`)
      fields[part.fieldname] = value
    }
    return { fields, bytes }
  })
  if (!form.bytes || form.bytes.length === 0) throw badRequest(`Send ${what} as the file`)
  return { fields: form.fields, bytes: form.bytes }
}

const REFUSALS: Record<string, string> = {
  [SUBSCRIBER_UPLOAD_ERRORS.typeNotAllowed]: 'Only PNG, GIF and WebP images are allowed',
  [SUBSCRIBER_UPLOAD_ERRORS.dimensions]: `Images are square, ${SUBSCRIBER_IMAGE_RULES.minSide} to ${SUBSCRIBER_IMAGE_RULES.maxSide} px a side`,
}

/**
 * Checks a badge or emoticon image by its bytes and stores it; answers the stored link. The
 * facts come from the community uploads' reader (`checkImage`: the type sniffed, the sides from
 * the header); the verdict is the contract's `subscriberImageProblem`, the rule the client runs
 * before sending: PNG, GIF or WebP (FILE_TYPE_NOT_ALLOWED otherwise: an SVG, a JPEG, HTML named
 * `.png`), a square of 28 to 512 px (IMAGE_DIMENSIONS_NOT_ALLOWED).
 *
 * @example const link = await storePerkImage(storage, bytes)
 */
export async function storePerkImage(storage: UploadStorage, bytes: Buffer): Promise<string> {
  if (bytes.length > SUBSCRIBER_IMAGE_RULES.maxBytes) throw tooLarge()
  // The type first: a JPEG is refused as one, whether or not its header can be read.
  const image = sniffImageType(bytes) === 'jpeg' ? undefined : checkImage(bytes)
  const allowed = SUBSCRIBER_IMAGE_RULES.types.find((type) => type === image?.mime)
  const problem = subscriberImageProblem(
    { type: allowed, width: image?.width ?? 0, height: image?.height ?? 0 },
    bytes.length,
  )
  if (problem) throw new HttpError(400, problem, REFUSALS[problem] ?? 'This image is refused')
  if (!image) throw new Error('An image passed the rules without being read')
  return storage.put(bytes, image.extension, image.mime)
}
