import { existsSync } from 'node:fs'
import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../community/testKit'
import { mediaVods } from '../db/schema'
import type { DemoSource } from '../db/schema/media'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { findMediaTools } from './ffmpeg'
import { createTranscoder } from './transcoder'

// A demo VOD is transcoded once per machine: a second database with the same demo copies the
// first one's files, with no ffmpeg at all.

const log = { info: () => {}, warn: () => {}, error: () => {} }
const demo: DemoSource = { title: 'Cache', seconds: 2, pattern: 'testsrc2', size: '160x90' }
let server: RunningServer
let channelIdx = 0
let cacheDir = ''

beforeAll(async () => {
  server = await startTestServer({ modules: [] })
  channelIdx = (await addMember(server, 'owner')).channelIdx ?? 0
  cacheDir = await mkdtemp(join(tmpdir(), 'airwave-demo-cache-'))
})
afterAll(() => server?.stop())

async function demoRow(spec: DemoSource) {
  const [row] = await server.deps.db
    .insert(mediaVods)
    .values({ channelId: channelIdx, title: spec.title, demo: spec })
    .returning()
  if (!row) throw new Error('no row')
  return row.id
}

async function transcode(vodNo: number, tools: ReturnType<typeof findMediaTools>) {
  const mediaDir = await mkdtemp(join(tmpdir(), 'airwave-media-'))
  const transcoder = createTranscoder({
    db: server.deps.db,
    tools,
    mediaDir,
    log,
    demoCacheDir: cacheDir,
  })
  transcoder.enqueue(vodNo)
  await transcoder.idle()
  await transcoder.stop()
  const [row] = await server.deps.db.select().from(mediaVods).where(eq(mediaVods.id, vodNo))
  return { row, dir: join(mediaDir, 'vod', String(vodNo)) }
}

describe('the demo cache', () => {
  const noFfmpeg = { ffmpeg: '/nonexistent', ffprobe: '/nonexistent', available: false }

  it('copies a demo transcoded once into another database without running ffmpeg', async () => {
    const first = await transcode(await demoRow(demo), findMediaTools(process.env))
    expect(first.row?.status).toBe('ready')
    expect(await readdir(cacheDir)).toHaveLength(1)

    const second = await transcode(await demoRow(demo), noFfmpeg)
    expect(second.row).toMatchObject({
      status: 'ready',
      progress: 100,
      duration: first.row?.duration,
      width: 160,
      height: 90,
    })
    expect(existsSync(join(second.dir, 'hls', 'master.m3u8'))).toBe(true)
    expect(existsSync(join(second.dir, 'sprites', 'index.vtt'))).toBe(true)
    expect(existsSync(join(second.dir, 'meta.json'))).toBe(false)
  })

  it('misses for another spec: that one needs ffmpeg', async () => {
    const other = await transcode(await demoRow({ ...demo, seconds: 3 }), noFfmpeg)
    expect(other.row?.status).toBe('failed')
  })
})
