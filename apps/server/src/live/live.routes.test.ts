import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import { liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { publishTestPattern } from '../testing/testPublisher'
import { startTestServer } from '../testing/testServer'
import { findMediaTools } from '../video/ffmpeg'
import { liveRoutes } from './live.routes'

const tools = findMediaTools(process.env)
let server: RunningServer
let rtmpPort: number
let owner: TestMember
let other: TestMember

interface Answer<T> {
  statusCode: number
  code?: string
  data: T
}
interface KeyAnswer {
  streamKey: string
  ingestUrl: string
}
interface InfoAnswer {
  channelId: string
  isStream: boolean
  isStreamPendingEnd: boolean
  streamIdx?: number
}

async function call<T>(path: string, token?: string, method = 'GET'): Promise<Answer<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Answer<T>
}

const info = async (channelId: string) =>
  (await call<InfoAnswer>(`/v2/stream/info/${channelId}`)).data

/** A tiny test pattern pushed to the ingest for `seconds`; resolves its exit code. */
const publish = (key: string, seconds: number) =>
  publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${rtmpPort}/live/${key}`, seconds)

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 8000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

beforeAll(async () => {
  expect(tools.available).toBe(true)
  let started: (port: number) => void = () => {}
  const ingestPort = new Promise<number>((resolve) => {
    started = resolve
  })
  server = await startTestServer({
    modules: [
      (app, deps) => liveRoutes(app, deps, { rtmpPort: 0, onIngest: (i) => started(i.port) }),
    ],
  })
  rtmpPort = await ingestPort
  owner = await addMember(server, 'caster')
  other = await addMember(server, 'other')
})

afterAll(() => server?.stop())

describe('stream key', () => {
  it('is owner-only: 401 anonymous, each member reads their own channel key', async () => {
    expect((await call('/v2/stream/key')).statusCode).toBe(401)
    const mine = (await call<KeyAnswer>('/v2/stream/key', owner.token)).data
    const theirs = (await call<KeyAnswer>('/v2/stream/key', other.token)).data
    expect(mine.streamKey).toMatch(/^live_/)
    expect(theirs.streamKey).not.toBe(mine.streamKey)
    expect(mine.ingestUrl).toBe(`rtmp://127.0.0.1:${rtmpPort}/live`)
    expect((await call<KeyAnswer>('/v2/stream/key', owner.token)).data.streamKey).toBe(
      mine.streamKey,
    )
  })

  it('rotates on POST: the old key stops working', async () => {
    const before = (await call<KeyAnswer>('/v2/stream/key', other.token)).data.streamKey
    const after = (await call<KeyAnswer>('/v2/stream/key', other.token, 'POST')).data.streamKey
    expect(after).not.toBe(before)
    expect((await call<KeyAnswer>('/v2/stream/key', other.token)).data.streamKey).toBe(after)
  })
})

describe('stream info', () => {
  it('says OFF for a channel that never streamed and 404 CHA30023 for no channel', async () => {
    expect(await info('caster')).toMatchObject({ channelId: 'caster', isStream: false })
    const missing = await call('/v2/stream/info/nobody')
    expect([missing.statusCode, missing.code]).toEqual([404, 'CHA30023'])
  })
})

describe('RTMP ingest to live HLS', () => {
  it('refuses a wrong key and the stream stays OFF', async () => {
    const { exit } = publish('live_wrong', 2)
    expect(await exit).not.toBe(0)
    expect((await info('caster')).isStream).toBe(false)
  })

  it('goes ON with the key, serves HLS, refuses a second publisher, then goes OFF', async () => {
    const key = (await call<KeyAnswer>('/v2/stream/key', owner.token)).data.streamKey
    // Publishing until stopped: on a busy machine the waits below can outlast any fixed length,
    // and the second publisher must meet a first one still live.
    const first = publish(key, 600)
    try {
      await until('ON', async () => ((await info('caster')).isStream ? true : undefined))
      // Asked the moment the live is ON, before ffmpeg's first playlist: the answer waits for
      // it instead of failing the player that came early. (On a machine so loaded that ffmpeg
      // takes longer than the wait, the 404 still comes only after the whole wait.)
      const asked = Date.now()
      const early = await fetch(`${server.url}/media/live/caster/master.m3u8`)
      await early.arrayBuffer()
      if (early.status !== 200) expect(Date.now() - asked).toBeGreaterThanOrEqual(9_500)
      const master = await until('master playlist', async () => {
        const response = await fetch(`${server.url}/media/live/caster/master.m3u8`)
        return response.status === 200 ? response : undefined
      })
      expect(master.headers.get('cache-control')).toBe('no-cache')
      expect(await master.text()).toContain('index.m3u8')
      const segment = await until('a segment', async () => {
        const list = await (await fetch(`${server.url}/media/live/caster/index.m3u8`)).text()
        return /seg_\d{5}\.ts/.exec(list)?.[0]
      })
      const ts = await fetch(`${server.url}/media/live/caster/${segment}`)
      expect(ts.status).toBe(200)
      expect(ts.headers.get('content-type')).toBe('video/mp2t')
      expect((await ts.arrayBuffer()).byteLength).toBeGreaterThan(0)

      // A player that fell behind (its page stalled) still gets the segments of the playlist it
      // read last: eight segments past the window (ffmpeg's delete_segments had removed it).
      const sequence = await until(
        'the tenth segment',
        async () => {
          const list = await (await fetch(`${server.url}/media/live/caster/index.m3u8`)).text()
          const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(list)?.[1] ?? 0)
          return first >= 10 ? first : undefined
        },
        60_000,
      )
      const behind = `seg_${String(sequence - 8).padStart(5, '0')}.ts`
      expect((await fetch(`${server.url}/media/live/caster/${behind}`)).status).toBe(200)

      expect(await publish(key, 1).exit).not.toBe(0)
      expect(first.child.exitCode).toBeNull()
    } finally {
      // As an encoder's stop button does: ffmpeg closes the stream and exits.
      first.child.kill('SIGINT')
      await first.exit
    }
    await until('OFF', async () => ((await info('caster')).isStream ? undefined : true))
    const rows = await server.deps.db
      .select()
      .from(liveStreams)
      .where(eq(liveStreams.channelId, owner.channelIdx ?? 0))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ isStream: false, endedReason: 0 })
    // No new player starts on a broadcast that is over...
    expect((await fetch(`${server.url}/media/live/caster/master.m3u8`)).status).toBe(404)
    // ...but those that were watching play to its end: its last playlist and segments stay a
    // while (a player that asked for the last segment as the broadcast ended got a 404).
    const last = await fetch(`${server.url}/media/live/caster/index.m3u8`)
    expect(last.status).toBe(200)
    const tail = [...(await last.text()).matchAll(/seg_\d{5}\.ts/g)].at(-1)?.[0]
    expect(tail).toBeDefined()
    expect((await fetch(`${server.url}/media/live/caster/${tail}`)).status).toBe(200)
    expect((await fetch(`${server.url}/media/live/caster/seg_99999.ts`)).status).toBe(404)
  }, 120_000)
})
