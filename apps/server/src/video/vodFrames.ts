import { existsSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { MediaTools } from './ffmpeg'
import { runFfmpeg } from './ffmpeg'
import { vodDir } from './transcoder'

/** How many frames the thumbnail picker offers (chosen). */
const FRAME_COUNT = 6
/** Width of a card's picture and of the picker's frames (chosen: the card's size, 2x). */
const STILL_WIDTH = 640

/** The times (seconds, to a tenth) of the frames offered for a video of `duration` seconds. */
export function frameTimes(duration: number): number[] {
  return Array.from(
    { length: FRAME_COUNT },
    (_, i) => Math.floor(((i + 0.5) * duration * 10) / FRAME_COUNT) / 10,
  )
}

/** Where a video's card picture is by default: a tenth in, at most 5 s (past fades in). */
export function defaultThumbnailTime(duration: number): number {
  return Math.min(5, Math.floor(duration) / 10)
}

const inFlight = new Map<string, Promise<void>>()

/**
 * Writes one still of the video's source at `time` seconds to `out` (a temporary file first,
 * so a reader never sees half a picture); concurrent calls for the same file share one ffmpeg.
 */
export function writeStill(
  tools: MediaTools,
  mediaDir: string,
  vodNo: number,
  time: number,
  out: string,
): Promise<void> {
  const running = inFlight.get(out)
  if (running) return running
  const job = (async () => {
    const source = join(vodDir(mediaDir, vodNo), 'source')
    if (!existsSync(source)) throw new Error('The video has no source to take a picture from')
    const temporary = `${out}.${process.pid}.tmp.jpg`
    await mkdir(join(out, '..'), { recursive: true })
    try {
      const args = ['-ss', String(time), '-i', source, '-frames:v', '1', '-vf']
      await runFfmpeg(tools, [...args, `scale=${STILL_WIDTH}:-2`, '-q:v', '4', temporary], 1).done
      await rename(temporary, out)
    } finally {
      await rm(temporary, { force: true })
    }
  })().finally(() => inFlight.delete(out))
  inFlight.set(out, job)
  return job
}

/** A video's card picture file. */
export const thumbnailFile = (mediaDir: string, vodNo: number) =>
  join(vodDir(mediaDir, vodNo), 'thumbnail.jpg')

/** The picker's frame `index` file. */
export const frameFile = (mediaDir: string, vodNo: number, index: number) =>
  join(vodDir(mediaDir, vodNo), 'frames', `${index}.jpg`)
