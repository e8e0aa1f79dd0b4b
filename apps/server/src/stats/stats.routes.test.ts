import { liveEndpoints, logEndpoints, statsEndpoints } from '@airwave/sdk/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceClock, now } from '../clock'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelManagers, liveStreams, statDaily } from '../db/schema'
import type { RunningServer } from '../server'
import { signedClient } from '../testing/sdkClient'
import { startTestServer } from '../testing/testServer'
import { createEventStore, eventPartitions, partitionName, selectRows } from './eventStore'
import { rollupJobOf } from './rollupJob'

let server: RunningServer
let star: TestMember
let fan: TestMember
let manager: TestMember
let stranger: TestMember
let broadcastId: number

const endpoints = { log: logEndpoints, stats: statsEndpoints, live: liveEndpoints }
const clientOf = (token?: string) => signedClient(server.url, endpoints, token)

beforeAll(async () => {
  server = await startTestServer()
  star = await addMember(server, 'star')
  fan = await addMember(server, 'fan')
  manager = await addMember(server, 'helper')
  stranger = await addMember(server, 'stranger')
  const { db } = server.deps
  await db.insert(channelManagers).values({
    channelId: star.channelIdx as number,
    managerChannelId: manager.channelIdx as number,
    chat: true,
    iceMode: true,
    urlChat: true,
    mission: true,
    poll: true,
    community: true,
  })
  const [live] = await db
    .insert(liveStreams)
    .values({
      channelId: star.channelIdx as number,
      title: 'Speedrun',
      startedAt: new Date(now().getTime() - 10 * 60_000),
    })
    .returning()
  broadcastId = live?.id as number
})

afterAll(() => server?.stop())

