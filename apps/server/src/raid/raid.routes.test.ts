import { ApiError, createClient } from '@airwave/sdk'
import { liveEndpoints } from '@airwave/sdk/live'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import { channelBlocks, channelFollows, channels, liveRaids, liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { startIngestServer } from '../testing/ingestServer'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { publishTestPattern } from '../testing/testPublisher'
import { startTestServer, TEST_ADMIN_TOKEN } from '../testing/testServer'
import { findMediaTools } from '../video/ffmpeg'

// The raid call through the SDK's client over real HTTP, its events over real sockets, and the
// raids following the live status: a real RTMP publish for RAID_AVAILABILITY, the admin's
// forced off for the end of a live that raided.

const tools = findMediaTools(process.env)
let server: RunningServer
let rtmpPort: number
let caster: TestMember
let target: TestMember
let offline: TestMember
let blocker: TestMember
let follower: TestMember
let stranger: TestMember
const sockets: TestSocket[] = []

type ViewerRaid = {
  channelId?: string
  raidChannelData: {
    raidType: number
    refKey?: string
    channelList: { channelId: string; nickname?: string; title?: string }[]
  }
}

const liveClient = (token?: string) =>
  createClient({
    baseUrl: server.url,
    endpoints: { live: liveEndpoints },
    ...(token && {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            authorization: `Bearer ${token}`,
          },
        }),
    }),
  })

async function refusal(call: Promise<unknown>): Promise<[number, string]> {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.code]
    throw error
  }
  throw new Error('the raid was not refused')
}

/** Puts a channel on air by its broadcast row (what the ingest writes), with a title. */
async function goLive(member: TestMember, title = `${member.channelId} on air`) {
  const [row] = await server.deps.db
    .insert(liveStreams)
    .values({ channelId: member.channelIdx ?? 0, title })
    .returning({ id: liveStreams.id })
  return row?.id ?? 0
}

async function endLives(member: TestMember) {
  await server.deps.db
    .update(liveStreams)
    .set({ isStream: false, endedAt: new Date(), endedReason: 0 })
    .where(eq(liveStreams.channelId, member.channelIdx ?? 0))
}

async function open(clientId: string, token?: string, channelId?: string) {
  const socket = await openSocket(server.url, { clientId, ...(token && { token }) })
  sockets.push(socket)
  if (channelId) {
    expect(await socket.command('ENTER_CHANNEL', { channelId })).toEqual({ ok: true })
  }
  return socket
}

