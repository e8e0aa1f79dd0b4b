import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@airwave/sdk'
import { searchEndpoints } from '@airwave/sdk/search'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import {
  channelFollows,
  channelNotInterested,
  liveStreamSettings,
  liveStreams,
  mediaVods,
} from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
let member: TestMember
let airwave: TestMember
let airline: TestMember
let chef: TestMember

function searchClient(token?: string) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({
    baseUrl: server.url,
    endpoints: { search: searchEndpoints },
    ...(token ? { fetch: signed } : {}),
  }).search
}

async function video(
  owner: TestMember,
  title: string,
  extra: Partial<typeof mediaVods.$inferInsert> = {},
) {
  if (!owner.channelIdx) throw new Error('no channel')
  const [row] = await server.deps.db
    .insert(mediaVods)
    .values({ channelId: owner.channelIdx, title, status: 'ready', ...extra })
    .returning({ id: mediaVods.id })
  return row?.id
}

// A small corpus: names that share prefixes and trigrams, so the order says which rule matched.
beforeAll(async () => {
  server = await startTestServer()
  member = await addMember(server, 'member')
  airwave = await addMember(server, 'airwave')
  airline = await addMember(server, 'airline')
  chef = await addMember(server, 'chef')
  const hairdo = await addMember(server, 'hairdo')
  await addMember(server, 'airwaves_fan')
  const { db } = server.deps
  const idx = (m: TestMember) => m.channelIdx as number
  // airline is followed more than airwave: within one rank followers decide, not across ranks.
  await db.insert(channelFollows).values([
    { memberId: member.memberId, channelId: idx(airline) },
    { memberId: chef.memberId, channelId: idx(airline) },
    { memberId: hairdo.memberId, channelId: idx(airwave) },
  ])
  await video(airwave, 'Finals of the spring cup', { tags: ['esports', 'FPS'], viewCount: 5 })
  await video(chef, 'Cooking pasta live', { tags: ['food'] })
  await video(chef, 'Spring cup reaction', { tags: ['fps'], viewCount: 50 })
  await video(airline, 'Hidden draft', { hidden: true, tags: ['fps'] })
  await video(airline, 'Still transcoding', { status: 'queued', tags: ['fps'] })
  const [stream] = await db
    .insert(liveStreams)
    .values({ channelId: idx(chef), title: 'Sunday cooking with friends' })
    .returning()
  await db
    .insert(liveStreamSettings)
    .values({ channelId: idx(chef), categoryIdx: 3, tags: ['Pasta', 'sunday'] })
  // An ended broadcast's channel with the same tag: not live, so never found.
  await db.insert(liveStreamSettings).values({ channelId: idx(airline), tags: ['pasta'] })
  await db.insert(liveStreams).values({ channelId: idx(airwave), title: 'Ranked games all night' })
  await db
    .insert(liveStreams)
    .values({ channelId: idx(airline), title: 'old one', isStream: false })
  if (!stream) throw new Error('no stream')
})
afterAll(() => server.stop())

const ids = (page: { list: { channelId?: string | undefined }[] }) =>
  page.list.map((c) => c.channelId)

describe('channel search', () => {
  it('ranks exact before prefix before trigram, followers deciding within a rank', async () => {
    const page = await searchClient().searchChannels({ keyword: 'airwave' })
    expect(ids(page)).toEqual(['airwave', 'airwaves_fan'])
    const air = await searchClient().searchChannels({ keyword: 'air' })
    // Three prefixes: airline has the most followers, then airwave, then the fan; "hairdo" only
    // shares one trigram with "air", too little to match.
    expect(ids(air)).toEqual(['airline', 'airwave', 'airwaves_fan'])
    expect(air).toMatchObject({ totalCount: 3, currentPage: 1, hasNext: false })
    expect(air.list[0]).toMatchObject({ nickname: 'Nick airline', totalFollowerCount: 2 })
    expect(air.list[1]).toMatchObject({ totalFollowerCount: 1, isStream: true })
  })

  it('finds a channel from a misspelled term', async () => {
    const page = await searchClient().searchChannels({ keyword: 'airwve' })
    expect(ids(page)[0]).toBe('airwave')
    expect(ids(page)).not.toContain('chef')
    expect(ids(await searchClient().searchChannels({ keyword: 'chfe' }))).toContain('chef')
  })

  it('matches nicknames by whole words, pages, and ignores blank terms', async () => {
    expect(ids(await searchClient().searchChannels({ keyword: 'Nick Chef' }))).toEqual(['chef'])
    expect(ids(await searchClient().searchChannels({ keyword: 'nick chfe' }))).toEqual(['chef'])
    const first = await searchClient().searchChannels({ keyword: 'air', limit: 2 })
    expect([ids(first), first.hasNext, first.totalCount]).toEqual([['airline', 'airwave'], true, 3])
    const second = await searchClient().searchChannels({ keyword: 'air', limit: 2, page: 2 })
    expect([ids(second), second.hasNext]).toEqual([['airwaves_fan'], false])
    expect(await searchClient().searchChannels({ keyword: '   ' })).toMatchObject({
      list: [],
      totalCount: 0,
    })
    expect((await searchClient().searchChannels({ keyword: '50%_\\' })).list).toEqual([])
  })

  it('leaves out the channels the member is not interested in', async () => {
    const { db } = server.deps
    const viewer = await addMember(server, 'picky')
    await db
      .insert(channelNotInterested)
      .values({ memberId: viewer.memberId, channelId: airline.channelIdx as number })
    const page = await searchClient(viewer.token).searchChannels({ keyword: 'air' })
    expect(ids(page)).toEqual(['airwave', 'airwaves_fan'])
    const videos = await searchClient(viewer.token).searchVideos({ tagName: 'fps' })
    expect(videos.list.map((v) => v.channelId)).not.toContain('airline')
  })

  it('refuses bad paging and overlong terms with 400', async () => {
    for (const query of ['limit=0', 'limit=51', 'page=0', `keyword=${'a'.repeat(101)}`]) {
      const response = await fetch(`${server.url}/v2/search/channel?${query}`)
      expect(response.status, query).toBe(400)
    }
  })
})

