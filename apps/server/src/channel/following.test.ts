import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, communityClient, type TestMember } from '../community/testKit'
import { channels, liveStreamSettings, liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// The member's followed channels, with their live state, through the SDK's client over HTTP.

let server: RunningServer
let fan: TestMember
const sockets: TestSocket[] = []
const made: Record<string, TestMember> = {}

async function channel(handle: string, live?: { viewers: number; categoryIdx?: number }) {
  const member = await addMember(server, handle)
  made[handle] = member
  if (live) {
    await server.deps.db
      .insert(liveStreams)
      .values({ channelId: member.channelIdx ?? 0, title: `${handle} live` })
    if (live.categoryIdx !== undefined) {
      await server.deps.db
        .insert(liveStreamSettings)
        .values({ channelId: member.channelIdx ?? 0, categoryIdx: live.categoryIdx })
    }
    for (let i = 0; i < live.viewers; i++) {
      const socket = await openSocket(server.url, { clientId: `${handle}-${i}` })
      sockets.push(socket)
      expect(await socket.command('ENTER_CHANNEL', { channelId: handle })).toEqual({ ok: true })
    }
  }
  return member
}

beforeAll(async () => {
  server = await startTestServer()
  fan = await addMember(server, 'fan')
  await channel('offline-old')
  await channel('small-live', { viewers: 1 })
  await channel('big-live', { viewers: 2, categoryIdx: 3 })
  await channel('offline-new')
  await channel('banned')
  // Followed in this order: the newest follow last.
  for (const handle of ['offline-old', 'small-live', 'big-live', 'banned', 'offline-new']) {
    await fan.client.channel.follow({ channelId: handle })
  }
  const other = await addMember(server, 'other')
  await other.client.channel.follow({ channelId: 'big-live' })
  await server.deps.db
    .update(channels)
    .set({ suspended: true })
    .where(eq(channels.id, made.banned?.channelIdx ?? 0))
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('GET /v2/channel/following', () => {
  it('lists the live ones first, most watched first, then the newest follows', async () => {
    const page = await fan.client.channel.listFollowing({})
    expect(page.followingList.map((c) => [c.channelId, c.isStream])).toEqual([
      ['big-live', true],
      ['small-live', true],
      ['offline-new', false],
      ['offline-old', false],
    ])
    expect(page).toMatchObject({ totalCnt: 4, currentPage: 1 })
    expect(page.followingList[0]).toMatchObject({
      nickname: 'Nick big-live',
      totalFollowerCount: 2,
      live: {
        title: 'big-live live',
        totalViewer: 2,
        isAdult: false,
        categoryInfo: { idx: 3, name: 'Music', pathName: 'music' },
      },
    })
    expect(page.followingList[2]?.live).toBeUndefined()
  })

  it("gives a live channel's card its latest frame, once the broadcast has one", async () => {
    const frames = join(server.deps.config.dataDir, 'media', 'live-thumbnails')
    mkdirSync(frames, { recursive: true })
    writeFileSync(join(frames, 'small-live.jpg'), 'jpeg')
    const page = await fan.client.channel.listFollowing({})
    const small = page.followingList.find((c) => c.channelId === 'small-live')
    expect(small?.live?.thumbnail).toMatch(/\/media\/live\/small-live\/thumbnail\.jpg\?t=\d+$/)
    const big = page.followingList.find((c) => c.channelId === 'big-live')
    expect(big?.live?.thumbnail).toBeUndefined()
  })

  it('pages', async () => {
    const second = await fan.client.channel.listFollowing({ page: 2, limit: 3 })
    expect(second.followingList.map((c) => c.channelId)).toEqual(['offline-old'])
    expect(second.totalCnt).toBe(4)
    const none = await communityClient(
      server.url,
      made['offline-old']?.token,
    ).channel.listFollowing({})
    expect(none).toEqual({ followingList: [], totalCnt: 0, currentPage: 1 })
  })

  it('answers 401 to guests and 400 to a bad page', async () => {
    expect((await apiError(communityClient(server.url).channel.listFollowing({}))).status).toBe(401)
    expect((await apiError(fan.client.channel.listFollowing({ page: 0 }))).status).toBe(400)
  })
})
