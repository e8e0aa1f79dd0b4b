import { createClient } from '@airwave/sdk'
import { videoEndpoints } from '@airwave/sdk/video'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelManagers, channelNotInterested, channels, mediaVods } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// The video lists through the SDK's client over real HTTP, on rows written directly (ready
// videos need no transcoding to be listed).

let server: RunningServer
let owner: TestMember
let manager: TestMember
let viewer: TestMember
let other: TestMember

const DAY = 24 * 60 * 60 * 1000

function videoClient(token?: string) {
  return createClient({
    baseUrl: server.url,
    endpoints: { video: videoEndpoints },
    ...(token && {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
    }),
  })
}

type NewVod = typeof mediaVods.$inferInsert

async function addVods(channelIdx: number, count: number, extra: Partial<NewVod> = {}) {
  const base = Date.now() - 60_000
  const rows = await server.deps.db
    .insert(mediaVods)
    .values(
      Array.from({ length: count }, (_, i) => ({
        channelId: channelIdx,
        title: `${extra.title ?? 'Video'} ${i + 1}`,
        status: 'ready',
        duration: 12.4,
        createdAt: new Date(base + i * 1000),
        ...extra,
        ...(extra.title && { title: `${extra.title} ${i + 1}` }),
      })),
    )
    .returning({ id: mediaVods.id })
  return rows.map((row) => row.id)
}

let ownerVods: number[]
let hiddenVod: number
let otherVods: number[]

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'maker')
  manager = await addMember(server, 'helper')
  viewer = await addMember(server, 'watcher')
  other = await addMember(server, 'rival')
  await server.deps.db
    .insert(channelManagers)
    .values({ channelId: owner.channelIdx ?? 0, managerChannelId: manager.channelIdx ?? 0 })
  // 25 uploads in Games, 5 replays in Music, one hidden, one transcoding, one 400 days old.
  ownerVods = await addVods(owner.channelIdx ?? 0, 25, { categoryIdx: 2, title: 'Game' })
  ownerVods.push(
    ...(await addVods(owner.channelIdx ?? 0, 5, {
      categoryIdx: 3,
      fileType: 'replay',
      title: 'Song',
      tags: ['live', 'piano'],
      languageCode: 'ko',
    })),
  )
  ;[hiddenVod] = (await addVods(owner.channelIdx ?? 0, 1, { hidden: true, title: 'Secret' })) as [
    number,
  ]
  await addVods(owner.channelIdx ?? 0, 1, { status: 'transcoding', title: 'Busy' })
  await addVods(owner.channelIdx ?? 0, 1, {
    title: 'Ancient',
    createdAt: new Date(Date.now() - 400 * DAY),
  })
  otherVods = await addVods(other.channelIdx ?? 0, 3, {
    categoryIdx: 2,
    title: 'Rival',
    likeCount: 7,
    isAdult: true,
  })
})

afterAll(async () => {
  await server?.stop()
})

describe('GET /vod', () => {
  it('answers 20 cards by default, newest first, within a year, with isNext', async () => {
    const page = await videoClient().video.list({})
    expect(page.vodList).toHaveLength(20)
    expect(page.vodList[0]?.title).toBe('Game 25')
    // 33 shown: 25 + 5 + 3 (not the hidden, the transcoding or the 400-day-old one).
    expect(page).toMatchObject({ isNext: true, currentPage: 1, totalCount: 33, totalPages: 2 })
    const second = await videoClient().video.list({ page: 2 })
    expect(second.vodList).toHaveLength(13)
    expect(second.isNext).toBe(false)
    const titles = [...page.vodList, ...second.vodList].map((v) => v.title)
    expect(titles).not.toContain('Secret 1')
    expect(titles).not.toContain('Busy 1')
    expect(titles).not.toContain('Ancient 1')
  })

  it('answers the thumbnail card fields', async () => {
    const page = await videoClient().video.list({ type: 'replay', limit: 1 })
    const card = page.vodList[0]
    expect(card).toMatchObject({
      vodNo: ownerVods[29],
      idx: ownerVods[29],
      isExist: true,
      fileType: 'replay',
      title: 'Song 5',
      nickname: 'Nick maker',
      channelId: 'maker',
      categoryInfo: { idx: 3, name: 'Music', pathName: 'music' },
      tagInfo: { isAdult: false, categoryTagList: ['live', 'piano'], languageTag: 'ko' },
      viewer: 0,
      viewCount: 0,
      duration: 12,
      isBlind: false,
      likeCnt: 0,
      isLike: false,
      videoOrChannelUrl: `/video/${ownerVods[29]}`,
    })
    expect(card?.thumbnail).toMatch(
      new RegExp(`^${server.url}/media/vod/${ownerVods[29]}/thumbnail\\.jpg\\?v=`),
    )
    expect(new Date(card?.createDate ?? '').getTime()).toBeGreaterThan(Date.now() - DAY)
    expect(card?.isHidden).toBeUndefined()
  })

  it('filters by type, channel, category, date range and language, and sorts', async () => {
    const client = videoClient()
    expect((await client.video.list({ type: 'replay' })).totalCount).toBe(5)
    expect((await client.video.list({ channelId: 'rival' })).totalCount).toBe(3)
    expect((await client.video.list({ categoryIdx: 2 })).totalCount).toBe(28)
    expect((await client.video.list({ dateRange: 'all' })).totalCount).toBe(34)
    expect((await client.video.list({ dateRange: '1d' })).totalCount).toBe(33)
    expect((await client.video.list({ languageCodeList: ['en'], type: 'replay' })).totalCount).toBe(
      0,
    )
    expect((await client.video.list({ pattern: 'rIVal' })).totalCount).toBe(3)
    expect((await client.video.list({ pattern: '%' })).totalCount).toBe(0)
    const liked = await client.video.list({ sort: 'likeCnt-desc', limit: 3 })
    expect(liked.vodList.map((v) => v.channelId)).toEqual(['rival', 'rival', 'rival'])
    const oldest = await client.video.list({ sort: 'createDate-asc', limit: 1 })
    expect(oldest.vodList[0]?.title).toBe('Game 1')
    const except = await client.video.list({ channelId: 'rival', vodNo: otherVods[0] })
    expect(except.vodList.map((v) => v.vodNo)).not.toContain(otherVods[0])
  })

  it('blinds adult videos for guests, not for adult members', async () => {
    const guest = await videoClient().video.list({ channelId: 'rival' })
    expect(guest.vodList.every((v) => v.isBlind === true && v.tagInfo?.isAdult)).toBe(true)
    const adult = await videoClient(viewer.token).video.list({ channelId: 'rival' })
    expect(adult.vodList.every((v) => v.isBlind === false)).toBe(true)
  })

  it('refuses bad input with 400', async () => {
    const client = videoClient()
    for (const query of [
      { type: 'movie' },
      { sort: 'random' },
      { dateRange: '2y' },
      { page: 0 },
      { limit: -1 },
      { page: 1.5 },
    ]) {
      expect((await apiError(client.video.list(query))).status).toBe(400)
    }
    expect((await apiError(client.video.list({ channelId: 'nobody' }))).code).toBe('CHA30023')
  })

  it('leaves out the channels the member marked not interested', async () => {
    await server.deps.db
      .insert(channelNotInterested)
      .values({ memberId: viewer.memberId, channelId: other.channelIdx ?? 0 })
    const mine = await videoClient(viewer.token).video.list({ limit: 50 })
    expect(mine.totalCount).toBe(30)
    expect(mine.vodList.some((v) => v.channelId === 'rival')).toBe(false)
    const v2 = await videoClient(viewer.token).video.listV2({ categoryIdx: 2 })
    expect(v2.totalCount).toBe(25)
    // Another member still sees them; the channel's own list still shows them.
    expect((await videoClient(other.token).video.list({ limit: 50 })).totalCount).toBe(33)
    const channel = await videoClient(viewer.token).video.listChannel('rival', {})
    expect(channel.totalCount).toBe(3)
  })
})

