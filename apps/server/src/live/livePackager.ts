import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import type { MediaTools } from '../video/ffmpeg'
import { FLV_H264, type PublishSink } from './rtmpIngest'

/** The master playlist of a live channel: one rendition, the packaged stream. */
const LIVE_MASTER =
  '#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=3000000,CODECS="avc1.42e01f,mp4a.40.2"\nindex.m3u8\n'

/** Segments in the live playlist: with 1 s segments, the player's whole view of the live. */
const PLAYLIST_SEGMENTS = 6

/**
 * How many segments that have left the playlist stay on disk: a player whose page stalled (a
 * busy tab, a slow machine) asks for the segments of the playlist it read last, up to this many
 * seconds late, and gets them instead of a 404. About 30 × 375 kB per live channel. (ffmpeg's
 * `delete_segments` keeps no more than a playlist's length behind it, whatever its threshold.)
 */
const SEGMENTS_KEPT_BEHIND = 30

/** How often the packager removes the segments further behind than that. */
const PRUNE_EVERY_MS = 5_000

const SEGMENT_FILE = /^seg_(\d{5})\.ts$/
const segmentFile = (number: number) => `seg_${String(number).padStart(5, '0')}.ts`

/** Whether `name` is one of the segments the packager writes. */
export const isLiveSegment = (name: string) => SEGMENT_FILE.test(name)

/** Whether `name` is a file the packager writes: the playlists or a segment. */
export const isLiveFile = (name: string) =>
  name === 'master.m3u8' || name === 'index.m3u8' || isLiveSegment(name)

/**
 * Removes the segments of `dir` more than {@link SEGMENTS_KEPT_BEHIND} behind the playlist.
 *
 * @example await pruneSegments('/data/media/live/airwave') // seg_00000.ts goes once seg_00036.ts is written
 */
export async function pruneSegments(dir: string) {
  const numbers = (await readdir(dir)).flatMap((name) => {
    const number = SEGMENT_FILE.exec(name)?.[1]
    return number === undefined ? [] : [Number(number)]
  })
  const oldestKept = Math.max(...numbers) - PLAYLIST_SEGMENTS - SEGMENTS_KEPT_BEHIND + 1
  const old = numbers.filter((number) => number < oldestKept)
  await Promise.all(old.map((number) => rm(join(dir, segmentFile(number)), { force: true })))
}

/**
 * ffmpeg arguments turning an FLV stream on stdin into low-latency HLS in `dir`: 1 s segments,
 * {@link PLAYLIST_SEGMENTS} in the playlist, no end tag; old segments are left to
 * {@link pruneSegments}. H.264 is copied (the publisher's keyframes
 * cut the segments), anything else is encoded with a keyframe every second.
 *
 * @example
 * liveHlsArgs('/data/media/live/airwave', true) // [..., '-c:v', 'copy', ...]
 */
function liveHlsArgs(dir: string, copyVideo: boolean): string[] {
  const video = copyVideo
    ? ['-c:v', 'copy']
    : [
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-tune',
        'zerolatency',
        '-pix_fmt',
        'yuv420p',
        '-force_key_frames',
        'expr:gte(t,n_forced*1)',
      ]
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    // Start packaging after a second of input, not after ffmpeg's default 5 MB / 5 s probe.
    '-fflags',
    'nobuffer',
    '-probesize',
    '200000',
    '-analyzeduration',
    '1000000',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...video,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-f',
    'hls',
    '-hls_time',
    '1',
    '-hls_list_size',
    String(PLAYLIST_SEGMENTS),
    '-hls_flags',
    'independent_segments+omit_endlist',
    '-hls_segment_filename',
    join(dir, 'seg_%05d.ts'),
    join(dir, 'index.m3u8'),
  ]
}

/**
 * Where the files of a publish that ended stay for {@link ENDED_FILES_MS}: its last playlist
 * (with its end mark) and segments, so a player that was watching plays to the end instead of
 * failing on a segment removed under it. A new publish of the channel removes them.
 */
export const endedDir = (dir: string) => `${dir}.ended`

/** How long an ended publish's files stay (a player is a few segments behind at most). */
const ENDED_FILES_MS = 30_000

// The removal pending for each ended directory: a later end (or a new publish) replaces it.
const endedRemovals = new Map<string, NodeJS.Timeout>()

async function removeEnded(dir: string) {
  clearTimeout(endedRemovals.get(dir))
  endedRemovals.delete(dir)
  await rm(endedDir(dir), { recursive: true, force: true })
}

/** Moves a finished publish's files aside, removed after {@link ENDED_FILES_MS}. */
async function keepEnded(dir: string) {
  await removeEnded(dir)
  await rename(dir, endedDir(dir))
  const timer = setTimeout(() => {
    if (endedRemovals.get(dir) !== timer) return
    endedRemovals.delete(dir)
    void rm(endedDir(dir), { recursive: true, force: true }).catch(() => {})
  }, ENDED_FILES_MS)
  timer.unref()
  endedRemovals.set(dir, timer)
}

/**
 * Packages one publish into `dir`: ffmpeg starts on the first video packet (copying H.264,
 * encoding anything else); `end()` stops it and moves the files aside (`endedDir`), where
 * players in flight finish and from where they go a little later; nothing stays in `dir`.
 *
 * @example
 * const sink = createLivePackager(tools, dir, { onEnd: () => markOff(), log })
 * // onEnd runs once ffmpeg has stopped and the files are out of `dir`
 */
export function createLivePackager(
  tools: MediaTools,
  dir: string,
  hooks: { onEnd: () => void; log: { warn(msg: string): void } },
): PublishSink {
  let child: ChildProcessByStdio<Writable, null, Readable> | undefined
  let pruner: NodeJS.Timeout | undefined
  const early: Buffer[] = []
  let ended = false
  const prepared = (async () => {
    await removeEnded(dir)
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, 'master.m3u8'), LIVE_MASTER)
  })()

  const start = (codecId: number) => {
    child = spawn(tools.ffmpeg, liveHlsArgs(dir, codecId === FLV_H264), {
      stdio: ['pipe', 'ignore', 'pipe'],
    })
    let log = ''
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-1000)
    })
    child.stdin.on('error', () => {})
    child.on('close', (code) => {
      if (code && !ended) hooks.log.warn(`live ffmpeg stopped (${code}): ${log.trim()}`)
    })
    for (const flv of early.splice(0)) child.stdin.write(flv)
    pruner = setInterval(() => void pruneSegments(dir).catch(() => {}), PRUNE_EVERY_MS)
    pruner.unref()
  }

  return {
    write(flv, video) {
      if (ended) return
      if (child) {
        child.stdin.write(flv)
        return
      }
      early.push(flv)
      if (video) {
        const { codecId } = video
        prepared.then(
          () => {
            if (!ended) start(codecId)
          },
          () => hooks.log.warn(`cannot write ${dir}`),
        )
      }
    },
    end() {
      if (ended) return
      ended = true
      clearInterval(pruner)
      const running = child
      const stopped = running
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(() => running.kill('SIGKILL'), 3000)
            running.once('close', () => {
              clearTimeout(timer)
              resolve()
            })
            running.stdin.end()
          })
        : Promise.resolve()
      void prepared
        .catch(() => {})
        .then(() => stopped)
        .then(() => keepEnded(dir))
        .catch(() => rm(dir, { recursive: true, force: true }))
        .catch(() => {})
        // Only now may the channel publish again: its next packager starts in an empty dir.
        .then(() => hooks.onEnd())
    },
  }
}