const publish = (key: string, seconds: number) =>
  publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${rtmpPort}/live/${key}`, seconds, {
    audio: false,
  })

beforeAll(async () => {
  ;({ server, rtmpPort } = await startIngestServer())
  caster = await addMember(server, 'caster')
  target = await addMember(server, 'target')
  offline = await addMember(server, 'offline')
  blocker = await addMember(server, 'blocker')
  follower = await addMember(server, 'follower')
  stranger = await addMember(server, 'stranger')
  await server.deps.db.insert(channelFollows).values([
    { memberId: follower.memberId, channelId: target.channelIdx ?? 0 },
    // A follower of the raider only: not told of a raid into another channel.
    { memberId: stranger.memberId, channelId: caster.channelIdx ?? 0 },
  ])
  await server.deps.db
    .insert(channelBlocks)
    .values({ memberId: blocker.memberId, channelId: caster.channelIdx ?? 0 })
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('POST /v2/stream/dashboard/viewer-raid', () => {
  it('refuses, each with its code: signed out, no channel, not live', async () => {
    expect(await refusal(liveClient().live.viewerRaid({ raidChannelId: 'target' }))).toEqual([
      401,
      'UNAUTHORIZED',
    ])
    const noChannel = await addMember(server, 'nochannel', { channel: false })
    expect(
      await refusal(liveClient(noChannel.token).live.viewerRaid({ raidChannelId: 'target' })),
    ).toEqual([403, 'CHANNEL_REQUIRED'])
    await goLive(target)
    expect(
      await refusal(liveClient(caster.token).live.viewerRaid({ raidChannelId: 'target' })),
    ).toEqual([409, 'STR40010'])
    await endLives(target)
  })

  it('refuses a raid into one’s own channel, an unknown one, an offline one, or a blocker', async () => {
    await goLive(caster)
    const raid = (raidChannelId: string) =>
      refusal(liveClient(caster.token).live.viewerRaid({ raidChannelId }))
    expect(await raid('CASTER')).toEqual([403, 'CHA30017'])
    expect(await raid('nobody')).toEqual([404, 'CHA30023'])
    expect(await raid('offline')).toEqual([409, 'STR40011'])
    // A pending end is not live.
    await server.deps.db.insert(liveStreams).values({
      channelId: offline.channelIdx ?? 0,
      title: 'waiting',
      isStream: false,
      pendingEndUntil: new Date(Date.now() + 60_000),
    })
    expect(await raid('offline')).toEqual([409, 'STR40011'])
    await goLive(blocker)
    expect(await raid('blocker')).toEqual([409, 'STR40012'])
    // Suspended while its row says ON: not a place to send viewers.
    await server.deps.db
      .update(channels)
      .set({ suspended: true })
      .where(eq(channels.id, blocker.channelIdx ?? 0))
    expect(await raid('blocker')).toEqual([409, 'STR40011'])
    expect(await server.deps.db.select().from(liveRaids)).toEqual([])
    await endLives(caster)
    await endLives(blocker)
  })

  it('sends the raider’s viewers to the target and tells the target’s followers', async () => {
    const streamIdx = await goLive(caster)
    await goLive(target, 'Late show')
    const viewer = await open('raid-viewer', undefined, 'caster')
    const elsewhere = await open('raid-elsewhere', undefined, 'target')
    const followerSocket = await open('raid-follower', follower.token)
    const strangerSocket = await open('raid-stranger', stranger.token, 'caster')

    const raid = await liveClient(caster.token).live.viewerRaid({ raidChannelId: ' Target ' })
    expect(raid).toMatchObject({ raidFromChannelId: 'caster', raidChannelId: 'target' })
    expect(raid.raidKey).toEqual(expect.any(String))
    expect(raid.refKey).toEqual(expect.any(String))

    const event = await viewer.next<ViewerRaid>('VIEWER_RAID')
    expect(event).toEqual({
      channelId: 'caster',
      raidChannelData: {
        raidType: 1,
        refKey: raid.refKey,
        channelList: [{ channelId: 'target', nickname: 'Nick target', title: 'Late show' }],
      },
    })
    expect(await followerSocket.next('NEWSFEED_VIEWER_RAID')).toEqual({
      viewerChannel: { channelId: 'caster', nickname: 'Nick caster' },
      raidChannel: { channelId: 'target', nickname: 'Nick target' },
    })
    // Whatever the server sent these sockets before this answer came in first.
    await strangerSocket.command('ENTER_CHANNEL', { channelId: 'caster' })
    await elsewhere.command('ENTER_CHANNEL', { channelId: 'target' })
    expect(strangerSocket.all('NEWSFEED_VIEWER_RAID')).toEqual([])
    expect(strangerSocket.all('VIEWER_RAID')).toHaveLength(1)
    expect(elsewhere.all('VIEWER_RAID')).toEqual([])

    const [row] = await server.deps.db
      .select()
      .from(liveRaids)
      .where(eq(liveRaids.raidKey, raid.raidKey ?? ''))
    expect(row).toMatchObject({
      fromChannelId: caster.channelIdx,
      toChannelId: target.channelIdx,
      streamIdx,
      refKey: raid.refKey,
    })
  })

  it('says in stream info whether a raid can be started: while live only', async () => {
    await endLives(caster)
    const info = () => liveClient().live.getStreamInfo('caster')
    expect((await info()).isRaidAvailable).toBe(false)
    await goLive(caster)
    expect((await info()).isRaidAvailable).toBe(true)
    await endLives(caster)
    expect((await info()).isRaidAvailable).toBe(false)
  })

  it('rate-limits raids per member', async () => {
    const limited = await startTestServer({ config: { writeRateLimits: true } })
    try {
      const raider = await addMember(limited, 'raider')
      await limited.deps.db
        .insert(liveStreams)
        .values({ channelId: raider.channelIdx ?? 0, title: 'on' })
      const client = createClient({
        baseUrl: limited.url,
        endpoints: { live: liveEndpoints },
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          fetch(input, {
            ...init,
            headers: {
              ...(init?.headers as Record<string, string>),
              authorization: `Bearer ${raider.token}`,
            },
          }),
      })
      const codes: string[] = []
      for (let i = 0; i < 8; i++) {
        codes.push((await refusal(client.live.viewerRaid({ raidChannelId: 'nobody' })))[1])
      }
      expect(codes.slice(0, 5)).toEqual(Array(5).fill('CHA30023'))
      expect(codes.slice(5)).toEqual(Array(3).fill('RATE_LIMITED'))
    } finally {
      await limited.stop()
    }
  })
})

describe('raids following the live status', () => {
  it('gives the viewers of a live that raided the channels still live when it ends (type 2)', async () => {
    await endLives(caster)
    await endLives(target)
    await goLive(caster)
    await goLive(target, 'Still on')
    await goLive(offline, 'Ends soon')
    const client = liveClient(caster.token)
    await client.live.viewerRaid({ raidChannelId: 'target' })
    await client.live.viewerRaid({ raidChannelId: 'target' })
    await client.live.viewerRaid({ raidChannelId: 'offline' })
    await endLives(offline)
    const owner = await open('raid-owner', caster.token)
    const viewer = await open('raid-stayed', undefined, 'caster')

    const off = await fetch(`${server.url}/admin/stream/caster/off`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
    expect(off.status).toBe(200)
    expect(await owner.next('RAID_AVAILABILITY')).toEqual({ isRaidAvailable: false })
    const autoplay = await viewer.next<ViewerRaid>(
      'VIEWER_RAID',
      (e) => e.raidChannelData.raidType === 2,
    )
    expect(autoplay.channelId).toBe('caster')
    // Once each, and only the ones still live.
    expect(autoplay.raidChannelData.channelList).toEqual([
      { channelId: 'target', nickname: 'Nick target', title: 'Still on' },
    ])
  })

  it('sends no autoplay list when the live raided no one', async () => {
    await goLive(target)
    const viewer = await open('target-viewer', undefined, 'target')
    const owner = await open('target-owner', target.token)
    const off = await fetch(`${server.url}/admin/stream/target/off`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
    expect(off.status).toBe(200)
    await viewer.next('LIVE_STATUS', (e) => e.status === false)
    await owner.next('RAID_AVAILABILITY')
    // The owner's RAID_AVAILABILITY goes after the room's VIEWER_RAID would have: none came.
    await viewer.command('ENTER_CHANNEL', { channelId: 'target' })
    expect(viewer.all('VIEWER_RAID')).toEqual([])
  })

  it('tells the streamer when a raid can be started: a real publish, then its end', async () => {
    expect(tools.available).toBe(true)
    await endLives(caster)
    const owner = await open('publisher-owner', caster.token)
    const keyAnswer = await fetch(`${server.url}/v2/stream/key`, {
      headers: { authorization: `Bearer ${caster.token}` },
    })
    const { streamKey } = ((await keyAnswer.json()) as { data: { streamKey: string } }).data
    const broadcast = publish(streamKey, 4)
    try {
      expect(await owner.next('RAID_AVAILABILITY', (e) => e.isRaidAvailable === true)).toEqual({
        isRaidAvailable: true,
      })
      await broadcast.exit
      expect(await owner.next('RAID_AVAILABILITY', (e) => e.isRaidAvailable === false)).toEqual({
        isRaidAvailable: false,
      })
    } finally {
      broadcast.child.kill('SIGKILL')
    }
    const [live] = await server.deps.db
      .select()
      .from(liveStreams)
      .where(and(eq(liveStreams.channelId, caster.channelIdx ?? 0), eq(liveStreams.isStream, true)))
    expect(live).toBeUndefined()
  })
})
