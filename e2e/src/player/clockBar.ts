// Reads the clock bar that bench/player/broadcast.mjs burns into the test broadcast (the same
// bit count and cell size): the wall time a frame was made, in centiseconds modulo 2^24.
const CLOCK_BITS = 24
const CLOCK_CELL = 16
const WRAP = 2 ** CLOCK_BITS

let canvas: HTMLCanvasElement | undefined

/**
 * Glass-to-glass latency of the frame `video` shows now: wall time minus the time burned into the
 * frame, in ms (10 ms steps); undefined before the first frame.
 *
 * @example video.requestVideoFrameCallback(() => console.log(clockLatency(video)))
 */
export function clockLatency(video: HTMLVideoElement, now = Date.now()): number | undefined {
  if (video.videoWidth === 0) return undefined
  canvas ??= document.createElement('canvas')
  canvas.width = CLOCK_BITS * CLOCK_CELL
  canvas.height = CLOCK_CELL
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return undefined
  // The bar is drawn on a 640x360 picture; scale if the rendition is another size.
  const scale = video.videoWidth / 640
  context.drawImage(
    video,
    0,
    0,
    canvas.width * scale,
    canvas.height * scale,
    0,
    0,
    canvas.width,
    canvas.height,
  )
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  let frame = 0
  for (let bit = 0; bit < CLOCK_BITS; bit += 1) {
    const x = bit * CLOCK_CELL + CLOCK_CELL / 2
    const offset = ((CLOCK_CELL / 2) * canvas.width + x) * 4
    if ((data[offset] ?? 0) > 128) frame += 2 ** bit
  }
  const wall = Math.floor(now / 10) % WRAP
  return ((wall - frame + WRAP) % WRAP) * 10
}
