import { createClient } from '@airwave/sdk'
import {
  emoticonAccess,
  emoticonEndpoints,
  emoticonListSchema,
  streamerEmoticonsSchema,
} from '@airwave/sdk/emoticon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { addMember, apiError, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { insertDemoPerks } from '../subscription/perks/perks.seed'
import { insertSubscription } from '../testing/subscriptionRows'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
let streamer: TestMember
let viewer: TestMember

/** The SDK client over the emoticon endpoints; with a token, every call carries it. */
function emoticonClient(token?: string) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({
    baseUrl: server.url,
    endpoints: { emoticon: emoticonEndpoints },
    ...(token ? { fetch: signed } : {}),
  })
}

beforeAll(async () => {
  server = await startTestServer()
  // The demo channel, with the seed's subscriber emoticons (rows of subscriber_emoticons).
  streamer = await addMember(server, 'airwave')
  await insertDemoPerks(server.deps.db, streamer.channelIdx ?? 0)
  viewer = await addMember(server, 'viewer')
})
afterAll(() => server.stop())

describe('the default emoticon list', () => {
  it('answers the groups to anyone, with absolute image URLs, kept for an hour', async () => {
    const response = await fetch(`${server.url}/v2/emoticon/list`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const { data } = (await response.json()) as { data: unknown }
    const groups = z.parse(emoticonListSchema, data)

    expect(Object.keys(groups)).toEqual(['basic', 'reactions'])
    expect(groups.basic?.name['en-US']).toBe('Basic')
    expect(groups.basic?.name['ko-KR']).toBe('기본')
    const emoticons = Object.values(groups).flatMap((group) => group.emoticons)
    expect(emoticons).toHaveLength(16)
    const keywords = emoticons.map((emoticon) => emoticon.emoticonKeyword)
    // The seeded comments use these two.
    expect(keywords).toEqual(expect.arrayContaining(['wave', 'heart']))
    for (const emoticon of emoticons) {
      expect(emoticon.emoticonImgUrl).toMatch(
        new RegExp(
          `^${server.url}/media/emoticons/${emoticon.emoticonKeyword}\\.[0-9a-f]{10}\\.svg$`,
        ),
      )
    }
  })

  it('is what the SDK client reads', async () => {
    const groups = await emoticonClient().emoticon.listEmoticons()
    expect(groups.reactions?.emoticons.map((e) => e.emoticonKeyword)).toEqual([
      'heart',
      'star',
      'fire',
      'hype',
      'gg',
      'check',
    ])
  })

  it('uses keywords of letters and digits only, none twice, subscriber ones included', async () => {
    const client = emoticonClient()
    const groups = await client.emoticon.listEmoticons()
    const channel = await client.emoticon.listChannelEmoticons({ channelId: 'airwave' })
    const keywords = [
      ...Object.values(groups).flatMap((group) => group.emoticons),
      ...channel.emoticons,
    ].map((emoticon) => emoticon.emoticonKeyword)
    expect(keywords.filter((keyword) => !/^[A-Za-z0-9]+$/.test(keyword))).toEqual([])
    expect(new Set(keywords).size).toBe(keywords.length)
  })
})

describe('the emoticon images', () => {
  it('serves every listed image as SVG, cached for good', async () => {
    const client = emoticonClient()
    const groups = await client.emoticon.listEmoticons()
    const channel = await client.emoticon.listChannelEmoticons({ channelId: 'airwave' })
    const urls = [
      ...Object.values(groups).flatMap((group) => group.emoticons),
      ...channel.emoticons,
    ].map((emoticon) => emoticon.emoticonImgUrl)
    expect(urls).toHaveLength(19)
    for (const url of urls) {
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/)
      expect(svg).not.toMatch(/<script|on\w+=/i)
    }
  })

  it('answers 404 for a name it does not serve, a stale fingerprint included', async () => {
    for (const name of ['nope.svg', 'wave.svg', 'wave.0000000000.svg', '..%2Fpackage.json']) {
      const response = await fetch(`${server.url}/media/emoticons/${name}`)
      expect(response.status).toBe(404)
      expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND')
    }
  })
})

