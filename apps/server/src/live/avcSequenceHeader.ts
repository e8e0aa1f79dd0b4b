/** Reads bits of an H.264 RBSP, Exp-Golomb codes included. */
class BitReader {
  private bit = 0
  constructor(private readonly bytes: Uint8Array) {}

  u(count: number): number {
    let value = 0
    for (let i = 0; i < count; i++) {
      const byte = this.bytes[this.bit >> 3]
      if (byte === undefined) throw new RangeError('SPS ended early')
      value = value * 2 + ((byte >> (7 - (this.bit & 7))) & 1)
      this.bit++
    }
    return value
  }

  ue(): number {
    let zeros = 0
    while (this.u(1) === 0) {
      if (++zeros > 31) throw new RangeError('bad Exp-Golomb code')
    }
    return 2 ** zeros - 1 + this.u(zeros)
  }

  se(): number {
    const code = this.ue()
    return code % 2 === 1 ? (code + 1) / 2 : -(code / 2)
  }
}

// Profiles whose SPS carries the chroma format, bit depths and scaling matrices.
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135])

/** The NAL unit's payload without its emulation-prevention bytes (00 00 03 → 00 00). */
function rbspOf(nal: Uint8Array): Uint8Array {
  const out: number[] = []
  for (let i = 1; i < nal.length; i++) {
    const byte = nal[i] as number
    if (byte === 3 && i >= 3 && nal[i - 1] === 0 && nal[i - 2] === 0) continue
    out.push(byte)
  }
  return Uint8Array.from(out)
}

function skipScalingList(bits: BitReader, size: number) {
  let last = 8
  let next = 8
  for (let j = 0; j < size; j++) {
    if (next !== 0) next = (last + bits.se() + 256) % 256
    last = next === 0 ? last : next
  }
}

/**
 * The picture size an H.264 sequence parameter set describes (the cropped, displayed size).
 *
 * @example spsPictureSize(sps) // { width: 1280, height: 720 }
 */
export function spsPictureSize(nal: Uint8Array): { width: number; height: number } {
  const bits = new BitReader(rbspOf(nal))
  const profile = bits.u(8)
  bits.u(16) // constraint flags, level
  bits.ue() // seq_parameter_set_id
  let chroma = 1
  let separatePlanes = 0
  if (HIGH_PROFILES.has(profile)) {
    chroma = bits.ue()
    if (chroma === 3) separatePlanes = bits.u(1)
    bits.ue() // bit_depth_luma_minus8
    bits.ue() // bit_depth_chroma_minus8
    bits.u(1) // qpprime_y_zero_transform_bypass_flag
    if (bits.u(1)) {
      for (let i = 0; i < (chroma === 3 ? 12 : 8); i++) {
        if (bits.u(1)) skipScalingList(bits, i < 6 ? 16 : 64)
      }
    }
  }
  bits.ue() // log2_max_frame_num_minus4
  const pocType = bits.ue()
  if (pocType === 0) bits.ue()
  else if (pocType === 1) {
    bits.u(1)
    bits.se()
    bits.se()
    const cycle = bits.ue()
    for (let i = 0; i < cycle; i++) bits.se()
  }
  bits.ue() // max_num_ref_frames
  bits.u(1) // gaps_in_frame_num_value_allowed_flag
  const widthMbs = bits.ue() + 1
  const heightUnits = bits.ue() + 1
  const frameMbsOnly = bits.u(1)
  if (!frameMbsOnly) bits.u(1) // mb_adaptive_frame_field_flag
  bits.u(1) // direct_8x8_inference_flag
  let crop = { left: 0, right: 0, top: 0, bottom: 0 }
  if (bits.u(1)) crop = { left: bits.ue(), right: bits.ue(), top: bits.ue(), bottom: bits.ue() }
  const monochrome = chroma === 0 || separatePlanes === 1
  const cropX = monochrome || chroma === 3 ? 1 : 2
  const cropY = (monochrome || chroma !== 1 ? 1 : 2) * (2 - frameMbsOnly)
  return {
    width: widthMbs * 16 - (crop.left + crop.right) * cropX,
    height: (2 - frameMbsOnly) * heightUnits * 16 - (crop.top + crop.bottom) * cropY,
  }
}

/**
 * The picture size in an AVC decoder configuration record (the body of an FLV AVC sequence
 * header), from its first SPS; `undefined` when it holds none or cannot be read.
 *
 * @example avcConfigPictureSize(tagData.subarray(5)) // { width: 1920, height: 1080 }
 */
export function avcConfigPictureSize(
  record: Uint8Array,
): { width: number; height: number } | undefined {
  if (record.length < 8 || ((record[5] as number) & 0x1f) === 0) return undefined
  const length = ((record[6] as number) << 8) | (record[7] as number)
  if (record.length < 8 + length) return undefined
  try {
    return spsPictureSize(record.subarray(8, 8 + length))
  } catch {
    return undefined
  }
}
