import { mkdir, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { createClient } from '@airwave/sdk'
import type { VideoReport } from '@airwave/sdk/contract'
import { videoEndpoints, videoUpdateFormData } from '@airwave/sdk/video'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelBlocks, channelManagers, mediaVodLikes, mediaVods } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { findMediaTools, runFfmpeg } from './ffmpeg'
import { demoSourceArgs } from './ladder'
import { vodDir } from './transcoder'

// A video's page, likes, report, update, delete, settings, position, recommendations and
// frames through the SDK's client over real HTTP; frames and pictures by the real ffmpeg.

const tools = findMediaTools(process.env)
let server: RunningServer
let owner: TestMember
let manager: TestMember
let viewer: TestMember
let other: TestMember

function videoClient(token?: string) {
  return createClient({
    baseUrl: server.url,
    endpoints: { video: videoEndpoints },
    // The frame picker's call runs ffmpeg six times: on a loaded CI run (the e2e beside this
    // suite on two cores) it took more than the client's 15 s default. A bound, not a budget.
    timeoutMs: 120_000,
    ...(token && {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
    }),
  })
}

async function addVod(channelIdx: number, extra: Partial<typeof mediaVods.$inferInsert> = {}) {
  const [row] = await server.deps.db
    .insert(mediaVods)
    .values({ channelId: channelIdx, title: 'A video', status: 'ready', duration: 4, ...extra })
    .returning({ id: mediaVods.id })
  if (!row) throw new Error('no video')
  return row.id
}

const report = (vodNo: number): VideoReport => ({
  streamerChannelId: 'maker',
  reportedChannelId: 'maker',
  reportedCommentContent: 'A video',
  reportReason: 1,
  contentIdx: vodNo,
  reportedCommentType: 4,
})

let vod: number

beforeAll(async () => {
  expect(tools.available).toBe(true)
  server = await startTestServer()
  owner = await addMember(server, 'maker')
  manager = await addMember(server, 'helper')
  viewer = await addMember(server, 'watcher')
  other = await addMember(server, 'rival')
  await server.deps.db
    .insert(channelManagers)
    .values({ channelId: owner.channelIdx ?? 0, managerChannelId: manager.channelIdx ?? 0 })
  vod = await addVod(owner.channelIdx ?? 0, { categoryIdx: 2, tags: ['speedrun'] })
  // A real source, for the pictures.
  const dir = vodDir(join(server.deps.config.dataDir, 'media'), vod)
  await mkdir(dir, { recursive: true })
  await runFfmpeg(
    tools,
    demoSourceArgs(
      { title: '', seconds: 4, pattern: 'testsrc2' },
      join(dir, 'source.mp4'),
      '160x90',
    ),
    4,
  ).done
  await rename(join(dir, 'source.mp4'), join(dir, 'source'))
})

afterAll(async () => {
  await server?.stop()
})

