import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { MediaTools } from '../video/ffmpeg'
import { isLiveSegment } from './livePackager'

/** A new frame of a live broadcast every 30 s (issue 14). */
const LIVE_THUMBNAIL_MS = 30_000
/** How often the first frame is looked for, until the packager's first segment exists. */
const FIRST_FRAME_POLL_MS = 500
/** A frame's height; its width follows the stream's aspect ratio. */
const HEIGHT = 360
/** A grab that takes longer than this is stopped (a stuck read). */
const GRAB_TIMEOUT_MS = 15_000

/** The frame of a channel's broadcast: `{mediaDir}/live-thumbnails/{handle}.jpg`. */
export function liveThumbnailFile(mediaDir: string, handle: string): string {
  return join(mediaDir, 'live-thumbnails', `${handle.toLowerCase()}.jpg`)
}

/**
 * The public URL of a channel's current frame, versioned by its time so a card refetched after
 * a new frame shows it; `undefined` before the first frame and once the broadcast is over.
 *
 * @example await liveThumbnailUrl(mediaDir, 'airwave') // '/media/live/airwave/thumbnail.jpg?t=1767225600000'
 */
export async function liveThumbnailUrl(
  mediaDir: string,
  handle: string,
): Promise<string | undefined> {
  const info = await stat(liveThumbnailFile(mediaDir, handle)).catch(() => undefined)
  if (!info?.isFile()) return undefined
  return `/media/live/${encodeURIComponent(handle)}/thumbnail.jpg?t=${Math.floor(info.mtimeMs)}`
}

/** The newest segment a live playlist lists, if any. */
function newestSegment(playlist: string): string | undefined {
  const segments = playlist.split('\n').filter((line) => isLiveSegment(line.trim()))
  return segments.at(-1)?.trim()
}

/**
 * ffmpeg arguments taking the first keyframe of a segment as a JPEG: `-skip_frame nokey`
 * decodes that one picture, not the stream (every packaged segment starts on a keyframe).
 */
function grabArgs(segment: string, out: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-skip_frame', 'nokey', '-i', segment],
    ...['-map', '0:v:0', '-frames:v', '1', '-vf', `scale=-2:${HEIGHT}`, '-q:v', '5'],
    ...['-f', 'image2', out],
  ]
}

/**
 * Takes a frame of a channel's live output every `intervalMs` (the first as soon as the
 * packager wrote a segment) into {@link liveThumbnailFile}; the returned stop ends it and
 * removes the frame, so an ended broadcast shows no stale picture.
 *
 * @example
 * const stop = startLiveThumbnails({ tools, mediaDir, liveDir: dir, handle: 'airwave' })
 * await stop() // the publisher left
 */
export function startLiveThumbnails(options: {
  tools: MediaTools
  mediaDir: string
  /** The packager's folder (its `index.m3u8` and segments). */
  liveDir: string
  handle: string
  intervalMs?: number
  log?: { warn(msg: string): void }
}): () => Promise<void> {
  const { tools, liveDir } = options
  const intervalMs = options.intervalMs ?? LIVE_THUMBNAIL_MS
  const file = liveThumbnailFile(options.mediaDir, options.handle)
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let child: ChildProcess | undefined
  let running: Promise<void> = Promise.resolve()

  /** One frame from the newest segment; whether there was a segment to take it from. */
  const grab = async (): Promise<boolean> => {
    const playlist = await readFile(join(liveDir, 'index.m3u8'), 'utf8').catch(() => '')
    const segment = newestSegment(playlist)
    if (!segment) return false
    const temporary = `${file}.${process.pid}.tmp`
    await new Promise<void>((resolve) => {
      const grabber = spawn(tools.ffmpeg, grabArgs(join(liveDir, segment), temporary), {
        stdio: 'ignore',
      })
      child = grabber
      const timeout = setTimeout(() => grabber.kill('SIGKILL'), GRAB_TIMEOUT_MS)
      grabber.on('error', () => {})
      grabber.on('close', () => {
        clearTimeout(timeout)
        child = undefined
        resolve()
      })
    })
    if (stopped) return true
    // Readers see the old frame or the new one, never half of one.
    await rename(temporary, file).catch(() => rm(temporary, { force: true }))
    return true
  }

  const next = (ms: number, first: boolean) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = grab()
        .catch((error: unknown) => {
          options.log?.warn(`live thumbnail failed: ${(error as Error).message}`)
          return true
        })
        .then((took) => next(first && !took ? FIRST_FRAME_POLL_MS : intervalMs, first && !took))
    }, ms)
    timer.unref()
  }
  void mkdir(dirname(file), { recursive: true }).then(
    () => next(0, true),
    () => options.log?.warn(`cannot write ${dirname(file)}`),
  )

  return async () => {
    stopped = true
    clearTimeout(timer)
    child?.kill('SIGKILL')
    await running
    await rm(file, { force: true })
    await rm(`${file}.${process.pid}.tmp`, { force: true })
  }
}
