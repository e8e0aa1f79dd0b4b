import { createClient } from '@airwave/sdk'
import { liveEndpoints } from '@airwave/sdk/live'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import { channelNotInterested, channels, liveStreamSettings, liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// The live list (a raid's channel picker) through the SDK's client over real HTTP; viewers
// from real sockets in the channels' rooms.

let server: RunningServer
const sockets: TestSocket[] = []
const members: Record<string, TestMember> = {}
const client = () => createClient({ baseUrl: server.url, endpoints: { live: liveEndpoints } })

async function onAir(handle: string, viewers: number, categoryIdx?: number) {
  const member = await addMember(server, handle)
  members[handle] = member
  await server.deps.db
    .insert(liveStreams)
    .values({ channelId: member.channelIdx ?? 0, title: `${handle} live` })
  if (categoryIdx !== undefined) {
    await server.deps.db
      .insert(liveStreamSettings)
      .values({ channelId: member.channelIdx ?? 0, categoryIdx })
  }
  for (let i = 0; i < viewers; i++) {
    const socket = await openSocket(server.url, { clientId: `${handle}-${i}` })
    sockets.push(socket)
    expect(await socket.command('ENTER_CHANNEL', { channelId: handle })).toEqual({ ok: true })
  }
}

beforeAll(async () => {
  server = await startTestServer()
  await onAir('quiet', 0, 1)
  await onAir('busy', 3, 2)
  await onAir('middle', 1, 2)
  await onAir('gone', 5)
  await server.deps.db
    .update(liveStreams)
    .set({ isStream: false, endedAt: new Date(), endedReason: 0 })
    .where(eq(liveStreams.channelId, members.gone?.channelIdx ?? 0))
  await onAir('hidden', 4)
  await server.deps.db
    .update(channels)
    .set({ blocked: true })
    .where(eq(channels.id, members.hidden?.channelIdx ?? 0))
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('GET /v2/stream', () => {
  it('lists the channels live now, the most watched first', async () => {
    const page = await client().live.listStreams({})
    expect(page.streamList.map((s) => [s.channelId, s.totalViewer])).toEqual([
      ['busy', 3],
      ['middle', 1],
      ['quiet', 0],
    ])
    expect(page.streamList[0]).toMatchObject({
      isStream: true,
      title: 'busy live',
      categoryIdx: 2,
      streamIdx: expect.any(Number),
    })
    expect(page).toMatchObject({ currentPage: 1, totalCount: 3, hasNext: false, totalPages: 1 })
  })

  it('pages, and filters by category', async () => {
    const first = await client().live.listStreams({ page: 1, limit: 2 })
    expect(first.streamList.map((s) => s.channelId)).toEqual(['busy', 'middle'])
    expect(first).toMatchObject({ hasNext: true, totalPages: 2 })
    const second = await client().live.listStreams({ page: 2, limit: 2 })
    expect(second.streamList.map((s) => s.channelId)).toEqual(['quiet'])
    expect(second.hasNext).toBe(false)
    const games = await client().live.listStreams({ categoryIdx: 2 })
    expect(games.streamList.map((s) => s.channelId)).toEqual(['busy', 'middle'])
    const capped = await client().live.listStreams({ limit: 500 })
    expect(capped.streamList).toHaveLength(3)
  })

  it('answers what a live card shows: nickname, avatar, category, adult tag, start', async () => {
    const page = await client().live.listStreams({ categoryIdx: 2 })
    expect(page.streamList[0]).toMatchObject({
      channelId: 'busy',
      nickname: 'Nick busy',
      categoryInfo: { idx: 2, name: 'Games', pathName: 'games' },
      tagInfo: { isAdult: false },
    })
    expect(Date.parse(page.streamList[0]?.openDate ?? '')).toBeGreaterThan(Date.now() - 3_600_000)
  })

  it('leaves out the channels the member marked not interested, for that member only', async () => {
    const member = members.quiet
    if (!member) throw new Error('no member')
    await server.deps.db
      .insert(channelNotInterested)
      .values({ memberId: member.memberId, channelId: members.busy?.channelIdx ?? 0 })
    const signed = createClient({
      baseUrl: server.url,
      endpoints: { live: liveEndpoints },
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            authorization: `Bearer ${member.token}`,
          },
        }),
    })
    const mine = await signed.live.listStreams({})
    expect(mine.streamList.map((s) => s.channelId)).toEqual(['middle', 'quiet'])
    expect(mine.totalCount).toBe(2)
    const guest = await client().live.listStreams({})
    expect(guest.streamList.map((s) => s.channelId)).toEqual(['busy', 'middle', 'quiet'])
  })
})
