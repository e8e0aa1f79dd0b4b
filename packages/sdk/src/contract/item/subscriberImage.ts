import { SUBSCRIBER_IMAGE_RULES, SUBSCRIBER_UPLOAD_ERRORS } from './subscription.schemas'

// What a subscriber badge or emoticon image is, read from its own bytes, and whether it may be
// one: plain bytes in, no DOM, so the server checks an upload with the same function the client
// runs before sending, and both refuse the same files with the same codes.

/** An upload refusal code of the contract: the type, the size or the sides. */
export type SubscriberUploadError =
  (typeof SUBSCRIBER_UPLOAD_ERRORS)[keyof typeof SUBSCRIBER_UPLOAD_ERRORS]

/** What an image's first bytes say: its real type (not the name's) and its sides in pixels. */
export interface SubscriberImageFacts {
  /** `image/png`, `image/gif` or `image/webp`; undefined for anything else (SVG, HTML, JPEG…). */
  type: (typeof SUBSCRIBER_IMAGE_RULES.types)[number] | undefined
  width: number
  height: number
}

/** How many first bytes {@link subscriberImageFacts} needs (the WebP headers are the longest). */
export const SUBSCRIBER_IMAGE_HEADER_BYTES = 32

/** The file picker's `accept`. @example <input type="file" accept={SUBSCRIBER_IMAGE_ACCEPT} /> */
export const SUBSCRIBER_IMAGE_ACCEPT = SUBSCRIBER_IMAGE_RULES.types.join(',')

const at = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte)
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16)
const u32be = (b: Uint8Array, i: number) =>
  (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0

/**
 * The type and sides of an image from its first {@link SUBSCRIBER_IMAGE_HEADER_BYTES} bytes:
 * PNG (IHDR), GIF (logical screen) and WebP (VP8, VP8L or VP8X). Anything else, a PNG that is
 * really HTML or an SVG, has no type. Plain bytes in, so the server reads an upload with it too.
 *
 * @example subscriberImageFacts(firstBytes) // { type: 'image/png', width: 112, height: 112 }
 */
export function subscriberImageFacts(bytes: Uint8Array): SubscriberImageFacts {
  if (
    at(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    at(bytes, [0x49, 0x48, 0x44, 0x52], 12)
  ) {
    return { type: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) }
  }
  if (at(bytes, [0x47, 0x49, 0x46, 0x38]) && bytes.length >= 10) {
    return { type: 'image/gif', width: u16le(bytes, 6), height: u16le(bytes, 8) }
  }
  if (at(bytes, [0x52, 0x49, 0x46, 0x46]) && at(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    // VP8X: the canvas, each side minus one in 24 bits.
    if (at(bytes, [0x56, 0x50, 0x38, 0x58], 12) && bytes.length >= 30) {
      return { type: 'image/webp', width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 }
    }
    // VP8L: after the 0x2f signature, 14 bits of width minus one, then 14 of height minus one.
    if (at(bytes, [0x56, 0x50, 0x38, 0x4c], 12) && bytes[20] === 0x2f && bytes.length >= 25) {
      const bits =
        ((bytes[21] ?? 0) |
          ((bytes[22] ?? 0) << 8) |
          ((bytes[23] ?? 0) << 16) |
          ((bytes[24] ?? 0) << 24)) >>>
        0
      return {
        type: 'image/webp',
        width: (bits & 0x3fff) + 1,
        height: ((bits >>> 14) & 0x3fff) + 1,
      }
    }
    // VP8 (lossy): a key frame's start code, then 14-bit sides.
    if (
      at(bytes, [0x56, 0x50, 0x38, 0x20], 12) &&
      at(bytes, [0x9d, 0x01, 0x2a], 23) &&
      bytes.length >= 30
    ) {
      return {
        type: 'image/webp',
        width: u16le(bytes, 26) & 0x3fff,
        height: u16le(bytes, 28) & 0x3fff,
      }
    }
  }
  return { type: undefined, width: 0, height: 0 }
}

/**
 * Why an image cannot be a badge or an emoticon, with the contract's code, or none: not a PNG,
 * GIF or WebP by its bytes; over 1 MB; not a square of 28 to 512 pixels. The one rule of
 * {@link SUBSCRIBER_IMAGE_RULES}, for the client before upload and the server on receipt.
 *
 * @example subscriberImageProblem(subscriberImageFacts(bytes), bytes.length) // undefined when fine
 */
export function subscriberImageProblem(
  facts: SubscriberImageFacts,
  size: number,
): SubscriberUploadError | undefined {
  if (facts.type === undefined || !SUBSCRIBER_IMAGE_RULES.types.includes(facts.type)) {
    return SUBSCRIBER_UPLOAD_ERRORS.typeNotAllowed
  }
  if (size > SUBSCRIBER_IMAGE_RULES.maxBytes) return SUBSCRIBER_UPLOAD_ERRORS.tooLarge
  const { width, height } = facts
  const side = (n: number) =>
    n >= SUBSCRIBER_IMAGE_RULES.minSide && n <= SUBSCRIBER_IMAGE_RULES.maxSide
  if (width !== height || !side(width)) return SUBSCRIBER_UPLOAD_ERRORS.dimensions
  return undefined
}
