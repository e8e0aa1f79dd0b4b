import { existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { env } from 'node:process'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Db } from '../db/database'
import { mediaVods } from '../db/schema'
import { defaultDemoCacheDir, restoreDemo, storeDemo } from './demoCache'
import { type FfmpegRun, type MediaTools, probe, runFfmpeg } from './ffmpeg'
import { demoSourceArgs, hlsArgs, spriteArgs, spriteIndex } from './ladder'

/** Files of a VOD: `{mediaDir}/vod/{vodNo}/source`, `hls/`, `sprites/`. */
export function vodDir(mediaDir: string, vodNo: number): string {
  return join(mediaDir, 'vod', String(vodNo))
}

/**
 * Removes a VOD's files (source, ladder, sprites), an upload's or a replay's alike: what
 * deleting a video does once its row is gone. A transcode still running on it finds the row
 * gone at its end and removes what it wrote since.
 *
 * @example await db.delete(mediaVods).where(eq(mediaVods.id, vodNo)); await removeVodFiles(mediaDir, vodNo)
 */
export async function removeVodFiles(mediaDir: string, vodNo: number): Promise<void> {
  await rm(vodDir(mediaDir, vodNo), { recursive: true, force: true })
}

export interface Transcoder {
  /** Queues a VOD; jobs run one at a time, in order. */
  enqueue(vodNo: number): void
  /** Queues every VOD left queued or transcoding (a restart, or seeded demo VODs). */
  resume(): Promise<void>
  /** Stops the running ffmpeg and the queue; the job stays `transcoding` for the next start. */
  stop(): Promise<void>
  /** Resolves when the queue is empty (tests). */
  idle(): Promise<void>
  /**
   * Calls `listener` with each VOD this transcoder makes ready (an upload, a replay or a demo),
   * so pages showing its channel's videos can read them again. Returns the unsubscribe.
   */
  onReady(listener: (vodNo: number) => void): () => void
}

const shared = new WeakMap<Db, Transcoder>()

/**
 * The one transcoder of a database: uploads and replays share its queue, so a small machine
 * still runs one transcode at a time whichever module queues it.
 *
 * @example
 * const transcoder = sharedTranscoder({ db, tools, mediaDir, log })
 */
export function sharedTranscoder(options: Parameters<typeof createTranscoder>[0]): Transcoder {
  let transcoder = shared.get(options.db)
  if (!transcoder) {
    transcoder = createTranscoder(options)
    shared.set(options.db, transcoder)
  }
  return transcoder
}

// The share of the progress bar the HLS pass takes; sprites fill the rest.
const HLS_SHARE = 0.95

/**
 * One transcode at a time, so a small machine stays responsive: status and progress live in
 * `media_vods`, so any instance (and the owner's polling) sees them.
 *
 * @example
 * const transcoder = createTranscoder({ db, tools, mediaDir, log })
 * transcoder.enqueue(vodNo)
 */
