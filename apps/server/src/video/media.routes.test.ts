import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@airwave/sdk'
import { videoEndpoints } from '@airwave/sdk/video'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channels, mediaVods } from '../db/schema'
import type { RunningServer } from '../server'
import { openSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'
import { findMediaTools, probe, runFfmpeg } from './ffmpeg'
import { demoSourceArgs } from './ladder'
import { mediaRoutes } from './media.routes'
import type { Transcoder } from './transcoder'

const tools = findMediaTools(process.env)
let server: RunningServer
let transcoder: Transcoder
let owner: TestMember
let other: TestMember
let source: Buffer
let sourceDuration: number

function videoClient(token?: string) {
  return createClient({
    baseUrl: server.url,
    endpoints: { video: videoEndpoints },
    ...(token
      ? {
          fetch: (input, init) =>
            fetch(input, {
              ...init,
              headers: {
                ...(init?.headers as Record<string, string>),
                authorization: `Bearer ${token}`,
              },
            }),
        }
      : {}),
  })
}

function form(bytes: Buffer, name: string, type: string): FormData {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return body
}

interface Status {
  statusCode: number
  data?: { status: string; progress: number; failure?: string }
}

async function status(vodNo: number, token?: string): Promise<Status> {
  const response = await fetch(`${server.url}/v2/vod/upload/${vodNo}/status`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Status
}

beforeAll(async () => {
  expect(tools.available).toBe(true)
  const dir = await mkdtemp(join(tmpdir(), 'airwave-media-'))
  const file = join(dir, 'source.mp4')
  await runFfmpeg(
    tools,
    demoSourceArgs({ title: '', seconds: 2, pattern: 'testsrc2' }, file, '160x90'),
    2,
  ).done
  source = await readFile(file)
  sourceDuration = (await probe(tools, file))?.duration ?? 0
  server = await startTestServer({
    modules: [
      (app, deps) =>
        mediaRoutes(app, deps, {
          onTranscoder: (t) => {
            transcoder = t
          },
        }),
    ],
  })
  owner = await addMember(server, 'owner')
  other = await addMember(server, 'other')
})

afterAll(() => server?.stop())

describe('VOD upload and transcoding', () => {
  let vodNo: number

  it('answers 201 with the vodNo at once, then transcodes to ready with progress', async () => {
    const response = await fetch(`${server.url}/v2/vod/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form(source, 'My clip.mp4', 'video/mp4'),
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { data: { vodNo: number } }
    vodNo = body.data.vodNo
    expect(vodNo).toBeGreaterThan(0)

    // Work in progress is the owner's only.
    expect((await status(vodNo, other.token)).statusCode).toBe(404)
    expect((await status(vodNo)).statusCode).toBe(404)

    const seen: Status['data'][] = []
    for (let i = 0; i < 600; i++) {
      const { data } = await status(vodNo, owner.token)
      seen.push(data)
      if (data?.status === 'ready' || data?.status === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const last = seen.at(-1)
    expect(last).toMatchObject({ status: 'ready', progress: 100 })
    expect(seen.some((s) => s?.status === 'transcoding')).toBe(true)
    const progress = seen.map((s) => s?.progress ?? 0)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    // Once ready the VOD is public.
    expect((await status(vodNo, other.token)).data?.status).toBe('ready')
  })

  it('serves a master playlist with the 360p and 720p renditions', async () => {
    const response = await fetch(`${server.url}/media/vod/${vodNo}/master.m3u8`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = await response.text()
    expect(text).toMatch(/BANDWIDTH=\d+,.*RESOLUTION=640x360/)
    expect(text).toMatch(/RESOLUTION=1280x720/)
    expect(text).toContain('360p/index.m3u8')
    expect(text).toContain('720p/index.m3u8')
  })

  it('serves segments as immutable MPEG-TS, with ranges', async () => {
    const playlist = await (await fetch(`${server.url}/media/vod/${vodNo}/720p/index.m3u8`)).text()
    expect(playlist).toContain('#EXT-X-TARGETDURATION:2')
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))
    expect(segment).toBeDefined()
    const url = `${server.url}/media/vod/${vodNo}/720p/${segment}`
    const whole = await fetch(url)
    expect(whole.headers.get('content-type')).toBe('video/mp2t')
    expect(whole.headers.get('cache-control')).toContain('immutable')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const bytes = new Uint8Array(await whole.arrayBuffer())
    const part = await fetch(url, { headers: { range: 'bytes=188-375' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 188-375/${bytes.length}`)
    const partBytes = new Uint8Array(await part.arrayBuffer())
    expect(partBytes).toEqual(bytes.slice(188, 376))
    expect(partBytes[0]).toBe(0x47) // MPEG-TS sync byte
    const outside = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } })
    expect(outside.status).toBe(416)
  })

  it('serves sprite thumbnails and their index', async () => {
    const vtt = await fetch(`${server.url}/media/vod/${vodNo}/sprites/index.vtt`)
    expect(vtt.headers.get('content-type')).toContain('text/vtt')
    expect(await vtt.text()).toContain('sprite_001.jpg#xywh=0,0,160,90')
    const sheet = await fetch(`${server.url}/media/vod/${vodNo}/sprites/sprite_001.jpg`)
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get('content-type')).toBe('image/jpeg')
  })

  it('answers media info with the duration ffprobe reads', async () => {
    const info = await videoClient().video.getMediaInfo(vodNo)
    const [file] = info.fileList
    expect(Number(file?.startDuration)).toBe(0)
    expect(Math.abs(Number(file?.duration) - sourceDuration)).toBeLessThan(0.1)
    expect(Math.abs(Number(file?.endDuration) - sourceDuration)).toBeLessThan(0.1)
  })

  it('refuses a file that is not a video and stores nothing', async () => {
    const before = await server.deps.db.select().from(mediaVods)
    const error = await apiError(
      videoClient(owner.token).video.uploadVod(
        form(Buffer.from('just some text, not a video'), 'notes.mp4', 'video/mp4'),
      ),
    )
    expect(error.status).toBe(400)
    expect(error.code).toBe('FILE_TYPE_NOT_ALLOWED')
    expect(await server.deps.db.select().from(mediaVods)).toHaveLength(before.length)
    const incoming = join(server.deps.config.dataDir, 'media', 'incoming')
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([])
  })

  it('refuses an anonymous upload with 401', async () => {
    const error = await apiError(videoClient().video.uploadVod(form(source, 'a.mp4', 'video/mp4')))
    expect(error.status).toBe(401)
  })

  it('hides the files of a video that is not ready, and unknown names', async () => {
    const [row] = await server.deps.db
      .insert(mediaVods)
      .values({ channelId: owner.channelIdx ?? 0, title: 'pending', status: 'failed' })
      .returning()
    const pending = await fetch(`${server.url}/media/vod/${row?.id}/master.m3u8`)
    expect(pending.status).toBe(404)
    const outside = await fetch(`${server.url}/media/vod/${vodNo}/source`)
    expect(outside.status).toBe(404)
    const info = await apiError(videoClient().video.getMediaInfo(row?.id ?? 0))
    expect(info.status).toBe(404)
  })

  it('generates and transcodes a demo VOD through the same queue', async () => {
    const [row] = await server.deps.db
      .insert(mediaVods)
      .values({
        channelId: owner.channelIdx ?? 0,
        title: 'demo',
        demo: { title: 'Demo', seconds: 2, pattern: 'smptebars' },
      })
      .returning()
    await transcoder.resume()
    await transcoder.idle()
    const [done] = await server.deps.db
      .select()
      .from(mediaVods)
      .where(eq(mediaVods.id, row?.id ?? 0))
    expect(done).toMatchObject({ status: 'ready', progress: 100, width: 1280, height: 720 })
    expect(Math.abs((done?.duration ?? 0) - 2)).toBeLessThan(0.1)
  })
})