describe('GET /v2/vod/info/{vodNo}', () => {
  it("answers the video page's data and counts a view each time", async () => {
    const first = await videoClient().video.getVideo(vod)
    expect(first).toMatchObject({
      vodNo: vod,
      title: 'A video',
      channelId: 'maker',
      nickname: 'Nick maker',
      categoryInfo: { idx: 2, name: 'Games', pathName: 'games' },
      tags: ['speedrun'],
      viewCount: 1,
      likeCnt: 0,
      isLike: false,
      isAutoPlay: true,
      isManageable: false,
      duration: 4,
    })
    expect(first.position).toBeUndefined()
    const second = await videoClient(viewer.token).video.getVideo(vod)
    expect(second.viewCount).toBe(2)
    expect((await videoClient(owner.token).video.getVideo(vod)).isManageable).toBe(true)
    expect((await videoClient(manager.token).video.getVideo(vod)).isManageable).toBe(true)
  })

  it('answers VOD1000 for none or an unfinished one, VOD1008 for a hidden one', async () => {
    expect((await apiError(videoClient().video.getVideo(999_999))).code).toBe('VOD1000')
    const busy = await addVod(owner.channelIdx ?? 0, { status: 'transcoding' })
    expect((await apiError(videoClient(viewer.token).video.getVideo(busy))).code).toBe('VOD1000')
    const hidden = await addVod(owner.channelIdx ?? 0, { hidden: true })
    expect((await apiError(videoClient(viewer.token).video.getVideo(hidden))).code).toBe('VOD1008')
    expect((await apiError(videoClient().video.getVideo(hidden))).status).toBe(403)
    expect((await videoClient(owner.token).video.getVideo(hidden)).isHidden).toBe(true)
    expect((await apiError(videoClient(viewer.token).video.like(hidden))).code).toBe('VOD1008')
    expect((await apiError(videoClient().video.getMediaInfo(hidden))).code).toBe('VOD1008')
    expect((await videoClient(owner.token).video.getMediaInfo(hidden)).fileList).toHaveLength(1)
    expect((await apiError(videoClient().video.getMediaInfo(busy))).code).toBe('VOD1000')
  })
})

describe('access', () => {
  it('answers VOD1011 to a viewer the streamer blocked, VOD1005 in a restricted region', async () => {
    const blocked = await addMember(server, 'pest')
    await server.deps.db
      .insert(channelBlocks)
      .values({ memberId: owner.memberId, channelId: blocked.channelIdx ?? 0 })
    const refused = await apiError(videoClient(blocked.token).video.getVideo(vod))
    expect([refused.status, refused.code]).toEqual([403, 'VOD1011'])
    expect((await apiError(videoClient(blocked.token).video.like(vod))).code).toBe('VOD1011')

    const casino = await addVod(owner.channelIdx ?? 0, { categoryIdx: 5 })
    const from = (region: string) => (path: string) =>
      fetch(`${server.url}${path}`, { headers: { 'x-region-code': region } })
    const thai = await (await from('TH')(`/v2/vod/info/${casino}`)).json()
    expect(thai).toMatchObject({ statusCode: 403, code: 'VOD1005' })
    expect((await from('TH')(`/v2/vod/media/info/${casino}`)).status).toBe(403)
    expect((await from('NA')(`/v2/vod/info/${casino}`)).status).toBe(200)
    expect((await fetch(`${server.url}/v2/vod/info/${casino}`)).status).toBe(200)
  })
})

describe('likes', () => {
  it('likes once (VOD1003 twice), unlikes, and shows the member their like', async () => {
    const client = videoClient(viewer.token)
    expect(await client.video.like(vod)).toEqual({ isLike: true, likeCnt: 1 })
    const again = await apiError(client.video.like(vod))
    expect([again.status, again.code]).toEqual([409, 'VOD1003'])
    expect(await client.video.getVideo(vod)).toMatchObject({ isLike: true, likeCnt: 1 })
    expect(await client.video.unlike(vod)).toEqual({ isLike: false, likeCnt: 0 })
    expect(await client.video.unlike(vod)).toEqual({ isLike: false, likeCnt: 0 })
    expect((await apiError(videoClient().video.like(vod))).status).toBe(401)
    expect((await apiError(client.video.like(999_999))).code).toBe('VOD1000')
  })

  it('counts exactly under concurrency', async () => {
    const fans = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addMember(server, `fan${i}`)),
    )
    const results = await Promise.allSettled(
      fans.map((fan) => videoClient(fan.token).video.like(vod)),
    )
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true)
    // One member liking five times at once: one like.
    const same = await Promise.allSettled(
      Array.from({ length: 5 }, () => videoClient(other.token).video.like(vod)),
    )
    expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [rows] = await server.deps.db
      .select({ n: count() })
      .from(mediaVodLikes)
      .where(eq(mediaVodLikes.vodId, vod))
    expect(rows?.n).toBe(9)
    expect((await videoClient().video.getVideo(vod)).likeCnt).toBe(9)
    const undo = await Promise.allSettled(
      fans.slice(0, 4).map((fan) => videoClient(fan.token).video.unlike(vod)),
    )
    expect(undo.every((r) => r.status === 'fulfilled')).toBe(true)
    expect((await videoClient().video.getVideo(vod)).likeCnt).toBe(5)
  })
})

