import { ApiError, createClient } from '@airwave/sdk'
import { videoEndpoints } from '@airwave/sdk/video'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import { channels, liveStreamSettings, mediaVods } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { RECOMMEND_LIST_LIMIT } from './recommend'

// The live-end recommendations through the SDK's client over real HTTP, from videos written
// as the transcoder writes them.

let server: RunningServer
let home: TestMember
let peer: TestMember
let elsewhere: TestMember
let banned: TestMember
const client = () => createClient({ baseUrl: server.url, endpoints: { video: videoEndpoints } })

let clock = Date.parse('2026-01-01T00:00:00Z')
/** A video of the channel, each newer than the one before. */
async function video(member: TestMember, title: string, status = 'ready') {
  clock += 60_000
  const [row] = await server.deps.db
    .insert(mediaVods)
    .values({
      channelId: member.channelIdx ?? 0,
      title,
      status,
      duration: 61.4,
      createdAt: new Date(clock),
    })
    .returning({ id: mediaVods.id })
  return row?.id ?? 0
}

async function category(member: TestMember, categoryIdx: number) {
  await server.deps.db
    .insert(liveStreamSettings)
    .values({ channelId: member.channelIdx ?? 0, categoryIdx })
}

beforeAll(async () => {
  server = await startTestServer()
  home = await addMember(server, 'home')
  peer = await addMember(server, 'peer')
  elsewhere = await addMember(server, 'elsewhere')
  banned = await addMember(server, 'banned')
  await category(home, 2)
  await category(peer, 2)
  await category(elsewhere, 3)
  await category(banned, 2)
})

afterAll(() => server?.stop())

describe('GET /v2/vod/recommend/live-end-autoplay', () => {
  it('answers none for a channel and category without videos', async () => {
    expect(await client().video.recommendLiveEnd({ channelId: 'home', categoryIdx: 2 })).toBeNull()
    expect(await client().video.recommendLiveEndList({ channelId: 'home' })).toEqual([])
    expect(await client().video.recommendLiveEndList({})).toEqual([])
  })

  it('recommends the category’s newest ready video when the channel has none', async () => {
    await video(peer, 'Peer one')
    const newest = await video(peer, 'Peer two')
    await video(peer, 'Peer transcoding', 'transcoding')
    await video(elsewhere, 'Other category')
    expect(await client().video.recommendLiveEnd({ channelId: 'home', categoryIdx: 2 })).toEqual({
      idx: newest,
      titleName: 'Peer two',
      type: 'upload',
      channelId: 'peer',
      channelNickname: 'Nick peer',
      duration: 61,
      thumbnail: expect.stringMatching(new RegExp(`/media/vod/${newest}/thumbnail\\.jpg`)),
    })
    // Without the category, the channel alone: none.
    expect(await client().video.recommendLiveEnd({ channelId: 'home' })).toBeNull()
  })

  it('recommends the channel’s own newest video first', async () => {
    await video(home, 'Home old')
    const newest = await video(home, 'Home new')
    const next = await client().video.recommendLiveEnd({ channelId: 'home', categoryIdx: 2 })
    expect(next).toMatchObject({ idx: newest, titleName: 'Home new', channelId: 'home' })
    // With its picture, as its card has it (the live-end screen showed a placeholder).
    expect(next?.thumbnail).toMatch(new RegExp(`/media/vod/${newest}/thumbnail\\.jpg\\?v=\\d+$`))
  })

  it('lists the channel’s videos, then the category’s, newest first, ready and shown only', async () => {
    await video(banned, 'Banned channel')
    await server.deps.db
      .update(channels)
      .set({ suspended: true })
      .where(eq(channels.id, banned.channelIdx ?? 0))
    const list = await client().video.recommendLiveEndList({ channelId: 'home', categoryIdx: 2 })
    expect(list.map((v) => v.titleName)).toEqual(['Home new', 'Home old', 'Peer two', 'Peer one'])
    // Another channel of the category first sees its own, then home's and peer's.
    const fromPeer = await client().video.recommendLiveEndList({
      channelId: 'peer',
      categoryIdx: 2,
    })
    expect(fromPeer.map((v) => v.titleName)).toEqual([
      'Peer two',
      'Peer one',
      'Home new',
      'Home old',
    ])
  })

  it("leaves out hidden videos, and follows a video's own category and file type", async () => {
    const hidden = await video(peer, 'Peer hidden')
    await server.deps.db.update(mediaVods).set({ hidden: true }).where(eq(mediaVods.id, hidden))
    // A replay of elsewhere's channel (streams in 3), filed under category 2 itself.
    const replay = await video(elsewhere, 'Elsewhere replay in 2')
    await server.deps.db
      .update(mediaVods)
      .set({ categoryIdx: 2, fileType: 'replay' })
      .where(eq(mediaVods.id, replay))
    const list = await client().video.recommendLiveEndList({ channelId: 'home', categoryIdx: 2 })
    expect(list.map((v) => v.titleName)).not.toContain('Peer hidden')
    expect(list.find((v) => v.idx === replay)).toMatchObject({ type: 'replay' })
    const inThree = await client().video.recommendLiveEndList({ categoryIdx: 3 })
    expect(inThree.map((v) => v.idx)).not.toContain(replay)
  })

  it('answers at most 20 in the list', async () => {
    for (let i = 0; i < RECOMMEND_LIST_LIMIT + 3; i++) await video(elsewhere, `Many ${i}`)
    const list = await client().video.recommendLiveEndList({ channelId: 'elsewhere' })
    expect(list).toHaveLength(RECOMMEND_LIST_LIMIT)
    expect(list[0]?.titleName).toBe(`Many ${RECOMMEND_LIST_LIMIT + 2}`)
  })

  it('answers 404 CHA30023 for an unknown channel, 400 for a bad category', async () => {
    const error = await client()
      .video.recommendLiveEnd({ channelId: 'nobody' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect([(error as ApiError).status, (error as ApiError).code]).toEqual([404, 'CHA30023'])
    const bad = await fetch(`${server.url}/v2/vod/recommend/live-end-autoplay/list?categoryIdx=x`)
    expect(bad.status).toBe(400)
  })
})
