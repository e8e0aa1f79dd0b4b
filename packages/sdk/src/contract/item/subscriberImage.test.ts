import { describe, expect, it } from 'vitest'
import { subscriberImageFacts, subscriberImageProblem } from './subscriberImage'

// Headers as real encoders write them, with the sides where each format keeps them.
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}
function gif(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(13)
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  new DataView(bytes.buffer).setUint16(6, width, true)
  new DataView(bytes.buffer).setUint16(8, height, true)
  return bytes
}
function webp(chunk: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(32)
  bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])
  bytes.set(
    [...chunk].map((c) => c.charCodeAt(0)),
    12,
  )
  const view = new DataView(bytes.buffer)
  if (chunk === 'VP8X') {
    view.setUint16(24, (width - 1) & 0xffff, true)
    bytes[26] = (width - 1) >> 16
    view.setUint16(27, (height - 1) & 0xffff, true)
    bytes[29] = (height - 1) >> 16
  } else if (chunk === 'VP8L') {
    bytes[20] = 0x2f
    view.setUint32(21, ((width - 1) | ((height - 1) << 14)) >>> 0, true)
  } else {
    bytes.set([0x9d, 0x01, 0x2a], 23)
    view.setUint16(26, width, true)
    view.setUint16(28, height, true)
  }
  return bytes
}
const text = (s: string) => new TextEncoder().encode(s)

describe('subscriberImageFacts', () => {
  it('reads the type and sides of PNG, GIF and the three WebP kinds', () => {
    expect(subscriberImageFacts(png(112, 112))).toEqual({
      type: 'image/png',
      width: 112,
      height: 112,
    })
    expect(subscriberImageFacts(gif(56, 28))).toEqual({ type: 'image/gif', width: 56, height: 28 })
    expect(subscriberImageFacts(webp('VP8X', 512, 300))).toEqual({
      type: 'image/webp',
      width: 512,
      height: 300,
    })
    expect(subscriberImageFacts(webp('VP8L', 72, 72))).toEqual({
      type: 'image/webp',
      width: 72,
      height: 72,
    })
    expect(subscriberImageFacts(webp('VP8 ', 100, 100))).toEqual({
      type: 'image/webp',
      width: 100,
      height: 100,
    })
  })

  it('gives no type to what only claims to be an image', () => {
    expect(subscriberImageFacts(text('<svg onload="alert(1)"></svg>')).type).toBeUndefined()
    expect(subscriberImageFacts(text('<!doctype html><script>x</script>')).type).toBeUndefined()
    expect(subscriberImageFacts(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])).type).toBeUndefined()
    expect(subscriberImageFacts(png(112, 112).slice(0, 10)).type).toBeUndefined()
  })
})

describe('subscriberImageProblem', () => {
  it('takes a square of 28 to 512 pixels up to 1 MB', () => {
    expect(subscriberImageProblem(subscriberImageFacts(png(28, 28)), 1000)).toBeUndefined()
    expect(subscriberImageProblem(subscriberImageFacts(gif(512, 512)), 1024 * 1024)).toBeUndefined()
  })

  it('refuses with the contract codes, the type first', () => {
    expect(subscriberImageProblem(subscriberImageFacts(text('<svg/>')), 30 * 1024 * 1024)).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    )
    expect(subscriberImageProblem(subscriberImageFacts(png(112, 112)), 1024 * 1024 + 1)).toBe(
      'FILE_SIZE_EXCEEDS',
    )
    expect(subscriberImageProblem(subscriberImageFacts(png(112, 100)), 10)).toBe(
      'IMAGE_DIMENSIONS_NOT_ALLOWED',
    )
    expect(subscriberImageProblem(subscriberImageFacts(png(27, 27)), 10)).toBe(
      'IMAGE_DIMENSIONS_NOT_ALLOWED',
    )
    expect(subscriberImageProblem(subscriberImageFacts(png(513, 513)), 10)).toBe(
      'IMAGE_DIMENSIONS_NOT_ALLOWED',
    )
  })
})