describe('stream and video search', () => {
  it('finds live streams by title, channel and category, not ended ones', async () => {
    const byTitle = await searchClient().searchStreams({ keyword: 'cooking' })
    expect(byTitle.list.map((s) => [s.channelId, s.isExist, s.title])).toEqual([
      ['chef', false, 'Sunday cooking with friends'],
    ])
    expect(byTitle.list[0]).toMatchObject({ categoryInfo: { idx: 3, name: 'Music' }, viewer: 0 })
    expect(ids(await searchClient().searchStreams({ keyword: 'music' }))).toEqual(['chef'])
    expect(ids(await searchClient().searchStreams({ keyword: 'airwve' }))).toEqual(['airwave'])
    expect(ids(await searchClient().searchStreams({ keyword: 'old one' }))).toEqual([])
  })

  it("shows a live card's latest frame, once the broadcast has one", async () => {
    const before = await searchClient().searchStreams({ keyword: 'cooking' })
    expect(before.list[0]?.thumbnail).toBeUndefined()
    const frames = join(server.deps.config.dataDir, 'media', 'live-thumbnails')
    mkdirSync(frames, { recursive: true })
    writeFileSync(join(frames, 'chef.jpg'), 'jpeg')
    const after = await searchClient().searchStreams({ keyword: 'cooking' })
    expect(after.list[0]?.thumbnail).toMatch(/\/media\/live\/chef\/thumbnail\.jpg\?t=\d+$/)
  })

  it('finds ready, shown videos by title, channel and tag, exact title words first', async () => {
    const page = await searchClient().searchVideos({ keyword: 'spring cup' })
    expect(page.list.map((v) => v.title)).toEqual([
      'Spring cup reaction',
      'Finals of the spring cup',
    ])
    const typo = await searchClient().searchVideos({ keyword: 'finsl' })
    expect(typo.list.map((v) => v.title)).toContain('Finals of the spring cup')
    const byChannel = await searchClient().searchVideos({ keyword: 'chef' })
    expect(byChannel.list.map((v) => v.title).sort()).toEqual([
      'Cooking pasta live',
      'Spring cup reaction',
    ])
    expect(byChannel.list[0]).toMatchObject({ isExist: true, fileType: 'upload' })
  })

  it('searches an exact tag with tagName, case aside, never hidden or unready videos', async () => {
    const page = await searchClient().searchVideos({ tagName: 'FPS' })
    expect(page.list.map((v) => v.title)).toEqual([
      'Spring cup reaction',
      'Finals of the spring cup',
    ])
    expect(page.list[1]?.tagInfo?.categoryTagList).toEqual(['esports', 'FPS'])
    expect((await searchClient().searchVideos({ tagName: 'fp' })).list).toEqual([])
    expect((await searchClient().searchStreams({ tagName: 'fps' })).list).toEqual([])
  })

  it('finds live streams by a tag: tagName exactly, case aside, and a keyword that is one', async () => {
    const byTag = await searchClient().searchStreams({ tagName: 'PASTA' })
    expect(ids(byTag)).toEqual(['chef'])
    expect(byTag.list[0]?.tagInfo?.categoryTagList).toEqual(['Pasta', 'sunday'])
    expect((await searchClient().searchStreams({ tagName: 'past' })).list).toEqual([])
    expect(ids(await searchClient().searchStreams({ keyword: 'pasta' }))).toEqual(['chef'])
  })
})

describe('recent searches', () => {
  it('adds, lists newest first (a repeat moves up), keeps 30, deletes one or all, per member', async () => {
    const me = searchClient(member.token)
    const other = await addMember(server, 'someone')
    await searchClient(other.token).addRecent({ search: 'theirs' })
    await me.addRecent({ search: 'fps' })
    await me.addRecent({ search: ' airwave ' })
    await me.addRecent({ search: 'fps' })
    expect((await me.listRecent()).map((r) => r.text)).toEqual(['fps', 'airwave'])
    await me.deleteRecent({ search: 'fps' })
    expect((await me.listRecent()).map((r) => r.text)).toEqual(['airwave'])
    for (let i = 0; i < 32; i++) await me.addRecent({ search: `term ${i}` })
    const kept = (await me.listRecent()).map((r) => r.text)
    expect(kept).toHaveLength(30)
    expect(kept[0]).toBe('term 31')
    expect(kept.at(-1)).toBe('term 2')
    await me.deleteRecent({})
    expect(await me.listRecent()).toEqual([])
    expect((await searchClient(other.token).listRecent()).map((r) => r.text)).toEqual(['theirs'])
  })

  it('needs a member and a term', async () => {
    expect((await apiError(searchClient().listRecent())).status).toBe(401)
    expect((await apiError(searchClient().addRecent({ search: 'x' }))).status).toBe(401)
    expect((await apiError(searchClient().deleteRecent({}))).status).toBe(401)
    const blank = await apiError(searchClient(member.token).addRecent({ search: '  ' }))
    expect(blank.status).toBe(400)
  })
})
