import { createClient } from '@airwave/sdk'
import { liveEndpoints, streamInfoFormData } from '@airwave/sdk/live'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelManagers, chatMessages, liveStreamHealth, mediaVods } from '../db/schema'
import type { RunningServer } from '../server'
import { startIngestServer } from '../testing/ingestServer'
import { publishTestPattern, type TestPublish } from '../testing/testPublisher'
import { until } from '../testing/until'
import { findMediaTools } from '../video/ffmpeg'

// The streamer's dashboard home with a real publish (ffmpeg → RTMP ingest): the ingest's
// measure of the stream (bitrate, frame rate, the picture size from the H.264 sequence header,
// the keyframe interval) read back through the contract; the chat's activity; who may ask for
// the dashboard, the key and the stream settings (the streamer only); and the settings changed
// during the live carried over to its replay. Every wait polls with a deadline.

const tools = findMediaTools(process.env)
let server: RunningServer
let rtmpPort: number
let streamer: TestMember
let manager: TestMember
let viewer: TestMember
let stranger: TestMember
let nochannel: TestMember
let running: TestPublish | undefined

function liveClient(token?: string) {
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({ baseUrl: server.url, endpoints: { live: liveEndpoints }, fetch: signed })
}

beforeAll(async () => {
  expect(tools.available).toBe(true)
  ;({ server, rtmpPort } = await startIngestServer())
  streamer = await addMember(server, 'dashcaster')
  manager = await addMember(server, 'dashmod')
  viewer = await addMember(server, 'dashfan')
  stranger = await addMember(server, 'dashother')
  nochannel = await addMember(server, 'dashnone', { channel: false })
  // A manager with every permission: still not the streamer.
  await server.deps.db.insert(channelManagers).values({
    channelId: streamer.channelIdx ?? 0,
    managerChannelId: manager.channelIdx ?? 0,
    chat: true,
    iceMode: true,
    urlChat: true,
    mission: true,
    poll: true,
    community: true,
  })
})

afterAll(async () => {
  running?.child.kill('SIGKILL')
  await server?.stop()
})

describe('who may use the streamer dashboard calls', () => {
  it('answers the streamer, for their own channel by default or by its id', async () => {
    const own = liveClient(streamer.token).live
    expect(await own.getStreamDashboard()).toMatchObject({
      channelId: 'dashcaster',
      isStream: false,
      hasStreamed: false,
      chatMessages: 0,
      chatWindowMinutes: 5,
    })
    const named = await own.getStreamDashboard({ channelId: 'DashCaster' })
    expect(named.channelId).toBe('dashcaster')
    const key = await own.getStreamKey({ channelId: 'dashcaster' })
    expect(await own.getStreamKey()).toEqual(key)
    expect((await own.getMyStreamInfo({ channelId: 'dashcaster' })).channelId).toBe('dashcaster')
  })

  it('refuses a manager (every permission), a viewer and a stranger with MANAGER_PERMISSION', async () => {
    for (const member of [manager, viewer, stranger, nochannel]) {
      const live = liveClient(member.token).live
      const asked = { channelId: 'dashcaster' }
      for (const call of [
        () => live.getStreamDashboard(asked),
        () => live.getStreamKey(asked),
        () => live.regenerateStreamKey(asked),
        () => live.getMyStreamInfo(asked),
        () => live.updateStreamInfo(streamInfoFormData({ ...asked, title: 'Taken over' })),
      ]) {
        const error = await apiError(call())
        expect([error.status, error.code]).toEqual([403, 'MANAGER_PERMISSION'])
      }
    }
    // Nothing changed on the channel.
    const mine = await liveClient(streamer.token).live.getMyStreamInfo()
    expect(mine.title).toBeUndefined()
  })

  it('answers 401 to a guest and 404 CHA30023 for no such channel', async () => {
    const guest = await apiError(liveClient().live.getStreamDashboard({ channelId: 'dashcaster' }))
    expect(guest.status).toBe(401)
    const none = await apiError(
      liveClient(streamer.token).live.getStreamDashboard({ channelId: 'nobody-here' }),
    )
    expect([none.status, none.code]).toEqual([404, 'CHA30023'])
    const own = await apiError(liveClient(nochannel.token).live.getStreamDashboard())
    expect([own.status, own.code]).toEqual([403, 'CHANNEL_REQUIRED'])
  })
})

describe('the stream settings the dashboard adds', () => {
  it('keeps a language from the list and clears it and the category', async () => {
    const own = liveClient(viewer.token).live
    await own.updateStreamInfo(streamInfoFormData({ languageCode: 'th', categoryIdx: 2 }))
    expect(await own.getMyStreamInfo()).toMatchObject({ languageCode: 'th', categoryIdx: 2 })
    const unknown = await apiError(own.updateStreamInfo(streamInfoFormData({ languageCode: 'xx' })))
    expect(unknown.status).toBe(400)
    await own.updateStreamInfo(streamInfoFormData({ languageCode: '', categoryIdx: 0 }))
    const cleared = await own.getMyStreamInfo()
    expect(cleared.languageCode).toBeUndefined()
    expect(cleared.categoryIdx).toBeUndefined()
  })
})