describe('GET /v2/vod', () => {
  it('pages 20 first, then 10', async () => {
    const client = videoClient()
    const first = await client.video.listV2({})
    expect(first.vodList).toHaveLength(20)
    expect(first).toMatchObject({ currentPage: 1, totalCount: 33, totalPages: 3, hasNext: true })
    const second = await client.video.listV2({ page: 2 })
    expect(second.vodList).toHaveLength(10)
    const third = await client.video.listV2({ page: 3 })
    expect(third.vodList).toHaveLength(3)
    expect(third.hasNext).toBe(false)
    const ids = [...first.vodList, ...second.vodList, ...third.vodList].map((v) => v.vodNo)
    expect(new Set(ids).size).toBe(33)
    const sized = await client.video.listV2({ limit: 5, page: 2 })
    expect(sized.vodList).toHaveLength(5)
    expect(sized.totalPages).toBe(7)
  })
})

describe('channel lists', () => {
  it('answers 20 a page of the channel, without hidden ones for others', async () => {
    for (const list of [
      (q: { page?: number }) => videoClient(viewer.token).video.listByChannel('maker', q),
      (q: { page?: number }) => videoClient().video.listChannel('maker', q),
    ]) {
      const first = await list({})
      expect(first.vodList).toHaveLength(20)
      // 30 ready and shown, and the old one (no date range on a channel's list).
      expect(first).toMatchObject({ totalCount: 31, hasNext: true, totalPages: 2 })
      const second = await list({ page: 2 })
      expect(second.vodList.map((v) => v.vodNo)).not.toContain(hiddenVod)
      expect(second.vodList.every((v) => v.isHidden === undefined)).toBe(true)
    }
  })

  it('shows the owner and managers their hidden and unfinished videos, marked', async () => {
    for (const member of [owner, manager]) {
      const page = await videoClient(member.token).video.listChannel('maker', { limit: 50 })
      expect(page.totalCount).toBe(33)
      const hidden = page.vodList.find((v) => v.vodNo === hiddenVod)
      expect(hidden?.isHidden).toBe(true)
      expect(page.vodList.find((v) => v.title === 'Busy 1')?.thumbnail).toBeUndefined()
    }
    const dashboard = await videoClient(owner.token).video.listDashboard('maker', {})
    expect(dashboard.totalCount).toBe(33)
    expect((await apiError(videoClient(viewer.token).video.listDashboard('maker', {}))).code).toBe(
      'VOD1004',
    )
    expect((await apiError(videoClient().video.listDashboard('maker', {}))).status).toBe(401)
  })

  it('leaves out a suspended channel, and 404s an unknown one', async () => {
    await server.deps.db
      .update(channels)
      .set({ suspended: true })
      .where(eq(channels.id, other.channelIdx ?? 0))
    expect((await videoClient().video.list({ limit: 50 })).totalCount).toBe(30)
    await server.deps.db
      .update(channels)
      .set({ suspended: false })
      .where(eq(channels.id, other.channelIdx ?? 0))
    expect((await apiError(videoClient().video.listChannel('nobody', {}))).code).toBe('CHA30023')
  })
})
