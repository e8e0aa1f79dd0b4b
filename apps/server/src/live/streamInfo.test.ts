import { createClient } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { liveEndpoints, streamInfoFormData } from '@airwave/sdk/live'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channels, liveStreams } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// Stream info as a viewer gets it (the errors that become the player's alerts: CHA30068,
// CHA30071, CHA30016, CHA43005, VIEWER_SUSPENDED) and the streamer's stream info update
// (title, category, adult flag, pending end), through the SDK client over real HTTP.

let server: RunningServer
let streamer: TestMember
let viewer: TestMember

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

const setSuspended = (channelIdx: number | undefined, suspended: boolean) =>
  server.deps.db
    .update(channels)
    .set({ suspended })
    .where(eq(channels.id, channelIdx ?? 0))

beforeAll(async () => {
  server = await startTestServer()
  streamer = await addMember(server, 'infocaster')
  viewer = await addMember(server, 'infoviewer')
})

afterAll(() => server?.stop())

describe('the stream info update', () => {
  it('saves the title, category, adult flag and pending end of the own channel', async () => {
    const client = liveClient(streamer.token)
    expect(await client.live.getMyStreamInfo()).toMatchObject({
      channelId: 'infocaster',
      isStream: false,
      isAdult: false,
      isPendingEndEnabled: false,
    })
    await client.live.updateStreamInfo(
      streamInfoFormData({
        title: '  Night radio ',
        categoryIdx: 3,
        adultContentFlag: true,
        isPendingEndEnabled: true,
      }),
    )
    const expected = {
      title: 'Night radio',
      categoryIdx: 3,
      isAdult: true,
      isPendingEndEnabled: true,
      isStream: false,
    }
    expect(await client.live.getMyStreamInfo()).toMatchObject(expected)
    expect(await liveClient().live.getStreamInfo('infocaster')).toMatchObject(expected)
    // Fields left out keep their value.
    await client.live.updateStreamInfo(streamInfoFormData({ adultContentFlag: false }))
    expect(await client.live.getMyStreamInfo()).toMatchObject({ ...expected, isAdult: false })
  })

  it('saves the tags: deduplicated, on the stream info and the live list; an empty list clears', async () => {
    const caster = await addMember(server, 'tagcaster')
    const client = liveClient(caster.token)
    await client.live.updateStreamInfo(
      streamInfoFormData({ tags: ['Speedrun', '#any%', 'speedrun'] }),
    )
    const tagsOf = async () =>
      (await liveClient().live.getStreamInfo('tagcaster')).tagInfo?.categoryTagList
    expect(await tagsOf()).toEqual(['Speedrun', 'any%'])
    await server.deps.db
      .insert(liveStreams)
      .values({ channelId: caster.channelIdx ?? 0, title: 'Tagged live' })
    const listed = await liveClient().live.listStreams({})
    expect(
      listed.streamList.find((s) => s.channelId === 'tagcaster')?.tagInfo?.categoryTagList,
    ).toEqual(['Speedrun', 'any%'])
    // Other fields leave the tags alone; an empty list clears them.
    await client.live.updateStreamInfo(streamInfoFormData({ title: 'Still tagged' }))
    expect(await tagsOf()).toEqual(['Speedrun', 'any%'])
    await client.live.updateStreamInfo(streamInfoFormData({ tags: [] }))
    expect(await tagsOf()).toEqual([])
  })

  it('gives the running broadcast its new title, and the next one takes it', async () => {
    const caster = await addMember(server, 'titlecaster')
    const client = liveClient(caster.token)
    await server.deps.db
      .insert(liveStreams)
      .values({ channelId: caster.channelIdx ?? 0, title: 'Nick titlecaster live' })
    await client.live.updateStreamInfo(streamInfoFormData({ title: 'Speedrun' }))
    expect(await liveClient().live.getStreamInfo('titlecaster')).toMatchObject({
      isStream: true,
      title: 'Speedrun',
    })
  })

  it('refuses guests, bad fields and unknown categories, and changes nothing', async () => {
    const client = liveClient(streamer.token)
    const before = await client.live.getMyStreamInfo()
    expect(
      (await apiError(liveClient().live.updateStreamInfo(streamInfoFormData({ title: 'x' }))))
        .status,
    ).toBe(401)
    for (const form of [
      streamInfoFormData({ title: '   ' }),
      streamInfoFormData({ title: 'x'.repeat(101) }),
      streamInfoFormData({ categoryIdx: 99 }),
      streamInfoFormData({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
      streamInfoFormData({ tags: ['x'.repeat(21)] }),
    ]) {
      const error = await apiError(client.live.updateStreamInfo(form))
      expect([error.status, error.code]).toEqual([400, 'INVALID_REQUEST'])
    }
    const flag = new FormData()
    flag.append('isPendingEndEnabled', 'maybe')
    expect((await apiError(client.live.updateStreamInfo(flag))).status).toBe(400)
    const json = await fetch(`${server.url}/v2/stream/info`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${streamer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    })
    expect(json.status).toBe(400)
    expect(await client.live.getMyStreamInfo()).toEqual(before)
  })
})

describe('stream info and the viewer', () => {
  it('answers CHA30068 for a suspended channel, to its viewers and to its streamer', async () => {
    const caster = await addMember(server, 'shutcaster')
    await setSuspended(caster.channelIdx, true)
    const seen = await apiError(liveClient(viewer.token).live.getStreamInfo('shutcaster'))
    expect([seen.status, seen.code]).toEqual([403, 'CHA30068'])
    const own = await apiError(liveClient(caster.token).live.getMyStreamInfo())
    expect([own.status, own.code]).toEqual([403, 'CHA30068'])
    const key = await fetch(`${server.url}/v2/stream/key`, {
      headers: { authorization: `Bearer ${caster.token}` },
    })
    expect(((await key.json()) as { code: string }).code).toBe('CHA30068')
    await setSuspended(caster.channelIdx, false)
    expect(await liveClient(viewer.token).live.getStreamInfo('shutcaster')).toMatchObject({
      isStream: false,
    })
  })

  it('answers CHA30071 for a deleted channel and CHA30023 for none', async () => {
    const gone = await addMember(server, 'gonecaster')
    await server.deps.db
      .update(channels)
      .set({ deletedAt: new Date() })
      .where(eq(channels.id, gone.channelIdx ?? 0))
    expect((await apiError(liveClient().live.getStreamInfo('gonecaster'))).code).toBe('CHA30071')
    expect((await apiError(liveClient().live.getStreamInfo('nobodyhere'))).code).toBe('CHA30023')
  })

  it("answers CHA30016 to a viewer on the streamer's block list, to nobody else", async () => {
    const caster = await addMember(server, 'listcaster')
    const blocked = await addMember(server, 'listedfan')
    await liveClient(caster.token).channel.block({ channelId: 'listedfan' })
    const refused = await apiError(liveClient(blocked.token).live.getStreamInfo('listcaster'))
    expect([refused.status, refused.code]).toEqual([403, 'CHA30016'])
    expect(await liveClient(viewer.token).live.getStreamInfo('listcaster')).toMatchObject({
      channelId: 'listcaster',
    })
    expect(await liveClient().live.getStreamInfo('listcaster')).toMatchObject({
      channelId: 'listcaster',
    })
    // The blocked viewer's own block list does not matter: only the streamer's.
    await liveClient(viewer.token).channel.block({ channelId: 'listcaster' })
    expect(await liveClient(viewer.token).live.getStreamInfo('listcaster')).toMatchObject({
      channelId: 'listcaster',
    })
    await liveClient(caster.token).channel.unblock({ channelId: 'listedfan' })
    expect(await liveClient(blocked.token).live.getStreamInfo('listcaster')).toMatchObject({
      channelId: 'listcaster',
    })
  })

  it('answers VIEWER_SUSPENDED to a viewer whose own channel is suspended', async () => {
    const suspended = await addMember(server, 'badviewer')
    await setSuspended(suspended.channelIdx, true)
    const refused = await apiError(liveClient(suspended.token).live.getStreamInfo('infocaster'))
    expect([refused.status, refused.code]).toEqual([403, 'VIEWER_SUSPENDED'])
    // Signed out (as the alert leads to), they watch as a guest.
    expect(await liveClient().live.getStreamInfo('infocaster')).toMatchObject({
      channelId: 'infocaster',
    })
  })

  it("answers CHA43005 where the stream's category is restricted, except to its streamer", async () => {
    const caster = await addMember(server, 'slotcaster')
    await liveClient(caster.token).live.updateStreamInfo(streamInfoFormData({ categoryIdx: 5 }))
    for (const region of ['TH', 'GC', 'th']) {
      const refused = await apiError(
        liveClient(viewer.token, region).live.getStreamInfo('slotcaster'),
      )
      expect([refused.status, refused.code]).toEqual([403, 'CHA43005'])
    }
    for (const region of ['NA', 'GLOBAL', undefined]) {
      expect(await liveClient(viewer.token, region).live.getStreamInfo('slotcaster')).toMatchObject(
        { categoryIdx: 5 },
      )
    }
    expect(await liveClient(caster.token, 'TH').live.getStreamInfo('slotcaster')).toMatchObject({
      categoryIdx: 5,
    })
    // Another category is shown everywhere.
    await liveClient(caster.token).live.updateStreamInfo(streamInfoFormData({ categoryIdx: 2 }))
    expect(await liveClient(viewer.token, 'TH').live.getStreamInfo('slotcaster')).toMatchObject({
      categoryIdx: 2,
    })
  })
})
