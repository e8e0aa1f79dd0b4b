import type { ChildProcess } from 'node:child_process'
import { createClient } from '@airwave/sdk'
import { liveEndpoints, streamInfoFormData } from '@airwave/sdk/live'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { advanceClock, resetClock } from '../clock'
import { addMember, type TestMember } from '../community/testKit'
import { liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { startIngestServer } from '../testing/ingestServer'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { publishTestPattern } from '../testing/testPublisher'
import { TEST_ADMIN_TOKEN } from '../testing/testServer'
import { findMediaTools } from '../video/ffmpeg'
import { PENDING_END_MS } from './pendingEnd'

// Pending end with real publishes (ffmpeg → RTMP ingest): the publisher stops, the broadcast
// waits (LIVE_STATUS endedReason 3, isStreamPendingEnd), a publish within the wait resumes the
// same broadcast, and past it the broadcast ends (endedReason 0). The wait's timer is one the
// test fires itself, after moving the server's clock: no test waits a minute.

const tools = findMediaTools(process.env)
let server: RunningServer
let rtmpPort: number
const sockets: TestSocket[] = []
/** The waits' timers the server asked for, fired by the tests. */
const timers: { run: () => void; ms: number; cancelled: boolean }[] = []

type Status = { channelId: string; status: boolean; endedReason?: number }

const publish = (key: string, seconds: number) =>
  publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${rtmpPort}/live/${key}`, seconds)

function liveClient(token?: string) {
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({ baseUrl: server.url, endpoints: { live: liveEndpoints }, fetch: signed })
}

async function streamKey(member: TestMember): Promise<string> {
  const response = await fetch(`${server.url}/v2/stream/key`, {
    headers: { authorization: `Bearer ${member.token}` },
  })
  return ((await response.json()) as { data: { streamKey: string } }).data.streamKey
}

/** A caster with pending end on (or off), a socket in its room, and its key. */
async function caster(handle: string, pendingEnd: boolean) {
  const member = await addMember(server, handle)
  await liveClient(member.token).live.updateStreamInfo(
    streamInfoFormData({ isPendingEndEnabled: pendingEnd }),
  )
  const room = await openSocket(server.url, { clientId: `room-${handle}` })
  sockets.push(room)
  expect(await room.command('ENTER_CHANNEL', { channelId: handle })).toEqual({ ok: true })
  return { member, room, key: await streamKey(member) }
}

/** Publishes until `count` LIVE_STATUS events came: the ON of this publish is the last one. */
async function goLive(room: TestSocket, key: string, count: number) {
  const run = publish(key, 120)
  await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= count)
  expect(room.all<Status>('LIVE_STATUS').at(-1)?.status).toBe(true)
  return run
}

/** Stops a publisher as Ctrl-C would, and waits for it to be gone. */
async function stop(run: { child: ChildProcess; exit: Promise<number> }) {
  run.child.kill('SIGINT')
  await run.exit
}

beforeAll(async () => {
  expect(tools.available).toBe(true)
  ;({ server, rtmpPort } = await startIngestServer({
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false }
      timers.push(timer)
      return () => {
        timer.cancelled = true
      }
    },
  }))
})

afterEach(() => resetClock())

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('pending end', () => {
  it('waits for the publisher, resumes the same broadcast, then ends past the wait', async () => {
    const { member, room, key } = await caster('waitcaster', true)
    const first = await goLive(room, key, 1)
    const live = await liveClient().live.getStreamInfo('waitcaster')
    expect(live).toMatchObject({ isStream: true, isPendingEndEnabled: true })
    // A like during the live stays with the broadcast through the wait.
    const fan = await addMember(server, 'waitfan')
    await liveClient(fan.token).live.like({ streamIdx: live.streamIdx ?? 0 })

    await stop(first)
    expect(await room.next<Status>('LIVE_STATUS', (e) => !e.status)).toEqual({
      channelId: 'waitcaster',
      status: false,
      endedReason: 3,
    })
    expect(await liveClient(fan.token).live.getStreamInfo('waitcaster')).toMatchObject({
      isStream: false,
      isStreamPendingEnd: true,
      streamIdx: live.streamIdx,
      likeCnt: 1,
      isLike: true,
    })
    const wait = timers.at(-1)
    expect(wait?.ms).toBeGreaterThanOrEqual(PENDING_END_MS)
    // The timer firing early (the clock not yet past the wait) ends nothing.
    wait?.run()
    expect((await liveClient().live.getStreamInfo('waitcaster')).isStreamPendingEnd).toBe(true)

    // Back within the wait: the same broadcast, ON again, no new row.
    const second = await goLive(room, key, 3)
    expect(wait?.cancelled).toBe(true)
    expect(await liveClient(fan.token).live.getStreamInfo('waitcaster')).toMatchObject({
      isStream: true,
      isStreamPendingEnd: false,
      streamIdx: live.streamIdx,
      likeCnt: 1,
      isLike: true,
    })
    const rows = await server.deps.db
      .select()
      .from(liveStreams)
      .where(eq(liveStreams.channelId, member.channelIdx ?? 0))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ isStream: true, endedReason: null, pendingEndUntil: null })

    // Gone again, and this time past the wait: the broadcast ends, normally.
    await stop(second)
    await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 4)
    advanceClock(PENDING_END_MS + 1000)
    timers.at(-1)?.run()
    await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 5)
    expect(room.all<Status>('LIVE_STATUS')).toEqual([
      { channelId: 'waitcaster', status: true },
      { channelId: 'waitcaster', status: false, endedReason: 3 },
      { channelId: 'waitcaster', status: true },
      { channelId: 'waitcaster', status: false, endedReason: 3 },
      { channelId: 'waitcaster', status: false, endedReason: 0 },
    ])
    expect(await liveClient().live.getStreamInfo('waitcaster')).toMatchObject({
      isStream: false,
      isStreamPendingEnd: false,
      streamIdx: live.streamIdx,
    })
    // The timer again (or the heartbeat) changes nothing and tells no one.
    timers.at(-1)?.run()

    // A publish after the end is a new broadcast.
    const third = await goLive(room, key, 6)
    const next = await liveClient().live.getStreamInfo('waitcaster')
    expect(next.streamIdx).not.toBe(live.streamIdx)
    expect(next).toMatchObject({ isStream: true, likeCnt: 0 })
    third.child.kill('SIGKILL')
    await third.exit
    // Its wait begins, with a timer of its own, before the next test counts the timers: the
    // server learns of the cut publisher after ffmpeg has gone (late on a loaded machine).
    await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 7)
    expect(room.all<Status>('LIVE_STATUS').at(-1)).toEqual({
      channelId: 'waitcaster',
      status: false,
      endedReason: 3,
    })
  }, 60_000)

  it('ends at once when pending end is off', async () => {
    const { room, key } = await caster('plaincaster', false)
    const run = await goLive(room, key, 1)
    const before = timers.length
    await stop(run)
    expect(await room.next<Status>('LIVE_STATUS', (e) => !e.status)).toEqual({
      channelId: 'plaincaster',
      status: false,
      endedReason: 0,
    })
    expect(timers).toHaveLength(before)
  }, 30_000)

  it('ends a waiting broadcast forced off (endedReason 1), and no wait follows', async () => {
    const { room, key } = await caster('forcecaster', true)
    const run = await goLive(room, key, 1)
    await stop(run)
    await room.next<Status>('LIVE_STATUS', (e) => e.endedReason === 3)
    const off = await fetch(`${server.url}/admin/stream/forcecaster/off`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
    expect(off.status).toBe(200)
    await room.next<Status>('LIVE_STATUS', (e) => e.endedReason === 1)
    expect(await liveClient().live.getStreamInfo('forcecaster')).toMatchObject({
      isStream: false,
      isStreamPendingEnd: false,
    })
    expect(timers.at(-1)?.cancelled).toBe(true)
    // A forced off of a live broadcast is never turned into a wait by its publisher leaving:
    // the next event after it is the next publish's ON (the channel is free once it has left).
    const again = await goLive(room, key, 4)
    await fetch(`${server.url}/admin/stream/forcecaster/off`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
    await again.exit
    let third: ReturnType<typeof publish> | undefined
    // The cut publisher's files are cleared before the channel takes a new one: retried.
    for (let attempt = 0; attempt < 10 && !third; attempt++) {
      const tried = publish(key, 120)
      const accepted = await Promise.race([
        room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 6),
        tried.exit.then(() => undefined),
      ])
      if (accepted) third = tried
    }
    expect(room.all<Status>('LIVE_STATUS').map((e) => e.endedReason ?? 'on')).toEqual([
      'on',
      3,
      1,
      'on',
      1,
      'on',
    ])
    third?.child.kill('SIGKILL')
    await third?.exit
  }, 60_000)
})
