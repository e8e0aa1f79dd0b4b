import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { categories, liveStreams, mediaVods } from '../db/schema'
import { type MediaTools, probe, runFfmpeg } from '../video/ffmpeg'
import { type Transcoder, vodDir } from '../video/transcoder'
import {
  PARTIAL,
  type PartRecorder,
  REPLAY_MAX_BYTES,
  recordingDir,
  recordingParts,
  recordPart,
} from './replayRecorder'

/**
 * A `.partial` part untouched for this long lost its writer (its instance died): the
 * recording is complete as it is.
 */
const STALE_PART_MS = 60_000
/** A claimed recording whose replay was not made for this long (a crash mid-way) is retried. */
const STALE_CLAIM_MS = 10 * 60_000
const CLAIMED = '.making'

export interface Replays {
  /** Records one publish of the broadcast (a new part); the replay is made after its end. */
  record(streamIdx: number): PartRecorder
  /**
   * Makes the replay of a broadcast that is over (not ON, not waiting for its end) once its
   * recording is complete; does nothing otherwise, so every end may call it. Its `vodNo`, if
   * this call made it.
   */
  settle(streamIdx: number): Promise<number | undefined>
  /** Settles every recording left on disk (the heartbeat: ends seen by other instances). */
  sweep(): Promise<void>
}

/**
 * Replays of broadcasts: each publish is recorded as it arrives (the ingest's FLV, copied, so
 * being live costs no second encode), and a broadcast that is over becomes a VOD with
 * `fileType` replay: its parts joined with `-c copy`, titled after the broadcast's title and
 * its date, with the broadcast's category, tags, language and adult flag, then queued on the VOD transcoder
 * (ladder and sprites) like an upload.
 *
 * @example
 * const replays = createReplays({ db, tools, mediaDir, transcoder, log })
 * const part = replays.record(streamIdx) // write FLV, then: await part.end(); await replays.settle(streamIdx)
 */
