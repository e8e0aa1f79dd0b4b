import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A small RGB PNG: a vertical gradient between two colours with a diagonal stripe, enough to
 * tell the demo images apart.
 *
 * @example
 * const png = gradientPng(320, 180, [255, 94, 58], [255, 149, 0])
 */
export function gradientPng(
  width: number,
  height: number,
  from: readonly [number, number, number],
  to: readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const t = y / Math.max(1, height - 1)
    const offset = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y * (width / height)) < width / 12 ? 0.35 : 0
      for (let c = 0; c < 3; c++) {
        const base = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t
        rows[offset + 1 + x * 3 + c] = Math.round(base + (255 - base) * stripe)
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The demo images the seeder attaches to posts, as `/uploads/demo/{name}.png`. */
const demoImages = {
  sunset: [
    [255, 94, 58],
    [255, 149, 0],
  ],
  ocean: [
    [0, 122, 255],
    [90, 200, 250],
  ],
  forest: [
    [52, 199, 89],
    [0, 98, 65],
  ],
  night: [
    [88, 86, 214],
    [28, 28, 30],
  ],
} as const satisfies Record<string, readonly [readonly number[], readonly number[]]>

export type DemoImage = keyof typeof demoImages

/** Link of a demo image. */
export const demoImageLink = (name: DemoImage) => `/uploads/demo/${name}.png`

/**
 * Writes the demo images into `{uploads}/demo` when missing (outside production only), so the
 * seeded posts show pictures.
 *
 * @example
 * await writeDemoImages(join(config.dataDir, 'uploads'))
 */
export async function writeDemoImages(uploadsDir: string): Promise<void> {
  const dir = join(uploadsDir, 'demo')
  await mkdir(dir, { recursive: true })
  for (const [name, [from, to]] of Object.entries(demoImages)) {
    const file = join(dir, `${name}.png`)
    if (existsSync(file)) continue
    await writeFile(file, gradientPng(320, 180, from, to))
  }
}