describe('POST /vod/report/{vodNo}', () => {
  it('files a report once (VOD1021 twice), not of one own video, not as a guest', async () => {
    await videoClient(viewer.token).video.report(vod, report(vod))
    const again = await apiError(videoClient(viewer.token).video.report(vod, report(vod)))
    expect([again.status, again.code]).toEqual([409, 'VOD1021'])
    expect((await apiError(videoClient(owner.token).video.report(vod, report(vod)))).code).toBe(
      'CHA30017',
    )
    expect((await apiError(videoClient().video.report(vod, report(vod)))).status).toBe(401)
    const bad = { ...report(vod), reportedCommentType: 9 } as unknown as VideoReport
    expect((await apiError(videoClient(other.token).video.report(vod, bad))).status).toBe(400)
  })
})

describe('update and delete', () => {
  it('lets the owner and a manager update, hiding included; VOD1004 for others', async () => {
    const target = await addVod(owner.channelIdx ?? 0)
    await videoClient(owner.token).video.update(
      target,
      videoUpdateFormData({
        title: ' Finals ',
        categoryIdx: 3,
        tags: ['a', 'b', 'a'],
        isAdult: true,
      }),
    )
    expect(await videoClient(viewer.token).video.getVideo(target)).toMatchObject({
      title: 'Finals',
      categoryInfo: { idx: 3 },
      tags: ['a', 'b'],
      isBlind: false,
      tagInfo: { isAdult: true },
    })
    await videoClient(manager.token).video.update(target, videoUpdateFormData({ isHidden: true }))
    expect((await apiError(videoClient(viewer.token).video.getVideo(target))).code).toBe('VOD1008')
    await videoClient(owner.token).video.update(
      target,
      videoUpdateFormData({ isHidden: false, categoryIdx: 0 }),
    )
    expect((await videoClient(viewer.token).video.getVideo(target)).categoryInfo).toBeUndefined()
    const refused = await apiError(
      videoClient(other.token).video.update(target, videoUpdateFormData({ title: 'Mine' })),
    )
    expect([refused.status, refused.code]).toEqual([403, 'VOD1004'])
    expect(
      (await apiError(videoClient().video.update(target, videoUpdateFormData({ title: 'x' }))))
        .status,
    ).toBe(401)
  })

  it('refuses a bad update with 400', async () => {
    const target = await addVod(owner.channelIdx ?? 0)
    const client = videoClient(owner.token)
    for (const form of [
      { title: '   ' },
      { title: 'x'.repeat(101) },
      { categoryIdx: 999 },
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { tags: ['x'.repeat(21)] },
      { thumbnailTime: 4 },
    ]) {
      expect((await apiError(client.video.update(target, videoUpdateFormData(form)))).status).toBe(
        400,
      )
    }
    const bad = new FormData()
    bad.append('isHidden', 'maybe')
    expect((await apiError(client.video.update(target, bad))).status).toBe(400)
    expect((await apiError(client.video.update(999_999, videoUpdateFormData({})))).code).toBe(
      'VOD1000',
    )
  })

  it('lets the owner or a manager delete; VOD1004 for others, VOD1000 after', async () => {
    const first = await addVod(owner.channelIdx ?? 0)
    const second = await addVod(owner.channelIdx ?? 0)
    expect((await apiError(videoClient(other.token).video.delete(first))).code).toBe('VOD1004')
    expect((await apiError(videoClient().video.delete(first))).status).toBe(401)
    await videoClient(owner.token).video.delete(first)
    await videoClient(manager.token).video.delete(second)
    expect((await apiError(videoClient().video.getVideo(first))).code).toBe('VOD1000')
    expect((await apiError(videoClient(owner.token).video.delete(second))).code).toBe('VOD1000')
  })
})

