import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DemoSource } from '../db/schema/media'
import type { ProbeResult } from './ffmpeg'
import { demoSourceArgs, hlsArgs, spriteArgs } from './ladder'

/** What a cached demo VOD's row needs besides its files. */
export type DemoMeta = Pick<ProbeResult, 'duration' | 'width' | 'height'>

/**
 * The machine's cache of transcoded demo VODs. A demo's source is generated from its spec, so
 * every fresh database (each test server, each new data directory) would transcode the same
 * videos again: fourteen ffmpeg jobs competing with everything else. The first server to finish
 * one leaves its files here; the others copy them.
 */
export function defaultDemoCacheDir(env: Record<string, string | undefined>): string {
  return env.AIRWAVE_DEMO_CACHE_DIR || join(tmpdir(), 'airwave-demo-media')
}

const SAMPLE = { width: 1280, height: 720, duration: 10, hasAudio: true }

/**
 * The cache key of a demo: its spec and the ffmpeg arguments the ladder would use, so that a
 * change to either misses the cache instead of serving stale files.
 *
 * @example demoKey({ title: 'Demo', seconds: 12, pattern: 'testsrc2' })
 */
function demoKey(demo: DemoSource): string {
  return createHash('sha256')
    .update(JSON.stringify(demo))
    .update(demoSourceArgs(demo, 'source.mp4').join('\0'))
    .update(hlsArgs('source', 'hls', SAMPLE).join('\0'))
    .update(spriteArgs('source', 'sprites', SAMPLE).join('\0'))
    .digest('hex')
    .slice(0, 32)
}

/** Copies a cached demo's files into `dir`; answers its meta, or undefined on a miss. */
export async function restoreDemo(
  cacheDir: string,
  demo: DemoSource,
  dir: string,
): Promise<DemoMeta | undefined> {
  const entry = join(cacheDir, demoKey(demo))
  if (!existsSync(join(entry, 'meta.json'))) return undefined
  try {
    const meta = JSON.parse(await readFile(join(entry, 'meta.json'), 'utf8')) as DemoMeta
    await rm(dir, { recursive: true, force: true })
    await cp(entry, dir, { recursive: true, filter: (path) => !path.endsWith('meta.json') })
    return meta
  } catch {
    return undefined
  }
}

/**
 * Leaves a transcoded demo's files in the cache. Written under a temporary name and renamed,
 * so two servers finishing the same demo at once never leave a half-written entry.
 */
export async function storeDemo(
  cacheDir: string,
  demo: DemoSource,
  dir: string,
  meta: DemoMeta,
): Promise<void> {
  const entry = join(cacheDir, demoKey(demo))
  if (existsSync(entry)) return
  const temporary = `${entry}.${randomUUID()}`
  try {
    await mkdir(cacheDir, { recursive: true })
    await cp(dir, temporary, { recursive: true })
    await writeFile(join(temporary, 'meta.json'), JSON.stringify(meta))
    await rename(temporary, entry)
  } catch {
    // Another server stored it first, or the cache is not writable: the files stay uncached.
    await rm(temporary, { recursive: true, force: true })
  }
}
