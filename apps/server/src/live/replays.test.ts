import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rename, utimes } from 'node:fs/promises'
import { join } from 'node:path'
import { createClient } from '@airwave/sdk'
import { liveEndpoints, streamInfoFormData } from '@airwave/sdk/live'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { advanceClock, resetClock } from '../clock'
import { addMember, type TestMember } from '../community/testKit'
import { liveStreams, mediaVods } from '../db/schema'
import type { RunningServer } from '../server'
import { startIngestServer } from '../testing/ingestServer'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { publishTestPattern } from '../testing/testPublisher'
import { TEST_ADMIN_TOKEN } from '../testing/testServer'
import { findMediaTools, probe, runFfmpeg } from '../video/ffmpeg'
import { vodDir } from '../video/transcoder'
import { PENDING_END_MS } from './pendingEnd'
import { recordingDir, recordingParts } from './replayRecorder'
import type { Replays } from './replays'

// Replays and live thumbnails with real publishes (ffmpeg → RTMP ingest) and the real VOD
// transcoder: a broadcast is recorded while it runs and, once over, becomes a ready replay
// with its HLS ladder and sprites; while it runs, its card has a frame renewed on a timer.
// Every wait polls with a deadline.

const tools = findMediaTools(process.env)
let server: RunningServer
let rtmpPort: number
let replays: Replays
let mediaDir: string
const sockets: TestSocket[] = []
/** The pending end's timers the server asked for, fired by the tests. */
const timers: { run: () => void; cancelled: boolean }[] = []
/** How often a live frame is renewed here (30 s in production). */
const THUMBNAIL_MS = 1000

type Status = { channelId: string; status: boolean; endedReason?: number }
interface StreamInfoAnswer {
  isStream: boolean
  streamIdx?: number
  thumbnail?: string
}

const publish = (key: string) =>
  publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 120)

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function liveClient(token?: string) {
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({ baseUrl: server.url, endpoints: { live: liveEndpoints }, fetch: signed })
}

async function info(channelId: string): Promise<StreamInfoAnswer> {
  const response = await fetch(`${server.url}/v2/stream/info/${channelId}`)
  return ((await response.json()) as { data: StreamInfoAnswer }).data
}

/** A caster with its stream settings, a socket in its room, and its key. */
async function caster(handle: string, settings: Parameters<typeof streamInfoFormData>[0]) {
  const member = await addMember(server, handle)
  await liveClient(member.token).live.updateStreamInfo(streamInfoFormData(settings))
  const room = await openSocket(server.url, { clientId: `room-${handle}` })
  sockets.push(room)
  expect(await room.command('ENTER_CHANNEL', { channelId: handle })).toEqual({ ok: true })
  const response = await fetch(`${server.url}/v2/stream/key`, {
    headers: { authorization: `Bearer ${member.token}` },
  })
  const key = ((await response.json()) as { data: { streamKey: string } }).data.streamKey
  return { member, room, key }
}

/** Publishes until the `count`th LIVE_STATUS (this publish's ON), then until a frame exists. */
async function goLive(handle: string, room: TestSocket, key: string, count: number) {
  const run = publish(key)
  await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= count)
  expect(room.all<Status>('LIVE_STATUS').at(-1)?.status).toBe(true)
  const thumbnail = await until('a live frame', async () => (await info(handle)).thumbnail)
  return { run, thumbnail }
}

async function stop(run: { child: ChildProcess; exit: Promise<number> }) {
  run.child.kill('SIGINT')
  await run.exit
}

const replayOf = async (streamIdx: number) =>
  (await server.database.db.select().from(mediaVods).where(eq(mediaVods.broadcastId, streamIdx)))[0]

/** Waits for the broadcast's replay to be transcoded (a few seconds of video, both renditions). */
const readyReplay = (streamIdx: number) =>
  until(
    'the replay to be ready',
    async () => {
      const row = await replayOf(streamIdx)
      expect(row?.status).not.toBe('failed')
      return row?.status === 'ready' ? row : undefined
    },
    180_000,
  )

const get = (path: string) => fetch(`${server.url}${path}`)

beforeAll(async () => {
  expect(tools.available).toBe(true)
  ;({ server, rtmpPort } = await startIngestServer({
    onReplays: (made) => {
      replays = made
    },
    thumbnailIntervalMs: THUMBNAIL_MS,
    schedule: (run) => {
      const timer = { run, cancelled: false }
      timers.push(timer)
      return () => {
        timer.cancelled = true
      }
    },
  }))
  mediaDir = join(server.deps.config.dataDir, 'media')
})

