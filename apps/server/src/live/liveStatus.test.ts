import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import { liveStreams } from '../db/schema'
import { routeModules } from '../modules'
import type { RunningServer } from '../server'
import { startCluster, type TestCluster } from '../testing/cluster'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { publishTestPattern } from '../testing/testPublisher'
import { TEST_ADMIN_TOKEN } from '../testing/testServer'
import { findMediaTools } from '../video/ffmpeg'
import { liveRoutes } from './live.routes'

// LIVE_STATUS pushed to the channel's room from a real RTMP publish, from its stop and from the
// admin's forced off, across two instances on one Redis (the publisher on A, viewers on both),
// and the live media served by the instance that does not hold the ingest.

const tools = findMediaTools(process.env)
let cluster: TestCluster
let a: RunningServer
let b: RunningServer
let rtmpPort: number
let owner: TestMember
const sockets: TestSocket[] = []

type Status = { channelId: string; status: boolean; endedReason?: number }

const publish = (key: string, seconds: number) =>
  publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${rtmpPort}/live/${key}`, seconds)

/** Polls a condition (a file ffmpeg writes has no event to wait on); bounded in time. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

const admin = (server: RunningServer, channelId: string, token = TEST_ADMIN_TOKEN) =>
  fetch(`${server.url}/admin/stream/${channelId}/off`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
const isStream = async (server: RunningServer) =>
  (
    (await (await fetch(`${server.url}/v2/stream/info/caster`)).json()) as {
      data: { isStream: boolean }
    }
  ).data.isStream

beforeAll(async () => {
  expect(tools.available).toBe(true)
  let started: (port: number) => void = () => {}
  const ingestPort = new Promise<number>((resolve) => {
    started = resolve
  })
  // Instance A holds the ingest; B runs without one (its live routes still answer).
  cluster = await startCluster(2, {
    each: (index) => ({
      modules: routeModules.map((module) =>
        module === liveRoutes
          ? (app, deps) =>
              liveRoutes(app, deps, {
                rtmpPort: 0,
                ...(index === 0 ? { onIngest: (ingest) => started(ingest.port) } : {}),
              })
          : module,
      ),
    }),
  })
  ;[a, b] = cluster.servers as [RunningServer, RunningServer]
  rtmpPort = await ingestPort
  owner = await addMember(a, 'caster')
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await cluster?.stop()
})

describe('LIVE_STATUS', () => {
  it('goes to the room on every instance: publish, forced off, publish, stop', async () => {
    const onA = await openSocket(a.url, { clientId: 'l-a' })
    const onB = await openSocket(b.url, { clientId: 'l-b' })
    const elsewhere = await openSocket(b.url, { clientId: 'l-elsewhere' })
    sockets.push(onA, onB, elsewhere)
    for (const socket of [onA, onB]) {
      expect(await socket.command('ENTER_CHANNEL', { channelId: 'caster' })).toEqual({ ok: true })
    }
    const keyAnswer = await fetch(`${a.url}/v2/stream/key`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    const { streamKey } = ((await keyAnswer.json()) as { data: { streamKey: string } }).data
    const first = publish(streamKey, 120)
    try {
      for (const socket of [onA, onB]) {
        expect(await socket.next<Status>('LIVE_STATUS')).toEqual({
          channelId: 'caster',
          status: true,
        })
      }
      // B does not hold the ingest, but shares the data directory: it serves the live.
      const master = await until('the master playlist on B', async () => {
        const response = await fetch(`${b.url}/media/live/caster/master.m3u8`)
        return response.status === 200 ? response : undefined
      })
      expect(await master.text()).toContain('index.m3u8')
      expect(await isStream(b)).toBe(true)

      expect((await admin(b, 'caster', 'wrong')).status).toBe(401)
      const off = await admin(b, 'caster')
      expect(off.status).toBe(200)
      for (const socket of [onA, onB]) {
        await socket.next<Status>('LIVE_STATUS', (e) => !e.status)
      }
      // The publisher, on A, is cut.
      expect(await first.exit).not.toBe(0)
      expect(await isStream(a)).toBe(false)
      expect((await fetch(`${b.url}/media/live/caster/master.m3u8`)).status).toBe(404)
    } finally {
      first.child.kill('SIGKILL')
    }
    const again = await admin(a, 'caster')
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([
      409,
      'ALREADY_OFF',
    ])
    expect((await admin(a, 'nobody')).status).toBe(404)

    // A new broadcast once the cut one has ended on A (retried: the ingest frees the channel
    // when the cut publisher's packager has finished).
    let second: ReturnType<typeof publish> | undefined
    for (let attempt = 0; attempt < 10 && !second; attempt++) {
      const tried = publish(streamKey, 120)
      const accepted = await Promise.race([
        onB.next<Status>('LIVE_STATUS', (e) => e.status && onB.all('LIVE_STATUS').length > 2),
        tried.exit.then(() => undefined),
      ])
      if (accepted) second = tried
    }
    expect(second).toBeDefined()
    second?.child.kill('SIGINT')
    await second?.exit
    for (const socket of [onA, onB]) {
      await socket.next<Status>('LIVE_STATUS', (e) => !e.status && e.endedReason === 0)
      expect(socket.all<Status>('LIVE_STATUS')).toEqual([
        { channelId: 'caster', status: true },
        { channelId: 'caster', status: false, endedReason: 1 },
        { channelId: 'caster', status: true },
        { channelId: 'caster', status: false, endedReason: 0 },
      ])
    }
    // A socket in no room got none of it.
    expect(elsewhere.all('LIVE_STATUS')).toEqual([])
  })

  it("ends a broadcast whose instance stopped beating, never another instance's", async () => {
    const { db } = a.deps
    const gone = await addMember(a, 'gonecaster')
    const alive = await addMember(a, 'livecaster')
    // In the room before the orphan exists: instance a's own heartbeat may end it first (its
    // timer runs all along), and either instance's push must reach the room.
    const watcher = await openSocket(a.url, { clientId: 'l-orphan' })
    sockets.push(watcher)
    await watcher.command('ENTER_CHANNEL', { channelId: 'gonecaster' })
    const [stale] = await db
      .insert(liveStreams)
      .values({
        channelId: gone.channelIdx ?? 0,
        title: 'left on',
        heartbeatAt: new Date(Date.now() - 60_000),
      })
      .returning()
    // Held by a live instance: its heartbeat is fresh however long this machine takes to start
    // the next instance (a beat in the future stands for one renewed all along).
    const [fresh] = await db
      .insert(liveStreams)
      .values({
        channelId: alive.channelIdx ?? 0,
        title: 'held elsewhere',
        heartbeatAt: new Date(Date.now() + 10 * 60_000),
      })
      .returning()
    // A new instance starting looks for orphans before its ingest listens.
    let started: () => void = () => {}
    const ingestStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    await cluster.add({
      modules: routeModules.map((module) =>
        module === liveRoutes
          ? (app, deps) => liveRoutes(app, deps, { rtmpPort: 0, onIngest: () => started() })
          : module,
      ),
    })
    await ingestStarted
    const rows = await db
      .select()
      .from(liveStreams)
      .where(inArray(liveStreams.id, [stale?.id ?? 0, fresh?.id ?? 0]))
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(stale?.id ?? 0)).toMatchObject({ isStream: false, endedReason: 0 })
    expect(byId.get(fresh?.id ?? 0)).toMatchObject({ isStream: true, endedReason: null })
    expect(await watcher.next<Status>('LIVE_STATUS')).toEqual({
      channelId: 'gonecaster',
      status: false,
      endedReason: 0,
    })
  })

  it("shows the stream's health on the instance that does not hold the publisher", async () => {
    const caster = await addMember(a, 'healthcaster')
    const keyAnswer = await fetch(`${a.url}/v2/stream/key`, {
      headers: { authorization: `Bearer ${caster.token}` },
    })
    const { streamKey } = ((await keyAnswer.json()) as { data: { streamKey: string } }).data
    const run = publish(streamKey, 60)
    try {
      // Measured on A (the ingest), read on B.
      const health = await until('the health on the other instance', async () => {
        const answer = await fetch(`${b.url}/v2/stream/dashboard/live`, {
          headers: { authorization: `Bearer ${caster.token}` },
        })
        const { data } = (await answer.json()) as {
          data: { isStream: boolean; health?: { width?: number; height?: number } }
        }
        return data.isStream && data.health?.width ? data.health : undefined
      })
      expect(health).toMatchObject({ width: 160, height: 90 })
    } finally {
      run.child.kill('SIGINT')
      await run.exit
    }
  })
})