describe("the channel's room hears of its new videos", () => {
  it('pushes VIDEO_READY to the room once a video is ready, never for a hidden one or a suspended channel', async () => {
    const viewer = await openSocket(server.url, { clientId: 'video-ready-viewer' })
    const elsewhere = await openSocket(server.url, { clientId: 'video-ready-elsewhere' })
    try {
      expect(await viewer.command('ENTER_CHANNEL', { channelId: owner.channelId })).toEqual({
        ok: true,
      })
      // A socket is in one channel's room at a time: another viewer listens to the other's.
      expect(await elsewhere.command('ENTER_CHANNEL', { channelId: other.channelId })).toEqual({
        ok: true,
      })
      await server.deps.db
        .update(channels)
        .set({ suspended: true })
        .where(eq(channels.id, other.channelIdx ?? 0))
      const add = (title: string, hidden: boolean, channelIdx = owner.channelIdx ?? 0) =>
        server.deps.db
          .insert(mediaVods)
          .values({
            channelId: channelIdx,
            title,
            hidden,
            demo: { title, seconds: 1, pattern: 'testsrc2' },
          })
          .returning()
          .then(([row]) => row?.id ?? 0)
      // In this order on the one queue: the hidden one is made (and not announced) first.
      const hidden = await add('hidden', true)
      const suspended = await add('suspended', false, other.channelIdx ?? 0)
      const shown = await add('shown', false)
      // The transcodes take what the machine gives them; the wait for the push starts after.
      await transcoder.resume()
      await transcoder.idle()
      const event = await viewer.next<{ channelId: string; vodNo: number }>(
        'VIDEO_READY',
        (payload) => payload.vodNo === shown,
      )
      expect(event).toEqual({ channelId: owner.channelId, vodNo: shown })
      for (const vodNo of [hidden, suspended]) {
        const [made] = await server.deps.db.select().from(mediaVods).where(eq(mediaVods.id, vodNo))
        expect(made?.status).toBe('ready')
      }
      expect(viewer.all<{ vodNo: number }>('VIDEO_READY').map((e) => e.vodNo)).not.toContain(hidden)
      // The other channel back: its next video is announced in its room, after (one socket
      // gets its events in order) where the suspended channel's would have been.
      await server.deps.db
        .update(channels)
        .set({ suspended: false })
        .where(eq(channels.id, other.channelIdx ?? 0))
      const back = await add('back', false, other.channelIdx ?? 0)
      await transcoder.resume()
      await transcoder.idle()
      await elsewhere.next<{ vodNo: number }>('VIDEO_READY', (payload) => payload.vodNo === back)
      expect(elsewhere.all<{ vodNo: number }>('VIDEO_READY').map((e) => e.vodNo)).toEqual([back])
    } finally {
      viewer.close()
      elsewhere.close()
      await server.deps.db
        .update(channels)
        .set({ suspended: false })
        .where(eq(channels.id, other.channelIdx ?? 0))
    }
  })
})