afterEach(() => resetClock())

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('live thumbnails', () => {
  it('has no frame for a channel that is not live: 404, and no thumbnail in stream info', async () => {
    await addMember(server, 'offair')
    expect((await get('/media/live/offair/thumbnail.jpg')).status).toBe(404)
    expect((await info('offair')).thumbnail).toBeUndefined()
  })
})

describe('replays', () => {
  let replayNo = 0
  let replayStream = 0
  let replayer: TestMember

  it('records a broadcast: a frame while live, renewed; once ended, a ready replay', async () => {
    const { member, room, key } = await caster('replayer', {
      title: 'Speedrun night',
      categoryIdx: 2,
    })
    replayer = member
    const started = Date.now()
    const { run, thumbnail } = await goLive('replayer', room, key, 1)

    // The frame: served as a JPEG, cached for its 30 s, its URL versioned by its time.
    // Absolute, like every picture the server answers.
    expect(thumbnail).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/media\/live\/replayer\/thumbnail\.jpg\?t=\d+$/,
    )
    const frame = await fetch(thumbnail)
    expect(frame.status).toBe(200)
    expect(frame.headers.get('content-type')).toBe('image/jpeg')
    expect(frame.headers.get('cache-control')).toBe('public, max-age=30')
    expect([...new Uint8Array(await frame.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8])
    // The next frame comes on the timer (every 30 s in production, every second here).
    await until('a renewed frame', async () => {
      const next = (await info('replayer')).thumbnail
      return next && next !== thumbnail ? next : undefined
    })
    const { streamIdx } = await info('replayer')
    if (!streamIdx) throw new Error('no broadcast')
    expect(existsSync(recordingDir(mediaDir, streamIdx))).toBe(true)

    await stop(run)
    const live = Date.now() - started
    await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 2)
    // Over: the card has no frame any more.
    await until('the frame to go', async () =>
      (await get('/media/live/replayer/thumbnail.jpg')).status === 404 ? true : undefined,
    )
    expect((await info('replayer')).thumbnail).toBeUndefined()

    const replay = await readyReplay(streamIdx)
    replayNo = replay.id
    replayStream = streamIdx
    const day = new Date().toISOString().slice(0, 10)
    expect(replay).toMatchObject({
      fileType: 'replay',
      title: `Speedrun night (${day})`,
      categoryIdx: 2,
      status: 'ready',
    })
    expect(replay.duration).toBeGreaterThan(1)
    expect(replay.duration).toBeLessThan(live / 1000 + 1)
    // The recording is gone once the replay has its own source.
    expect(existsSync(recordingDir(mediaDir, streamIdx))).toBe(false)

    // The VOD ladder and sprites, as an upload's.
    const master = await (await get(`/media/vod/${replay.id}/master.m3u8`)).text()
    expect(master).toContain('360p/index.m3u8')
    expect(master).toContain('720p/index.m3u8')
    const playlist = await (await get(`/media/vod/${replay.id}/360p/index.m3u8`)).text()
    expect(playlist).toContain('#EXT-X-ENDLIST')
    const segment = await get(`/media/vod/${replay.id}/360p/seg_00000.ts`)
    expect([segment.status, segment.headers.get('content-type')]).toEqual([200, 'video/mp2t'])
    const sprites = await (await get(`/media/vod/${replay.id}/sprites/index.vtt`)).text()
    expect(sprites).toMatch(/sprite_001\.jpg#xywh=\d+,\d+,\d+,\d+/)
    const media = await (await get(`/v2/vod/media/info/${replay.id}`)).json()
    expect(media.data.fileList[0].duration).toBeGreaterThan(1)
  }, 300_000)

  it("a hidden replay stays out of other viewers' lists; its owner still sees it", async () => {
    expect(replayNo).toBeGreaterThan(0)
    const channelList = async (token?: string) => {
      const response = await fetch(`${server.url}/v2/vod/channel/list/replayer`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      const body = (await response.json()) as { data: { vodList: { vodNo: number }[] } }
      return body.data.vodList.map((item) => item.vodNo)
    }
    const viewer = await addMember(server, 'replayviewer')
    expect(await channelList(viewer.token)).toContain(replayNo)
    const form = new FormData()
    form.set('isHidden', 'true')
    const hide = await fetch(`${server.url}/vod/update/${replayNo}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${replayer.token}` },
      body: form,
    })
    expect(hide.status).toBe(200)
    expect(await channelList(viewer.token)).not.toContain(replayNo)
    expect(await channelList()).not.toContain(replayNo)
    expect(await channelList(replayer.token)).toContain(replayNo)
  })

  it('deleting a replay (DELETE /vod/ucc/{vodNo}, its owner) removes its files', async () => {
    expect(replayNo).toBeGreaterThan(0)
    const dir = vodDir(mediaDir, replayNo)
    expect(existsSync(join(dir, 'source'))).toBe(true)
    expect(existsSync(join(dir, 'hls', 'master.m3u8'))).toBe(true)
    const removed = await fetch(`${server.url}/vod/ucc/${replayNo}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${replayer.token}` },
    })
    expect(removed.status).toBe(200)
    expect(existsSync(dir)).toBe(false)
    expect((await get(`/media/vod/${replayNo}/master.m3u8`)).status).toBe(404)
    expect(await replayOf(replayStream)).toBeUndefined()
  })

  it('a broadcast resumed within its pending end is one replay of both publishes', async () => {
    const { room, key } = await caster('resumer', { isPendingEndEnabled: true })
    const first = await goLive('resumer', room, key, 1)
    const { streamIdx } = await info('resumer')
    if (!streamIdx) throw new Error('no broadcast')
    await stop(first.run)
    await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 2)
    expect(room.all<Status>('LIVE_STATUS').at(-1)?.endedReason).toBe(3)
    const dir = recordingDir(mediaDir, streamIdx)
    const [part] = await until('the first part to close', async () => {
      const parts = await recordingParts(dir, true)
      return parts.length === 1 && !parts[0]?.endsWith('.partial') ? parts : undefined
    })
    // Waiting for its publisher, the broadcast is not over: no replay yet.
    expect(await replays.settle(streamIdx)).toBeUndefined()
    expect(await replayOf(streamIdx)).toBeUndefined()
    const firstPart = await probe(tools, part ?? '')
    if (!firstPart) throw new Error('the first part is not a video')

    const second = await goLive('resumer', room, key, 3)
    expect((await info('resumer')).streamIdx).toBe(streamIdx)
    await stop(second.run)
    await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 4)
    // The wait runs out: the broadcast ends, and its replay holds both publishes.
    advanceClock(PENDING_END_MS + 1000)
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.run()
    const replay = await readyReplay(streamIdx)
    expect(replay.fileType).toBe('replay')
    expect(replay.duration).toBeGreaterThan(firstPart.duration + 0.5)
    const count = await server.database.db
      .select({ id: mediaVods.id })
      .from(mediaVods)
      .where(eq(mediaVods.broadcastId, streamIdx))
    expect(count).toHaveLength(1)
  }, 300_000)

  it('a recording left by a stopped instance becomes a replay at a sweep, not while written', async () => {
    const member = await addMember(server, 'crashed')
    const [broadcast] = await server.database.db
      .insert(liveStreams)
      .values({
        channelId: member.channelIdx ?? 0,
        title: 'Lost',
        isStream: false,
        endedAt: new Date(),
        endedReason: 0,
      })
      .returning({ id: liveStreams.id })
    if (!broadcast) throw new Error('no broadcast')
    const dir = recordingDir(mediaDir, broadcast.id)
    const part = join(dir, 'part_001.flv.partial')
    // Encoded aside, then moved in whole: the server's own heartbeat sweeps all along, and an
    // ended broadcast's recording folder with no part in it yet is nothing to wait for.
    const staged = join(mediaDir, 'staged-part.flv')
    const source = ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=15:duration=2']
    await runFfmpeg(
      tools,
      [...source, '-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'flv', staged],
      2,
    ).done
    await mkdir(dir, { recursive: true })
    await rename(staged, part)
    // Written a moment ago: its writer (another instance) may still be at it.
    await replays.sweep()
    expect(await replayOf(broadcast.id)).toBeUndefined()
    expect(existsSync(part)).toBe(true)
    // Untouched for two minutes: its writer is gone, the recording is what it is.
    const old = new Date(Date.now() - 120_000)
    await utimes(part, old, old)
    await replays.sweep()
    const replay = await until('the replay row', () => replayOf(broadcast.id))
    expect(replay).toMatchObject({ fileType: 'replay', channelId: member.channelIdx })
    expect(replay.title).toMatch(/^Lost \(\d{4}-\d{2}-\d{2}\)$/)
    expect(existsSync(dir)).toBe(false)
  })

  it('a broadcast forced off becomes a replay too', async () => {
    const { room, key } = await caster('forced', {})
    const { run } = await goLive('forced', room, key, 1)
    const { streamIdx } = await info('forced')
    if (!streamIdx) throw new Error('no broadcast')
    const off = await fetch(`${server.url}/admin/stream/forced/off`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
    expect(off.status).toBe(200)
    await run.exit
    const replay = await until('the replay row', () => replayOf(streamIdx), 60_000)
    expect(replay).toMatchObject({ fileType: 'replay', channelId: expect.any(Number) })
    expect(replay.categoryIdx).toBeNull()
  }, 120_000)
})