describe('the dashboard while live', () => {
  it('shows the ingest health, the uptime, the chat; the settings carry over to the replay', async () => {
    const own = liveClient(streamer.token).live
    await own.updateStreamInfo(
      streamInfoFormData({ title: 'Dashboard night', tags: ['first'], languageCode: 'ko' }),
    )
    const { streamKey } = await own.getStreamKey()
    running = publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`, 60)

    // The ingest's measure, written every 2 s: the test pattern is 160x90 at 15 fps, a
    // keyframe a second.
    const health = await until('a measure of the stream', async () => {
      const home = await own.getStreamDashboard()
      return home.isStream && home.health?.width !== undefined && home.health.frameRate
        ? home
        : undefined
    })
    expect(health).toMatchObject({
      isStream: true,
      hasStreamed: true,
      health: { width: 160, height: 90, reconnects: 0 },
    })
    expect(health.health?.bitrateKbps).toBeGreaterThan(0)
    expect(health.health?.frameRate).toBeGreaterThan(0)
    expect(health.health?.frameRate).toBeLessThanOrEqual(30)
    const openDate = Date.parse(health.openDate ?? '')
    expect(Date.now() - openDate).toBeGreaterThanOrEqual(0)
    expect(Date.now() - openDate).toBeLessThan(60_000)
    // The keyframe interval comes with the second keyframe.
    const keyframes = await until('a keyframe interval', async () => {
      const interval = (await own.getStreamDashboard()).health?.keyframeInterval
      return interval === undefined ? undefined : interval
    })
    expect(keyframes).toBeCloseTo(1, 0)

    // Chat activity: the messages of the last five minutes, not deleted ones.
    const entry = (n: number, at: Date, deleted = false) => ({
      logIdentity: `dash-${n}`,
      channelId: streamer.channelIdx ?? 0,
      senderChannelId: viewer.channelIdx ?? 0,
      senderMemberId: viewer.memberId,
      message: `hello ${n}`,
      viewerId: 'v',
      chatNickname: 'fan',
      nicknameColor: 'default',
      createdAt: at,
      ...(deleted && { deletedAt: at }),
    })
    await server.deps.db
      .insert(chatMessages)
      .values([
        entry(1, new Date()),
        entry(2, new Date()),
        entry(3, new Date(), true),
        entry(4, new Date(Date.now() - 6 * 60_000)),
      ])
    expect((await own.getStreamDashboard()).chatMessages).toBe(2)

    // Changed during the live: the broadcast takes them, and so does its replay.
    await own.updateStreamInfo(
      streamInfoFormData({ tags: ['speedrun', 'any%'], categoryIdx: 2, adultContentFlag: true }),
    )
    const { streamIdx } = await own.getStreamDashboard()
    running.child.kill('SIGINT')
    await running.exit
    running = undefined
    const off = await until('the end of the live', async () => {
      const home = await own.getStreamDashboard()
      return home.isStream ? undefined : home
    })
    expect(off).toMatchObject({ isStream: false, hasStreamed: true })
    expect(off.health).toBeUndefined()
    const replay = await until('the replay', async () => {
      const [row] = await server.database.db
        .select()
        .from(mediaVods)
        .where(eq(mediaVods.broadcastId, streamIdx ?? 0))
      return row
    })
    expect(replay).toMatchObject({
      fileType: 'replay',
      categoryIdx: 2,
      tags: ['speedrun', 'any%'],
      languageCode: 'ko',
      isAdult: true,
    })
    expect(replay.title).toMatch(/^Dashboard night \(/)
  })

  it('counts a publish that resumes the same broadcast (pending end) as a reconnect', async () => {
    const own = liveClient(streamer.token).live
    await own.updateStreamInfo(streamInfoFormData({ isPendingEndEnabled: true }))
    const { streamKey } = await own.getStreamKey()
    const target = `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`
    running = publishTestPattern(tools.ffmpeg, target, 60)
    const first = await until('a measure of the new broadcast', async () => {
      const home = await own.getStreamDashboard()
      return home.health ? home : undefined
    })
    expect(first.health?.reconnects).toBe(0)
    running.child.kill('SIGINT')
    await running.exit
    const waiting = await until('the wait for the encoder', async () => {
      const home = await own.getStreamDashboard()
      return home.isStreamPendingEnd ? home : undefined
    })
    expect(waiting).toMatchObject({ isStream: false, streamIdx: first.streamIdx })
    expect(waiting.health).toBeUndefined()

    running = publishTestPattern(tools.ffmpeg, target, 60)
    const resumed = await until('a measure of the resumed broadcast', async () => {
      const home = await own.getStreamDashboard()
      return home.health?.reconnects ? home : undefined
    })
    expect(resumed).toMatchObject({
      isStream: true,
      streamIdx: first.streamIdx,
      openDate: first.openDate,
      health: { reconnects: 1 },
    })
    const [row] = await server.deps.db
      .select({ streamId: liveStreamHealth.streamId })
      .from(liveStreamHealth)
      .where(eq(liveStreamHealth.channelId, streamer.channelIdx ?? 0))
    expect(row?.streamId).toBe(first.streamIdx)
  })
})