describe("a channel's subscriber emoticons", () => {
  it("answers the demo channel's three with its nickname", async () => {
    const response = await fetch(
      `${server.url}/v2/item/subscribe/streamer/emoticonList?channelId=airwave`,
    )
    const { data } = (await response.json()) as { data: unknown }
    const list = z.parse(streamerEmoticonsSchema, data)
    expect(list.channelId).toBe('airwave')
    expect(list.nickName).toBe('Nick airwave')
    expect(list.emoticons.map((e) => e.emoticonKeyword)).toEqual([
      'airwaveHi',
      'airwaveHype',
      'airwaveLove',
    ])
  })

  it('answers an empty list for a channel without any, signed in or not', async () => {
    const anonymous = await emoticonClient().emoticon.listChannelEmoticons({ channelId: 'viewer' })
    expect(anonymous).toEqual({ channelId: 'viewer', nickName: 'Nick viewer', emoticons: [] })
    const signed = await emoticonClient(viewer.token).emoticon.listChannelEmoticons({
      channelId: 'viewer',
    })
    expect(signed).toEqual(anonymous)
  })

  it('answers 404 CHA30023 for an unknown channel and 400 without a channel id', async () => {
    const unknown = await apiError(
      emoticonClient().emoticon.listChannelEmoticons({ channelId: 'nobody' }),
    )
    expect([unknown.status, unknown.code]).toEqual([404, 'CHA30023'])
    const bare = await fetch(`${server.url}/v2/item/subscribe/streamer/emoticonList`)
    expect(bare.status).toBe(400)
  })
})

describe("the member's emoticons", () => {
  it('answers 401 without a session', async () => {
    const error = await apiError(emoticonClient().emoticon.getUserEmoticons({}))
    expect(error.status).toBe(401)
    const bare = await fetch(`${server.url}/v2/item/emoticon/user?channelId=airwave`)
    expect(bare.status).toBe(401)
  })

  it("answers none to a viewer who does not subscribe, so the channel's stay locked", async () => {
    const client = emoticonClient(viewer.token)
    const user = await client.emoticon.getUserEmoticons({ channelId: 'airwave' })
    expect(user).toEqual({ emoticonKeys: [], subStreamerEmoticonList: [] })
    const access = emoticonAccess({
      groups: await client.emoticon.listEmoticons(),
      channel: await client.emoticon.listChannelEmoticons({ channelId: 'airwave' }),
      user,
      viewerChannelId: viewer.channelId,
    })
    expect(access.isLocked('airwaveHi')).toBe(true)
    expect(access.isLocked('wave')).toBe(false)
  })

  it("unlocks a streamer's own subscriber emoticons for them", async () => {
    const user = await emoticonClient(streamer.token).emoticon.getUserEmoticons({})
    expect(user.emoticonKeys).toEqual(['airwaveHi', 'airwaveHype', 'airwaveLove'])
    // Their own list comes with it: the picker does not fetch the channel list for its owner.
    expect(user.subStreamerEmoticonList.map((list) => list.channelId)).toEqual(['airwave'])
    expect(user.subStreamerEmoticonList[0]?.emoticons.map((e) => e.emoticonKeyword)).toEqual([
      'airwaveHi',
      'airwaveHype',
      'airwaveLove',
    ])
  })
})

describe('subscribers', () => {
  it("unlocks a channel's subscriber emoticons for the channels subscribed to it", async () => {
    const fan = await addMember(server, 'subscriber')
    await insertSubscription(server.deps.db, {
      subscriberChannelIdx: fan.channelIdx ?? 0,
      subscriberMemberId: fan.memberId,
      channelIdx: streamer.channelIdx ?? 0,
    })
    const client = emoticonClient(fan.token)
    const user = await client.emoticon.getUserEmoticons({})
    expect(user.emoticonKeys).toEqual(['airwaveHi', 'airwaveHype', 'airwaveLove'])
    expect(user.subStreamerEmoticonList).toEqual([
      expect.objectContaining({ channelId: 'airwave', nickName: 'Nick airwave' }),
    ])
    const access = emoticonAccess({
      groups: await client.emoticon.listEmoticons(),
      channel: await client.emoticon.listChannelEmoticons({ channelId: 'airwave' }),
      user,
      viewerChannelId: fan.channelId,
    })
    expect(access.isLocked('airwaveHi')).toBe(false)
  })
})

describe('in production', () => {
  it('has no subscriber emoticons but the uploaded ones (no demo list)', async () => {
    const production = await startTestServer({ config: { production: true } })
    try {
      const owner = await addMember(production, 'airwave')
      const response = await fetch(
        `${production.url}/v2/item/subscribe/streamer/emoticonList?channelId=airwave`,
      )
      const { data } = (await response.json()) as { data: unknown }
      expect(z.parse(streamerEmoticonsSchema, data).emoticons).toEqual([])
      const user = await fetch(`${production.url}/v2/item/emoticon/user`, {
        headers: { authorization: `Bearer ${owner.token}` },
      })
      expect(((await user.json()) as { data: unknown }).data).toEqual({
        emoticonKeys: [],
        subStreamerEmoticonList: [],
      })
    } finally {
      await production.stop()
    }
  })
})
