import { imageSize } from 'image-size'
import { HttpError } from '../../http/httpError'

/** Widest and tallest image accepted; 0 or more is absurd. */
const IMAGE_SIDE_MAX = 8000

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp'

export interface CheckedImage {
  type: ImageType
  extension: string
  mime: string
  width: number
  height: number
}

const kinds: Record<ImageType, { extension: string; mime: string }> = {
  png: { extension: 'png', mime: 'image/png' },
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  gif: { extension: 'gif', mime: 'image/gif' },
  webp: { extension: 'webp', mime: 'image/webp' },
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

/**
 * The image type from the file's first bytes: what the sender claims (mime type, name) is not
 * trusted.
 *
 * @example
 * sniffImageType(buffer) // 'png' | 'jpeg' | 'gif' | 'webp' | undefined
 */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif'
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp'
  }
  return undefined
}

const fileError = (code: string, message: string) => new HttpError(400, code, message)

/**
 * Checks one uploaded file: png, jpeg, gif or webp by its bytes (else FILE_TYPE_NOT_ALLOWED)
 * and sides of 1 to 8000 px (else IMAGE_DIMENSIONS_NOT_ALLOWED).
 *
 * @example
 * const { width, height, extension } = checkImage(await part.toBuffer())
 */
export function checkImage(bytes: Buffer): CheckedImage {
  const type = sniffImageType(bytes)
  if (!type)
    throw fileError('FILE_TYPE_NOT_ALLOWED', 'Only png, jpeg, gif and webp images are allowed')
  let size: { width?: number; height?: number; type?: string }
  try {
    size = imageSize(bytes)
  } catch {
    throw fileError('IMAGE_DIMENSIONS_NOT_ALLOWED', 'The image size cannot be read')
  }
  const normalized = size.type === 'jpg' ? 'jpeg' : size.type
  if (normalized !== type) throw fileError('FILE_TYPE_NOT_ALLOWED', 'The file is not a valid image')
  const { width = 0, height = 0 } = size
  if (width < 1 || height < 1 || width > IMAGE_SIDE_MAX || height > IMAGE_SIDE_MAX) {
    throw fileError(
      'IMAGE_DIMENSIONS_NOT_ALLOWED',
      `Images must be 1 to ${IMAGE_SIDE_MAX} px wide and high`,
    )
  }
  return { type, ...kinds[type], width, height }
}