describe('settings and position', () => {
  it("keeps each member's autoplay setting and resume position", async () => {
    const client = videoClient(viewer.token)
    await client.video.saveSetting({ isAutoPlay: false })
    await client.video.savePosition(vod, { position: 2.5 })
    expect(await client.video.getVideo(vod)).toMatchObject({ isAutoPlay: false, position: 2.5 })
    // Past the end: kept at the end.
    await client.video.savePosition(vod, { position: 99 })
    expect((await client.video.getVideo(vod)).position).toBe(4)
    const theirs = await videoClient(other.token).video.getVideo(vod)
    expect(theirs.isAutoPlay).toBe(true)
    expect(theirs.position).toBeUndefined()
    expect((await apiError(client.video.savePosition(vod, { position: -1 }))).status).toBe(400)
    expect((await apiError(videoClient().video.savePosition(vod, { position: 1 }))).status).toBe(
      401,
    )
    expect((await apiError(videoClient().video.saveSetting({ isAutoPlay: true }))).status).toBe(401)
  })
})

describe('GET /v2/vod/recommend/end/{vodNo}', () => {
  it("answers the channel's other videos, then its category's, at most 8", async () => {
    const rival = await addVod(other.channelIdx ?? 0, { categoryIdx: 2, title: 'Rival run' })
    await addVod(other.channelIdx ?? 0, { categoryIdx: 4, title: 'Elsewhere' })
    const list = await videoClient().video.recommendAtEnd(vod)
    expect(list.length).toBeLessThanOrEqual(8)
    expect(list.map((v) => v.idx)).not.toContain(vod)
    expect(list.every((v) => v.titleName !== 'Elsewhere')).toBe(true)
    const own = list.filter((v) => v.channelId === 'maker')
    expect(list.slice(0, own.length)).toEqual(own)
    expect(list.find((v) => v.idx === rival)).toMatchObject({
      titleName: 'Rival run',
      type: 'upload',
      channelNickname: 'Nick rival',
    })
  })
})

describe('frames and pictures', () => {
  it('extracts frames for the owner, whose pick becomes the picture', async () => {
    expect((await apiError(videoClient(viewer.token).video.extractImage(vod))).code).toBe('VOD1004')
    const { imageList } = await videoClient(owner.token).video.extractImage(vod)
    expect(imageList.map((image) => image.time)).toEqual([0.3, 1, 1.6, 2.3, 3, 3.6])
    const frame = await fetch(new URL(imageList[2]?.url ?? '', server.url))
    expect(frame.status).toBe(200)
    expect(frame.headers.get('content-type')).toBe('image/jpeg')
    expect((await frame.arrayBuffer()).byteLength).toBeGreaterThan(500)

    const before = (await videoClient().video.getVideo(vod)).thumbnail ?? ''
    const picture = await fetch(new URL(before, server.url))
    expect(picture.status).toBe(200)
    const first = Buffer.from(await picture.arrayBuffer())
    await videoClient(owner.token).video.update(
      vod,
      videoUpdateFormData({ thumbnailTime: imageList[4]?.time ?? 0 }),
    )
    const after = (await videoClient().video.getVideo(vod)).thumbnail ?? ''
    expect(after).not.toBe(before)
    const changed = Buffer.from(await (await fetch(new URL(after, server.url))).arrayBuffer())
    expect(changed.equals(first)).toBe(false)
    expect((await fetch(`${server.url}/media/vod/999999/thumbnail.jpg`)).status).toBe(404)
    expect((await fetch(`${server.url}/media/vod/${vod}/frames/x.jpg`)).status).toBe(404)
  })
})
