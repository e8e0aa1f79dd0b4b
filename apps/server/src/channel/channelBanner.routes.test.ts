import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, communityClient, type TestMember } from '../community/testKit'
import { gradientPng } from '../community/uploads/demoImages'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// A streamer's banners over real HTTP: upload, the list and the switch on the channel info,
// the limit of five, the image check, delete; everyone else refused.

let server: RunningServer
let star: TestMember
let manager: TestMember
let stranger: TestMember

const png = (w: number, h: number) =>
  new Uint8Array(gradientPng(w, h, [10, 20, 30], [200, 100, 50])) as Uint8Array<ArrayBuffer>

function form(bytes: Uint8Array<ArrayBuffer>, linkUrl?: string) {
  const data = new FormData()
  if (linkUrl !== undefined) data.append('linkUrl', linkUrl)
  data.append('file', new Blob([bytes], { type: 'image/png' }), 'banner.png')
  return data
}

const codeOf = async (call: Promise<unknown>) => {
  const error = await apiError(call)
  return { status: error.status, code: error.code }
}
const info = async (viewer?: TestMember) => {
  const { streamerChannelInfo } = await (viewer ?? star).client.channel.getChannelInfo('star')
  return { ...streamerChannelInfo, channelBannerList: streamerChannelInfo.channelBannerList ?? [] }
}

beforeAll(async () => {
  server = await startTestServer()
  star = await addMember(server, 'star')
  manager = await addMember(server, 'starmod')
  stranger = await addMember(server, 'stranger')
  await star.client.channel.addManager({ channelId: 'starmod' })
})
afterAll(() => server.stop())

describe('channel banners', () => {
  it('uploads a banner that the channel info lists, served back as stored', async () => {
    expect(await info()).toMatchObject({ isBanner: false, channelBannerList: [] })
    const bytes = png(60, 20)
    const banner = await star.client.channel.uploadBanner(form(bytes, ' https://Example.com/x '))
    expect(banner.linkUrl).toBe('https://example.com/x')
    const response = await fetch(banner.imageUrl)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    // Anyone reads them, signed in or not.
    const guest = communityClient(server.url)
    const { streamerChannelInfo } = await guest.channel.getChannelInfo('star')
    expect(streamerChannelInfo.channelBannerList).toEqual([banner])
  })

  it('refuses what is not an image, and a link that is not http(s)', async () => {
    const text = new TextEncoder().encode('<svg onload=alert(1)>') as Uint8Array<ArrayBuffer>
    expect(await codeOf(star.client.channel.uploadBanner(form(text)))).toEqual({
      status: 400,
      code: 'FILE_TYPE_NOT_ALLOWED',
    })
    expect(
      (await codeOf(star.client.channel.uploadBanner(form(png(4, 4), 'javascript:alert(1)'))))
        .status,
    ).toBe(400)
    expect(await codeOf(star.client.channel.uploadBanner(new FormData()))).toMatchObject({
      status: 400,
    })
    expect((await info()).channelBannerList).toHaveLength(1)
  })

  it('keeps at most five, oldest first', async () => {
    for (let i = 0; i < 4; i++) await star.client.channel.uploadBanner(form(png(8 + i, 4)))
    expect(await codeOf(star.client.channel.uploadBanner(form(png(4, 4))))).toEqual({
      status: 400,
      code: 'CHANNEL_BANNER_LIMIT',
    })
    const list = (await info()).channelBannerList
    expect(list).toHaveLength(5)
    const ids = list.map((b) => b.bannerIdx)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('shows and hides the banner', async () => {
    expect(await star.client.channel.setBannerShown({ isBanner: true })).toEqual({ isBanner: true })
    expect((await info(stranger)).isBanner).toBe(true)
    await star.client.channel.setBannerShown({ isBanner: false })
    expect((await info(stranger)).isBanner).toBe(false)
  })

  it('deletes a banner; another channel (a stranger, the manager) cannot reach it', async () => {
    const [first, second] = (await info()).channelBannerList
    if (!first || !second) throw new Error('no banners')
    // The calls act on the caller's own channel: another's banner is not theirs to find.
    expect(await codeOf(stranger.client.channel.deleteBanner(first.bannerIdx))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    })
    expect((await codeOf(manager.client.channel.deleteBanner(first.bannerIdx))).status).toBe(404)
    await manager.client.channel.setBannerShown({ isBanner: true })
    expect((await info()).isBanner).toBe(false)
    expect((await info()).channelBannerList).toHaveLength(5)

    await star.client.channel.deleteBanner(first.bannerIdx)
    expect((await info()).channelBannerList[0]).toEqual(second)
    expect((await codeOf(star.client.channel.deleteBanner(first.bannerIdx))).status).toBe(404)
  })

  it('refuses guests (401) and a member without a channel', async () => {
    const guest = communityClient(server.url)
    expect((await codeOf(guest.channel.uploadBanner(form(png(4, 4))))).status).toBe(401)
    expect((await codeOf(guest.channel.setBannerShown({ isBanner: true }))).status).toBe(401)
    expect((await codeOf(guest.channel.deleteBanner(1))).status).toBe(401)
    const noChannel = await addMember(server, 'nochannel', { channel: false })
    expect(await codeOf(noChannel.client.channel.setBannerShown({ isBanner: true }))).toEqual({
      status: 403,
      code: 'CHANNEL_REQUIRED',
    })
  })
})