describe('upload limit', () => {
  it('answers 413 FILE_SIZE_EXCEEDS above the configured size and keeps nothing', async () => {
    const small = await startTestServer({
      modules: [(app, deps) => mediaRoutes(app, deps, { maxUploadBytes: 1000 })],
    })
    try {
      const member = await addMember(small, 'small')
      const response = await fetch(`${small.url}/v2/vod/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}` },
        body: form(source, 'a.mp4', 'video/mp4'),
      })
      expect(response.status).toBe(413)
      expect(await response.json()).toMatchObject({ code: 'FILE_SIZE_EXCEEDS' })
      expect(await small.deps.db.select().from(mediaVods)).toEqual([])
      const incoming = join(small.deps.config.dataDir, 'media', 'incoming')
      expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([])
    } finally {
      await small.stop()
    }
  })
})

describe('without ffmpeg', () => {
  it('answers 501 ffmpeg is not installed, and the server runs', async () => {
    const bare = await startTestServer({
      modules: [
        (app, deps) =>
          mediaRoutes(app, deps, {
            tools: { ffmpeg: '/nonexistent', ffprobe: '/nonexistent', available: false },
          }),
      ],
    })
    try {
      const member = await addMember(bare, 'bare')
      const response = await fetch(`${bare.url}/v2/vod/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}` },
        body: form(Buffer.from('x'), 'a.mp4', 'video/mp4'),
      })
      expect(response.status).toBe(501)
      expect(await response.json()).toMatchObject({
        code: 'INTERNAL',
        message: 'ffmpeg is not installed',
      })
      expect((await fetch(`${bare.url}/healthz`)).status).toBe(200)
    } finally {
      await bare.stop()
    }
  })
})
