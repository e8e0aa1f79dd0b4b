import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { findMediaTools } from '../video/ffmpeg'
import { avcConfigPictureSize, spsPictureSize } from './avcSequenceHeader'

// The picture size read from real x264 parameter sets: sizes that are not a multiple of 16
// (cropped), the high profile (chroma format, scaling lists) and the baseline one.

const tools = findMediaTools(process.env)

/** The first SPS NAL unit x264 writes for one frame of `size` in `profile`. */
function spsOf(size: string, profile: string): Uint8Array {
  const run = spawnSync(
    tools.ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${size}`],
      ...['-frames:v', '1', '-c:v', 'libx264', '-profile:v', profile, '-pix_fmt', 'yuv420p'],
      ...['-f', 'h264', 'pipe:1'],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const stream = run.stdout
  // Annex B: NAL units after 00 00 01 start codes; the SPS is type 7.
  const starts: number[] = []
  for (let i = 0; i + 3 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) starts.push(i + 3)
  }
  for (const [n, start] of starts.entries()) {
    if (((stream[start] as number) & 0x1f) !== 7) continue
    const end = starts[n + 1] === undefined ? stream.length : (starts[n + 1] as number) - 3
    return new Uint8Array(stream.subarray(start, end))
  }
  throw new Error(`no SPS for ${size}`)
}

describe('the picture size of an H.264 SPS', () => {
  for (const [size, profile] of [
    ['1920x1080', 'high'],
    ['1280x720', 'main'],
    ['854x480', 'baseline'],
    ['160x90', 'high'],
  ] as const) {
    it(`${size}, ${profile} profile`, () => {
      const [width, height] = size.split('x').map(Number)
      expect(spsPictureSize(spsOf(size, profile))).toEqual({ width, height })
    })
  }

  it('reads it from an AVC decoder configuration record, and nothing from a broken one', () => {
    const sps = spsOf('640x360', 'high')
    const record = Uint8Array.from([1, sps[1] ?? 0, sps[2] ?? 0, sps[3] ?? 0, 0xff, 0xe1])
    const length = Uint8Array.from([sps.length >> 8, sps.length & 0xff])
    const whole = new Uint8Array([...record, ...length, ...sps, 1, 0, 0])
    expect(avcConfigPictureSize(whole)).toEqual({ width: 640, height: 360 })
    expect(avcConfigPictureSize(whole.subarray(0, 12))).toBeUndefined()
    expect(avcConfigPictureSize(Uint8Array.from([1, 100, 0, 31, 0xff, 0xe0]))).toBeUndefined()
  })
})
