import { ApiError, createClient } from '@airwave/sdk'
import { liveEndpoints } from '@airwave/sdk/live'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../../community/testKit'
import { liveStreamSettings, liveStreams } from '../../db/schema'
import type { RunningServer } from '../../server'
import { startTestServer } from '../../testing/testServer'

// The seeded categories through the SDK's client over real HTTP.

let server: RunningServer
let fan: TestMember

const client = (token?: string) =>
  createClient({
    baseUrl: server.url,
    endpoints: { live: liveEndpoints },
    ...(token && {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
    }),
  })

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeAll(async () => {
  server = await startTestServer()
  fan = await addMember(server, 'fan')
  const streamer = await addMember(server, 'gamer')
  await server.deps.db
    .insert(liveStreams)
    .values({ channelId: streamer.channelIdx ?? 0, title: 'Speedrun' })
  await server.deps.db
    .insert(liveStreamSettings)
    .values({ channelId: streamer.channelIdx ?? 0, categoryIdx: 2 })
})

afterAll(async () => {
  await server?.stop()
})

describe('categories', () => {
  it('lists the seeded categories in order, with the channels live in each', async () => {
    const { categoryList } = await client().live.listCategories()
    expect(categoryList.map((c) => c.pathName)).toEqual([
      'just-chatting',
      'games',
      'music',
      'sports',
      'art',
      'science-technology',
      'casino',
    ])
    expect(categoryList.find((c) => c.idx === 2)).toEqual({
      idx: 2,
      name: 'Games',
      pathName: 'games',
      liveCount: 1,
    })
    expect(categoryList.find((c) => c.idx === 3)?.liveCount).toBe(0)
  })

  it('answers one category by pathName (any case) or idx, 404 for none', async () => {
    expect(await client().live.getCategoryInfo('Games')).toMatchObject({ idx: 2, liveCount: 1 })
    expect(await client().live.getCategoryInfo('5')).toMatchObject({ pathName: 'casino' })
    expect((await failure(client().live.getCategoryInfo('nothing-here'))).status).toBe(404)
  })

  it('follows and unfollows a category, twice changing nothing', async () => {
    const me = client(fan.token)
    expect((await me.live.listFollowedCategories()).categoryList).toEqual([])
    await me.live.followCategory({ categoryIdx: 3 })
    await me.live.followCategory({ categoryIdx: 3 })
    await me.live.followCategory({ categoryIdx: 2 })
    const followed = await me.live.listFollowedCategories()
    expect(followed.categoryList.map((c) => [c.pathName, c.isFollow, c.liveCount])).toEqual([
      ['games', true, 1],
      ['music', true, 0],
    ])
    const list = await me.live.listCategories()
    expect(list.categoryList.filter((c) => c.isFollow).map((c) => c.idx)).toEqual([2, 3])
    await me.live.unfollowCategory({ categoryIdx: 3 })
    await me.live.unfollowCategory({ categoryIdx: 3 })
    expect((await me.live.listFollowedCategories()).categoryList.map((c) => c.idx)).toEqual([2])
  })

  it('refuses an unknown category, bad input and guests', async () => {
    const me = client(fan.token)
    expect((await failure(me.live.followCategory({ categoryIdx: 999 }))).status).toBe(404)
    expect((await failure(me.live.followCategory({ categoryIdx: -1 }))).status).toBe(400)
    expect((await failure(client().live.followCategory({ categoryIdx: 2 }))).status).toBe(401)
    expect((await failure(client().live.listFollowedCategories())).status).toBe(401)
  })
})
