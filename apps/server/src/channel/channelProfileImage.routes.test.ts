import { CHANNEL_PROFILE_IMAGE_FILE_MAX } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, communityClient, type TestMember } from '../community/testKit'
import { gradientPng } from '../community/uploads/demoImages'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// A streamer's profile image over real HTTP: upload (served back, on the channel info and the
// member's own channel), the image check and the size limit, removal back to the generated
// picture; everyone else refused or acting only on their own channel.

let server: RunningServer
let star: TestMember
let manager: TestMember
let stranger: TestMember

const png = (w: number, h: number) =>
  new Uint8Array(gradientPng(w, h, [10, 20, 30], [200, 100, 50])) as Uint8Array<ArrayBuffer>

function form(bytes: Uint8Array<ArrayBuffer>, type = 'image/png') {
  const data = new FormData()
  data.append('file', new Blob([bytes], { type }), 'me.png')
  return data
}

const codeOf = async (call: Promise<unknown>) => {
  const error = await apiError(call)
  return { status: error.status, code: error.code }
}
const pictureOf = async (channelId: string) =>
  (await communityClient(server.url).channel.getChannelInfo(channelId)).streamerChannelInfo
    .channelProfileImg

beforeAll(async () => {
  server = await startTestServer()
  star = await addMember(server, 'star')
  manager = await addMember(server, 'starmod')
  stranger = await addMember(server, 'stranger')
  await star.client.channel.addManager({ channelId: 'starmod' })
})
afterAll(() => server.stop())

describe('channel profile image', () => {
  it('uploads the picture, which the channel info and the member’s own channel show', async () => {
    const bytes = png(64, 64)
    const { channelProfileImg } = await star.client.channel.uploadProfileImage(form(bytes))
    expect(channelProfileImg).toMatch(new RegExp(`^${server.url}/uploads/[a-z0-9-]+\\.png$`))
    const response = await fetch(channelProfileImg)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    expect(await pictureOf('star')).toBe(channelProfileImg)
    const mine = await star.client.channel.getMyChannel()
    expect(mine.channel?.channelProfileImg).toBe(channelProfileImg)
  })

  it('refuses what is not an image (FILE_TYPE_NOT_ALLOWED), whatever its claimed type', async () => {
    const before = await pictureOf('star')
    const svg = new TextEncoder().encode('<svg onload=alert(1)>') as Uint8Array<ArrayBuffer>
    expect(await codeOf(star.client.channel.uploadProfileImage(form(svg)))).toEqual({
      status: 400,
      code: 'FILE_TYPE_NOT_ALLOWED',
    })
    expect(await codeOf(star.client.channel.uploadProfileImage(new FormData()))).toMatchObject({
      status: 400,
    })
    expect(await pictureOf('star')).toBe(before)
  })

  it(`refuses a file over ${CHANNEL_PROFILE_IMAGE_FILE_MAX} bytes (413 FILE_SIZE_EXCEEDS)`, async () => {
    const before = await pictureOf('star')
    const big = new Uint8Array(CHANNEL_PROFILE_IMAGE_FILE_MAX + 1)
    big.set(png(4, 4))
    expect(await codeOf(star.client.channel.uploadProfileImage(form(big)))).toEqual({
      status: 413,
      code: 'FILE_SIZE_EXCEEDS',
    })
    expect(await pictureOf('star')).toBe(before)
  })

  it('is the streamer’s own: a manager or a stranger changes only their own channel', async () => {
    const before = await pictureOf('star')
    const theirs = await manager.client.channel.uploadProfileImage(form(png(8, 8)))
    expect(await pictureOf('starmod')).toBe(theirs.channelProfileImg)
    await stranger.client.channel.deleteProfileImage()
    expect(await pictureOf('star')).toBe(before)
    expect(await pictureOf('stranger')).toBe(`${server.url}/media/avatar/stranger.svg`)
  })

  it('removes the picture: the channel shows its generated one again', async () => {
    // Answered absolute, on the origin the caller reached, as every own file is.
    const generated = `${server.url}/media/avatar/star.svg`
    expect(await star.client.channel.deleteProfileImage()).toEqual({ channelProfileImg: generated })
    expect(await pictureOf('star')).toBe(generated)
    const svg = await fetch(generated)
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it('refuses guests (401) and a member without a channel (403)', async () => {
    const guest = communityClient(server.url)
    expect((await codeOf(guest.channel.uploadProfileImage(form(png(4, 4))))).status).toBe(401)
    expect((await codeOf(guest.channel.deleteProfileImage())).status).toBe(401)
    const noChannel = await addMember(server, 'nochannel', { channel: false })
    expect(await codeOf(noChannel.client.channel.deleteProfileImage())).toEqual({
      status: 403,
      code: 'CHANNEL_REQUIRED',
    })
  })
})