export function createReplays(options: {
  db: Db
  tools: MediaTools
  mediaDir: string
  transcoder: Transcoder
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }
  /** Bound of a broadcast's recording (default `AIRWAVE_REPLAY_MAX_BYTES` or 2 GiB). */
  maxBytes?: number
}): Replays {
  const { db, tools, mediaDir, transcoder, log } = options
  const maxBytes = options.maxBytes ?? parseMaxBytes(process.env.AIRWAVE_REPLAY_MAX_BYTES)
  /** Parts this instance is writing, by broadcast. */
  const writing = new Map<number, number>()
  const root = join(mediaDir, 'recordings')

  const record = (streamIdx: number): PartRecorder => {
    writing.set(streamIdx, (writing.get(streamIdx) ?? 0) + 1)
    const part = recordPart(recordingDir(mediaDir, streamIdx), maxBytes, {
      warn: (msg) => log.warn({ streamIdx }, msg),
    })
    let closed: Promise<void> | undefined
    return {
      write: part.write,
      end() {
        closed ??= part.end().finally(() => {
          const left = (writing.get(streamIdx) ?? 1) - 1
          if (left > 0) writing.set(streamIdx, left)
          else writing.delete(streamIdx)
        })
        return closed
      },
    }
  }

  /** Whether another instance may still be writing a part of the recording. */
  const partBeingWritten = async (dir: string) => {
    for (const part of await recordingParts(dir, true)) {
      if (!part.endsWith(PARTIAL)) continue
      const info = await stat(part).catch(() => undefined)
      if (info && Date.now() - info.mtimeMs < STALE_PART_MS) return true
    }
    return false
  }

  const settle = async (streamIdx: number): Promise<number | undefined> => {
    if (writing.has(streamIdx)) return undefined
    const dir = recordingDir(mediaDir, streamIdx)
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) return undefined
    if (await partBeingWritten(dir)) return undefined
    const [broadcast] = await db
      .select({
        channelIdx: liveStreams.channelId,
        title: liveStreams.title,
        startedAt: liveStreams.startedAt,
        categoryIdx: liveStreams.categoryIdx,
        tags: liveStreams.tags,
        languageCode: liveStreams.languageCode,
        isAdult: liveStreams.isAdult,
        isStream: liveStreams.isStream,
        pendingEndUntil: liveStreams.pendingEndUntil,
      })
      .from(liveStreams)
      .where(eq(liveStreams.id, streamIdx))
    if (broadcast && (broadcast.isStream || broadcast.pendingEndUntil)) return undefined
    // One maker per recording, whichever instance or end gets here first.
    const claimed = `${dir}${CLAIMED}`
    try {
      await rename(dir, claimed)
    } catch {
      return undefined
    }
    try {
      // The channel is gone (its broadcasts with it): nothing to replay.
      if (!broadcast) return undefined
      return await make(streamIdx, claimed, broadcast)
    } catch (error) {
      log.warn({ streamIdx, reason: (error as Error).message }, 'replay not made')
      return undefined
    } finally {
      await rm(claimed, { recursive: true, force: true })
    }
  }

  const make = async (
    streamIdx: number,
    dir: string,
    broadcast: {
      channelIdx: number
      title: string
      startedAt: Date
      categoryIdx: number | null
      tags: string[]
      languageCode: string | null
      isAdult: boolean
    },
  ): Promise<number | undefined> => {
    const parts = await recordingParts(dir, true)
    if (parts.length === 0) return undefined
    // The parts of a resumed broadcast, joined as one (the concat demuxer shifts each part's
    // timestamps after the previous one), copied, never encoded.
    const list = join(dir, 'parts.txt')
    await writeFile(list, parts.map((part) => `file '${part.replaceAll("'", "'\\''")}'\n`).join(''))
    const joined = join(dir, 'joined.flv')
    await runFfmpeg(
      tools,
      ['-f', 'concat', '-safe', '0', '-i', list, '-map', '0:v:0', '-map', '0:a:0?'].concat([
        '-c',
        'copy',
        '-f',
        'flv',
        joined,
      ]),
      0,
    ).done
    const info = await probe(tools, joined)
    if (!info) throw new Error('the recording holds no video')
    // The broadcast's settings as they were when it ended (a category removed since is dropped).
    const [category] =
      broadcast.categoryIdx === null
        ? []
        : await db
            .select({ idx: categories.idx })
            .from(categories)
            .where(eq(categories.idx, broadcast.categoryIdx))
    const [row] = await db
      .insert(mediaVods)
      .values({
        channelId: broadcast.channelIdx,
        title: replayTitle(broadcast.title, broadcast.startedAt),
        fileType: 'replay',
        broadcastId: streamIdx,
        categoryIdx: category?.idx ?? null,
        tags: broadcast.tags,
        languageCode: broadcast.languageCode,
        isAdult: broadcast.isAdult,
        duration: info.duration,
        width: info.width,
        height: info.height,
      })
      .onConflictDoNothing({ target: mediaVods.broadcastId })
      .returning({ id: mediaVods.id })
    if (!row) return undefined
    const target = vodDir(mediaDir, row.id)
    await mkdir(target, { recursive: true })
    await rename(joined, join(target, 'source'))
    transcoder.enqueue(row.id)
    log.info({ streamIdx, vodNo: row.id, duration: info.duration }, 'replay recorded')
    return row.id
  }

  const sweep = async () => {
    const names = await readdir(root).catch(() => [] as string[])
    for (const name of names) {
      if (/^\d+$/.test(name)) {
        await settle(Number(name))
        continue
      }
      // A maker that crashed mid-way: its recording is put back to be made again.
      const claimed = /^(\d+)\.making$/.exec(name)
      if (!claimed) continue
      const info = await stat(join(root, name)).catch(() => undefined)
      if (info && Date.now() - info.mtimeMs > STALE_CLAIM_MS) {
        await rename(join(root, name), join(root, String(claimed[1]))).catch(() => {})
      }
    }
  }

  return { record, settle, sweep }
}

/**
 * A replay's title: the broadcast's title and the day it started (UTC, ISO 8601), at most
 * 100 characters like an upload's.
 *
 * @example replayTitle('Friday speedrun', new Date('2026-05-01T20:00:00Z')) // 'Friday speedrun (2026-05-01)'
 */
export function replayTitle(title: string, startedAt: Date): string {
  const day = ` (${startedAt.toISOString().slice(0, 10)})`
  return `${title.trim().slice(0, 100 - day.length)}${day}`
}

function parseMaxBytes(value: string | undefined): number {
  const bytes = Number(value)
  return value && Number.isInteger(bytes) && bytes > 0 ? bytes : REPLAY_MAX_BYTES
}
