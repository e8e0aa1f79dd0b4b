import { createClient } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { liveEndpoints, streamInfoFormData } from '@airwave/sdk/live'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channels, liveStreamLikes, liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// Live likes through the SDK client over real HTTP: one per member and broadcast, exact under
// concurrency, the member's own like in stream info, the count pushed to the room as LIVE_INFO
// (coalesced), and every refusal with its code.

let server: RunningServer
let streamer: TestMember
let viewer: TestMember
const sockets: TestSocket[] = []

/** The SDK client with the live and channel calls, as a member (or a guest), in a region. */
function liveClient(token?: string, region?: string) {
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({
    baseUrl: server.url,
    endpoints: { live: liveEndpoints, channel: channelEndpoints },
    fetch: signed,
    ...(region ? { regionCode: region } : {}),
  })
}

/** A broadcast of `channelIdx`, ON unless told otherwise (no publisher: the rows are enough). */
async function broadcast(
  channelIdx: number,
  values: Partial<typeof liveStreams.$inferInsert> = {},
) {
  const [row] = await server.deps.db
    .insert(liveStreams)
    .values({ channelId: channelIdx, title: 'Test live', ...values })
    .returning()
  if (!row) throw new Error('no broadcast')
  return row.id
}

beforeAll(async () => {
  server = await startTestServer()
  streamer = await addMember(server, 'likecaster')
  viewer = await addMember(server, 'likeviewer')
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('POST and DELETE /stream/like', () => {
  it('likes once per member, says so in stream info, and unlikes', async () => {
    const streamIdx = await broadcast(streamer.channelIdx ?? 0)
    const client = liveClient(viewer.token)
    expect(await client.live.like({ streamIdx })).toEqual({ isLike: true, likeCnt: 1 })
    // Again: still one.
    expect(await client.live.like({ streamIdx })).toEqual({ isLike: true, likeCnt: 1 })
    expect(await client.live.getStreamInfo('likecaster')).toMatchObject({
      streamIdx,
      isLike: true,
      likeCnt: 1,
    })
    // Another member, and a guest, see the count but not this member's like.
    expect(await liveClient(streamer.token).live.getStreamInfo('likecaster')).toMatchObject({
      isLike: false,
      likeCnt: 1,
    })
    expect(await liveClient().live.getStreamInfo('likecaster')).toMatchObject({
      isLike: false,
      likeCnt: 1,
    })
    expect(await client.live.unlike({ streamIdx })).toEqual({ isLike: false, likeCnt: 0 })
    expect(await client.live.unlike({ streamIdx })).toEqual({ isLike: false, likeCnt: 0 })
    expect(await client.live.getStreamInfo('likecaster')).toMatchObject({
      isLike: false,
      likeCnt: 0,
    })
  })

  it('counts exactly under concurrency: many members at once, one member many times', async () => {
    const other = await addMember(server, 'crowdcaster')
    const streamIdx = await broadcast(other.channelIdx ?? 0)
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addMember(server, `crowd${i}`)),
    )
    const answers = await Promise.all(
      crowd.flatMap((member) => [
        liveClient(member.token).live.like({ streamIdx }),
        liveClient(member.token).live.like({ streamIdx }),
        liveClient(member.token).live.like({ streamIdx }),
      ]),
    )
    expect(answers.every((answer) => answer.isLike)).toBe(true)
    const [row] = await server.deps.db
      .select({ likeCnt: liveStreams.likeCnt })
      .from(liveStreams)
      .where(eq(liveStreams.id, streamIdx))
    const likes = await server.deps.db
      .select()
      .from(liveStreamLikes)
      .where(eq(liveStreamLikes.streamId, streamIdx))
    expect([row?.likeCnt, likes.length]).toEqual([20, 20])
    // Half of them unlike twice at once, the others like again: 10 left.
    await Promise.all(
      crowd.flatMap((member, i) =>
        i % 2 === 0
          ? [
              liveClient(member.token).live.unlike({ streamIdx }),
              liveClient(member.token).live.unlike({ streamIdx }),
            ]
          : [liveClient(member.token).live.like({ streamIdx })],
      ),
    )
    expect(await liveClient().live.getStreamInfo('crowdcaster')).toMatchObject({ likeCnt: 10 })
  })

  it('pushes the count to the room as LIVE_INFO, ending with the final count', async () => {
    const caster = await addMember(server, 'pushcaster')
    const streamIdx = await broadcast(caster.channelIdx ?? 0)
    const watcher = await openSocket(server.url, { clientId: 'like-watcher' })
    sockets.push(watcher)
    await watcher.command('ENTER_CHANNEL', { channelId: 'pushcaster' })
    // The entry's own LIVE_INFO says 0.
    await watcher.next<{ likeCnt?: number }>('LIVE_INFO', (e) => e.likeCnt === 0)
    const first = await addMember(server, 'pushfan0')
    await liveClient(first.token).live.like({ streamIdx })
    await watcher.next<{ likeCnt?: number }>('LIVE_INFO', (e) => e.likeCnt === 1)
    // Nine more at once: pushes follow (coalesced: streamLikes.test.ts), the last with 10.
    const fans = await Promise.all(
      Array.from({ length: 9 }, (_, i) => addMember(server, `pushfan${i + 1}`)),
    )
    await Promise.all(fans.map((fan) => liveClient(fan.token).live.like({ streamIdx })))
    await watcher.next<{ likeCnt?: number }>('LIVE_INFO', (e) => e.likeCnt === 10)
    const counts = () =>
      watcher
        .all<{ likeCnt?: number }>('LIVE_INFO')
        .flatMap((e) => (e.likeCnt === undefined ? [] : [e.likeCnt]))
    const burst = counts()
    expect(burst.slice(0, 2)).toEqual([0, 1])
    expect(burst.at(-1)).toBe(10)
    expect(burst.length).toBeLessThanOrEqual(11)
    expect([...burst].sort((a, b) => a - b)).toEqual(burst)
    // A like that changes nothing pushes nothing: the next push is the unlike's. (The burst may
    // hold a 9 already: the wait is for a push after it.)
    const pushed = watcher.all('LIVE_INFO').length
    await liveClient(first.token).live.like({ streamIdx })
    await liveClient(first.token).live.unlike({ streamIdx })
    await watcher.next<{ likeCnt?: number }>(
      'LIVE_INFO',
      (e) => e.likeCnt === 9 && watcher.all('LIVE_INFO').indexOf(e) >= pushed,
    )
    expect(counts()).toEqual([...burst, 9])
  })

  it('refuses guests, unknown broadcasts, the streamer, and ended broadcasts', async () => {
    const caster = await addMember(server, 'refusecaster')
    const streamIdx = await broadcast(caster.channelIdx ?? 0)
    expect((await apiError(liveClient().live.like({ streamIdx }))).status).toBe(401)
    const missing = await apiError(liveClient(viewer.token).live.like({ streamIdx: 999_999 }))
    expect([missing.status, missing.code]).toEqual([404, 'NOT_FOUND'])
    const own = await apiError(liveClient(caster.token).live.like({ streamIdx }))
    expect([own.status, own.code]).toEqual([403, 'CHA30017'])
    const ended = await broadcast(caster.channelIdx ?? 0, { isStream: false, endedReason: 0 })
    const late = await apiError(liveClient(viewer.token).live.like({ streamIdx: ended }))
    expect([late.status, late.code]).toEqual([409, 'ALREADY_OFF'])
    // A broadcast waiting for its end still takes likes.
    const waiting = await broadcast(caster.channelIdx ?? 0, {
      isStream: false,
      endedReason: 3,
      pendingEndUntil: new Date(Date.now() + 60_000),
    })
    expect(await liveClient(viewer.token).live.like({ streamIdx: waiting })).toEqual({
      isLike: true,
      likeCnt: 1,
    })
    const body = await fetch(`${server.url}/stream/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ streamIdx: 'seven' }),
    })
    expect(body.status).toBe(400)
  })

  it('refuses a viewer the streamer blocked (CHA30016) and a suspended viewer', async () => {
    const caster = await addMember(server, 'blockcaster')
    const blocked = await addMember(server, 'blockedfan')
    const streamIdx = await broadcast(caster.channelIdx ?? 0)
    await liveClient(caster.token).channel.block({ channelId: 'blockedfan' })
    const refused = await apiError(liveClient(blocked.token).live.like({ streamIdx }))
    expect([refused.status, refused.code]).toEqual([403, 'CHA30016'])
    await server.deps.db
      .update(channels)
      .set({ suspended: true })
      .where(eq(channels.id, viewer.channelIdx ?? 0))
    try {
      const suspended = await apiError(liveClient(viewer.token).live.like({ streamIdx }))
      expect([suspended.status, suspended.code]).toEqual([403, 'VIEWER_SUSPENDED'])
    } finally {
      await server.deps.db
        .update(channels)
        .set({ suspended: false })
        .where(eq(channels.id, viewer.channelIdx ?? 0))
    }
  })

  it('refuses a stream whose category is restricted in the viewer region (CHA43005)', async () => {
    const caster = await addMember(server, 'casinocaster')
    const streamIdx = await broadcast(caster.channelIdx ?? 0)
    await liveClient(caster.token).live.updateStreamInfo(streamInfoFormData({ categoryIdx: 5 }))
    const restricted = await apiError(liveClient(viewer.token, 'TH').live.like({ streamIdx }))
    expect([restricted.status, restricted.code]).toEqual([403, 'CHA43005'])
    expect(await liveClient(viewer.token, 'NA').live.like({ streamIdx })).toMatchObject({
      isLike: true,
    })
  })
})