export function createTranscoder(options: {
  db: Db
  tools: MediaTools
  mediaDir: string
  log: Pick<Logger, 'info' | 'warn' | 'error'>
  /** Where transcoded demo VODs are shared between databases; see `demoCache.ts`. */
  demoCacheDir?: string
}): Transcoder {
  const { db, tools, mediaDir, log } = options
  const demoCacheDir = options.demoCacheDir ?? defaultDemoCacheDir(env)
  let chain: Promise<void> = Promise.resolve()
  let stopped = false
  let current: FfmpegRun | undefined
  const queued = new Set<number>()
  const readyListeners = new Set<(vodNo: number) => void>()
  const announce = (vodNo: number) => {
    for (const listener of readyListeners) {
      try {
        listener(vodNo)
      } catch (error) {
        log.error({ err: error, vodNo }, 'a vod-ready listener failed')
      }
    }
  }

  const run = async (args: string[], duration: number, onProgress?: (p: number) => void) => {
    if (stopped) throw new Error('stopped')
    current = runFfmpeg(tools, args, duration, onProgress)
    try {
      await current.done
    } finally {
      current = undefined
    }
  }

  const process = async (vodNo: number) => {
    const [row] = await db.select().from(mediaVods).where(eq(mediaVods.id, vodNo))
    if (!row || row.status === 'ready' || row.status === 'failed') return
    const dir = vodDir(mediaDir, vodNo)
    const source = join(dir, 'source')
    const update = (values: Partial<typeof mediaVods.$inferInsert>) =>
      db
        .update(mediaVods)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(mediaVods.id, vodNo))
    const done = async (values: Partial<typeof mediaVods.$inferInsert>) => {
      const kept = await update({
        ...values,
        status: 'ready',
        progress: 100,
        failure: null,
      }).returning({ id: mediaVods.id })
      // Deleted while it was transcoding: the files written since its deletion go too.
      if (kept.length === 0) await rm(dir, { recursive: true, force: true })
      return kept.length > 0
    }
    try {
      const cached = row.demo && (await restoreDemo(demoCacheDir, row.demo, dir))
      if (cached) {
        if (await done(cached)) {
          log.info({ vodNo }, 'demo vod ready from the cache')
          announce(vodNo)
        }
        return
      }
      if (row.demo && !existsSync(source)) {
        await mkdir(dir, { recursive: true })
        await run(demoSourceArgs(row.demo, `${source}.mp4`), row.demo.seconds)
        await rename(`${source}.mp4`, source)
      }
      const info = await probe(tools, source)
      if (!info) throw new Error('The source is not a video ffprobe can read')
      await update({
        status: 'transcoding',
        progress: 0,
        duration: info.duration,
        width: info.width,
        height: info.height,
      })
      const hls = join(dir, 'hls')
      const sprites = join(dir, 'sprites')
      await rm(hls, { recursive: true, force: true })
      await rm(sprites, { recursive: true, force: true })
      await mkdir(sprites, { recursive: true })
      let last = 0
      let writes = Promise.resolve()
      await run(hlsArgs(source, hls, info), info.duration, (percent) => {
        const progress = Math.floor(percent * HLS_SHARE)
        if (progress <= last) return
        last = progress
        writes = writes.then(() => update({ progress }).then(() => undefined)).catch(() => {})
      })
      await writes
      await run(spriteArgs(source, sprites, info), info.duration)
      const index = spriteIndex(info)
      await writeFile(join(sprites, 'index.vtt'), index.vtt)
      await writeFile(join(sprites, 'index.json'), JSON.stringify(index.json))
      if (!(await done({}))) return
      log.info({ vodNo, duration: info.duration }, 'vod ready')
      announce(vodNo)
      if (row.demo) await storeDemo(demoCacheDir, row.demo, dir, info)
    } catch (error) {
      if (stopped) return
      const reason = error instanceof Error ? error.message : String(error)
      log.warn({ vodNo, reason }, 'vod transcode failed')
      await update({ status: 'failed', failure: reason.slice(0, 500) })
    }
  }

  const enqueue = (vodNo: number) => {
    if (stopped || queued.has(vodNo)) return
    queued.add(vodNo)
    chain = chain
      .then(() => (stopped ? undefined : process(vodNo)))
      .catch((error: unknown) => log.error({ err: error, vodNo }, 'vod job crashed'))
      .finally(() => queued.delete(vodNo))
  }

  return {
    enqueue,
    async resume() {
      const rows = await db
        .select({ id: mediaVods.id })
        .from(mediaVods)
        .where(inArray(mediaVods.status, ['queued', 'transcoding']))
        .orderBy(asc(mediaVods.id))
      for (const row of rows) enqueue(row.id)
    },
    async stop() {
      stopped = true
      current?.child.kill('SIGKILL')
      await chain
    },
    idle: () => chain,
    onReady(listener) {
      readyListeners.add(listener)
      return () => readyListeners.delete(listener)
    },
  }
}