describe('statistics from viewing events', () => {
  it('keeps the events in a table partitioned by day on PostgreSQL, a plain one on PGlite', async () => {
    const { db } = server.deps
    const layout = await createEventStore(db, now())
    if (server.database.driver === 'postgres') {
      expect(layout).toBe('partitioned')
      const names = await eventPartitions(db)
      for (let i = 0; i <= 3; i++) {
        expect(names).toContain(partitionName(new Date(now().getTime() + i * 86_400_000)))
      }
    } else {
      expect(layout).toBe('plain')
    }
  })

  it('counts who watches now, then rolls the events up into the broadcast, its curve and the channel', async () => {
    const guest = clientOf()
    const member = clientOf(fan.token)
    expect(
      await guest.log.batch({
        events: [
          {
            kind: 'bin',
            clientId: 'guest-1',
            viewId: 'g1',
            channelId: 'star',
            clientType: 'mobile',
          },
          {
            kind: 'cstatus',
            clientId: 'guest-1',
            viewId: 'g1',
            channelId: 'star',
            streamType: 'live',
            watchMs: 30_000,
          },
          { kind: 'ad', clientId: 'guest-1' },
          { kind: 'page/view', clientId: 'guest-1', path: '/star' },
        ],
      }),
    ).toEqual({ accepted: 3 })
    await member.log.bin({ clientId: 'web-2', viewId: 'm1', channelId: 'STAR', clientType: 'pc' })
    // A play that ended, its end sent as a beacon: a text/plain body and no token.
    await guest.log.bin({ clientId: 'guest-3', viewId: 'g3', channelId: 'star' })
    const beacon = await fetch(`${server.url}/log/bout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        clientId: 'guest-3',
        viewId: 'g3',
        channelId: 'star',
        watchMs: 12_000,
      }),
    })
    expect(beacon.status).toBe(200)

    const live = await clientOf(star.token).live.getViewerStats('star')
    expect(live).toMatchObject({
      currentViewer: 2,
      guestViewer: 1,
      loginViewer: 1,
      cumulativeViewer: 3,
      byClientType: { mobile: 1, pc: 1 },
      byStreamType: { live: 2 },
      byCountry: { ZZ: 2 },
    })

    advanceClock(10_000)
    const run = await rollupJobOf(server.app).runNow()
    expect(run.events).toBe(6)

    const page = await clientOf(star.token).stats.listBroadcasts('star', { page: 1, limit: 20 })
    expect(page.totalCount).toBe(1)
    expect(page.broadcastList[0]).toMatchObject({
      broadcastIdx: broadcastId,
      title: 'Speedrun',
      endedAt: null,
      peakViewers: 3,
      uniqueViewers: 3,
      views: 3,
      watchSeconds: 42,
    })
    const detail = await clientOf(star.token).stats.getBroadcast('star', broadcastId)
    expect(detail.curve.length).toBeGreaterThanOrEqual(10)
    expect(Math.max(...detail.curve.map((point) => point.viewers))).toBe(3)
    expect(detail.byLogin).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'guest', viewers: 2 }),
        expect.objectContaining({ key: 'login', viewers: 1 }),
      ]),
    )
    const days = await clientOf(star.token).stats.getChannelStats('star', { unit: 'day' })
    expect(days.points).toHaveLength(30)
    expect(days.points.at(-1)).toMatchObject({ views: 3, viewers: 3, watchSeconds: 42 })
    const months = await clientOf(star.token).stats.getChannelStats('star', { unit: 'month' })
    expect(months.points.at(-1)).toMatchObject({ views: 3 })

    // A second run has nothing new: nothing is counted twice.
    expect((await rollupJobOf(server.app).runNow()).events).toBe(0)
    const again = await clientOf(star.token).stats.listBroadcasts('star', { page: 1, limit: 20 })
    expect(again.broadcastList[0]?.views).toBe(3)
  })

  it('carries the followers over days without a row, and ends a month with its last day', async () => {
    const { db } = server.deps
    const day = (back: number) =>
      new Date(now().getTime() - back * 86_400_000).toISOString().slice(0, 10)
    await db.insert(statDaily).values([
      { channelId: fan.channelIdx as number, day: day(40), followers: 7, newFollowers: 7 },
      { channelId: fan.channelIdx as number, day: day(5), followers: 10, newFollowers: 3 },
    ])
    const days = await clientOf(fan.token).stats.getChannelStats('fan', { unit: 'day' })
    expect(days.points[0]?.followers).toBe(7)
    expect(days.points.at(-6)).toMatchObject({ followers: 10, newFollowers: 3 })
    expect(days.points.at(-1)?.followers).toBe(10)
    const months = await clientOf(fan.token).stats.getChannelStats('fan', { unit: 'month' })
    expect(months.points.at(-1)?.followers).toBe(10)
  })

  it('stores no address and no client id', async () => {
    const rows = await selectRows<{ viewer_key: string; detail: unknown }>(
      server.deps.db,
      sql`select viewer_key, detail from stat_events`,
    )
    for (const row of rows) {
      expect(row.viewer_key).toMatch(/^(m:\d+|g:[\w-]{22})$/)
      expect(JSON.stringify(row.detail ?? {})).not.toContain('127.0.0.1')
    }
    expect(rows.some((row) => row.viewer_key.includes('guest-1'))).toBe(false)
  })

  it('refuses bad payloads', async () => {
    const guest = clientOf()
    expect((await apiError(guest.log.batch({ events: [] }))).status).toBe(400)
    const bad = await fetch(`${server.url}/log/vod/vout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'not json',
    })
    expect(bad.status).toBe(400)
    const tooLong = await fetch(`${server.url}/log/cstatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'c', watchMs: 3_600_000 }),
    })
    expect(tooLong.status).toBe(400)
  })

  it('shows the statistics to the streamer only', async () => {
    for (const who of [stranger, fan, manager]) {
      const client = clientOf(who.token)
      for (const call of [
        () => client.live.getViewerStats('star'),
        () => client.stats.listBroadcasts('star', { page: 1, limit: 20 }),
        () => client.stats.getBroadcast('star', broadcastId),
        () => client.stats.getChannelStats('star', { unit: 'day' }),
      ]) {
        const error = await apiError(call())
        expect(error.status).toBe(403)
        expect(error.code).toBe('MANAGER_PERMISSION')
      }
    }
    expect((await apiError(clientOf().stats.listBroadcasts('star', {}))).status).toBe(401)
    expect((await apiError(clientOf(star.token).stats.getBroadcast('star', 999_999))).status).toBe(
      404,
    )
  })

  it('files the events of at most four channels a batch (each name costs a lookup)', async () => {
    await addMember(server, 'extra')
    const channels = ['star', 'fan', 'helper', 'stranger', 'extra']
    await clientOf().log.batch({
      events: channels.map((channelId) => ({
        kind: 'page/view' as const,
        clientId: 'many-channels',
        channelId,
        viewSourceType: 'cap-test',
      })),
    })
    const rows = await selectRows<{ channel_id: number | null }>(
      server.deps.db,
      sql`select channel_id from stat_events where detail->>'viewSourceType' = 'cap-test'`,
    )
    expect(rows.filter((row) => row.channel_id !== null)).toHaveLength(4)
    expect(rows.filter((row) => row.channel_id === null)).toHaveLength(1)
  })
})
