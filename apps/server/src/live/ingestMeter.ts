import { avcConfigPictureSize } from './avcSequenceHeader'

const VIDEO_TAG = 9
const FLV_HEADER = Buffer.from('FLV')
const AVC = 7
const KEYFRAME = 1
const VIDEO_INFO_FRAME = 5

/** One measure of a publish: what arrived since the previous measure. */
interface IngestMeasure {
  bitrateKbps: number
  /** Video frames per second, to one decimal place. */
  frameRate: number
  width?: number
  height?: number
  /** Milliseconds between the last two keyframes (stream time). */
  keyframeMs?: number
}

export interface IngestMeter {
  /** Counts one FLV tag as the ingest forwards it (the FLV file header is left out). */
  observe(flv: Buffer): void
  /** What arrived since the previous call (or the start), and starts a new window. */
  measure(nowMs?: number): IngestMeasure
}

/**
 * Measures a publish from the FLV tags the ingest forwards: bytes and video frames per second,
 * the picture size from the H.264 sequence header, and the keyframe interval from the tags'
 * timestamps. Nothing is decoded: it reads a few header bytes of each tag.
 *
 * @example
 * const meter = createIngestMeter()
 * meter.observe(flvTag) // for each tag
 * meter.measure() // { bitrateKbps: 2510, frameRate: 30, width: 1280, height: 720, keyframeMs: 2000 }
 */
export function createIngestMeter(startMs = Date.now()): IngestMeter {
  let windowStart = startMs
  let bytes = 0
  let frames = 0
  let size: { width: number; height: number } | undefined
  let lastKeyframe: number | undefined
  let keyframeMs: number | undefined

  return {
    observe(flv) {
      if (flv.subarray(0, 3).equals(FLV_HEADER)) return
      bytes += flv.length
      if (flv.length < 12 || flv[0] !== VIDEO_TAG) return
      const timestamp = flv.readUIntBE(4, 3) + (flv[7] as number) * 2 ** 24
      const head = flv[11] as number
      const frameType = head >> 4
      if (frameType === VIDEO_INFO_FRAME) return
      if ((head & 0x0f) === AVC) {
        const packetType = flv[12]
        if (packetType === 0) {
          size = avcConfigPictureSize(flv.subarray(16, flv.length - 4)) ?? size
          return
        }
        if (packetType !== 1) return
      }
      frames++
      if (frameType === KEYFRAME) {
        if (lastKeyframe !== undefined && timestamp > lastKeyframe) {
          keyframeMs = timestamp - lastKeyframe
        }
        lastKeyframe = timestamp
      }
    },
    measure(nowMs = Date.now()) {
      const seconds = Math.max(0.001, (nowMs - windowStart) / 1000)
      const measure: IngestMeasure = {
        bitrateKbps: Math.round((bytes * 8) / 1000 / seconds),
        frameRate: Math.round((frames / seconds) * 10) / 10,
        ...size,
        ...(keyframeMs !== undefined && { keyframeMs }),
      }
      windowStart = nowMs
      bytes = 0
      frames = 0
      return measure
    },
  }
}
