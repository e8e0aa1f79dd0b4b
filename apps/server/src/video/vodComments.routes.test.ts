import { createClient } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { videoEndpoints } from '@airwave/sdk/video'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelManagers, commentLikes, mediaVods, postComments } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
let owner: TestMember
let manager: TestMember
let viewer: TestMember
let other: TestMember

function videoClient(token?: string) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({
    baseUrl: server.url,
    endpoints: { video: videoEndpoints, channel: channelEndpoints },
    ...(token ? { fetch: signed } : {}),
  })
}
const as = (member: TestMember) => videoClient(member.token).video

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'owner')
  manager = await addMember(server, 'manager')
  viewer = await addMember(server, 'viewer')
  other = await addMember(server, 'other')
  if (!owner.channelIdx || !manager.channelIdx) throw new Error('no channel')
  await server.deps.db
    .insert(channelManagers)
    .values({ channelId: owner.channelIdx, managerChannelId: manager.channelIdx })
})
afterAll(() => server.stop())

async function newVideo(options: { hidden?: boolean } = {}) {
  if (!owner.channelIdx) throw new Error('no channel')
  const [row] = await server.deps.db
    .insert(mediaVods)
    .values({ channelId: owner.channelIdx, title: 'a video', status: 'ready', ...options })
    .returning({ id: mediaVods.id })
  if (!row) throw new Error('no video')
  return row.id
}

const comment = (text: string) => ({ comment: text, nickName: 'ignored' })
const report = (text: string) => ({
  streamerChannelId: 'owner',
  reportedChannelId: 'viewer',
  reportedCommentContent: text,
  reportReason: 1,
  contentIdx: 1,
  reportedCommentType: 4 as const,
})

describe('video comments: listing', () => {
  it('pages 20 then 10, by likes (the default; equal counts oldest first) or newest first, the pinned one leading page 1 only', async () => {
    const vodNo = await newVideo()
    const made = []
    for (let i = 0; i < 35; i++) made.push(await as(viewer).createComment(vodNo, comment(`c${i}`)))
    const [c0, c1, c2, c3] = made
    if (!c0 || !c1 || !c2 || !c3) throw new Error('no comments')
    await as(other).likeComment(c2.commentIdx, {})
    await as(owner).likeComment(c2.commentIdx, {})
    await as(other).likeComment(c3.commentIdx, {})
    await as(owner).pinComment(c1.commentIdx)
    const guest = videoClient().video

    const byLikes = [
      await guest.listComments(vodNo),
      await guest.listComments(vodNo, { page: 2 }),
      await guest.listComments(vodNo, { page: 3 }),
    ]
    expect(byLikes.map((p) => [p.currentPage, p.totalCnt, p.vodCommentList.length])).toEqual([
      [1, 35, 20],
      [2, 35, 10],
      [3, 35, 5],
    ])
    const liked = byLikes.flatMap((p) => p.vodCommentList.map((c) => c.content))
    expect(liked.slice(0, 5)).toEqual(['c1', 'c2', 'c3', 'c0', 'c4'])
    expect(liked.at(-1)).toBe('c34')
    expect(new Set(liked).size).toBe(35)
    expect(byLikes[0]?.vodCommentList[0]).toMatchObject({ content: 'c1', isFixed: true })
    expect(byLikes[0]?.vodCommentList[1]).toMatchObject({ content: 'c2', likeCnt: 2 })

    const newest = await guest.listComments(vodNo, { sort: 'createDate-desc' })
    expect(newest.vodCommentList.slice(0, 3).map((c) => c.content)).toEqual(['c1', 'c34', 'c33'])
    const page2 = await guest.listComments(vodNo, { sort: 'createDate-desc', page: 2, limit: 10 })
    // The pinned comment took one of page 1's 20 places: page 1 ends at c16.
    expect(page2.vodCommentList.map((c) => c.content)).toEqual([
      'c15',
      'c14',
      'c13',
      'c12',
      'c11',
      'c10',
      'c9',
      'c8',
      'c7',
      'c6',
    ])
    const small = await guest.listComments(vodNo, { firstPageLimit: 5, limit: 3, page: 2 })
    expect(small.vodCommentList.map((c) => c.content)).toEqual(['c5', 'c6', 'c7'])
  })

  it('answers the author, the channel nickname (not the one sent) and the caller flags', async () => {
    const vodNo = await newVideo()
    const made = await as(viewer).createComment(vodNo, { comment: '  hi  ', nickName: 'Fake' })
    expect(made).toMatchObject({
      content: 'hi',
      channelId: 'viewer',
      nickName: 'Nick viewer',
      isFixed: false,
      likeCnt: 0,
      isLike: false,
      replyCnt: 0,
      isBlockedChannel: false,
    })
    await as(other).likeComment(made.commentIdx, {})
    const seen = (await as(other).listComments(vodNo)).vodCommentList[0]
    expect(seen).toMatchObject({ isLike: true, likeCnt: 1 })
    const guest = (await videoClient().video.listComments(vodNo)).vodCommentList[0]
    expect(guest).toMatchObject({ isLike: false, likeCnt: 1 })
  })

  it('flags the comments and replies of channels the caller blocked', async () => {
    const vodNo = await newVideo()
    const c = await as(viewer).createComment(vodNo, comment('c'))
    await as(viewer).createReply(c.commentIdx, { reply: 'r', nickName: 'x' })
    const channel = videoClient(other.token).channel
    await channel.block({ channelId: 'viewer' })
    expect((await as(other).listComments(vodNo)).vodCommentList[0]?.isBlockedChannel).toBe(true)
    expect((await as(other).listReplies(c.commentIdx)).vodReplyList[0]?.isBlockedChannel).toBe(true)
    expect((await as(owner).listComments(vodNo)).vodCommentList[0]?.isBlockedChannel).toBe(false)
    await channel.unblock({ channelId: 'viewer' })
  })

  it('follows the video: hidden ones only for the owner and managers (VOD1008), missing ones VOD1000', async () => {
    const vodNo = await newVideo({ hidden: true })
    const hidden = await apiError(videoClient().video.listComments(vodNo))
    expect([hidden.status, hidden.code]).toEqual([403, 'VOD1008'])
    expect((await as(manager).listComments(vodNo)).totalCnt).toBe(0)
    const write = await apiError(as(viewer).createComment(vodNo, comment('x')))
    expect(write.code).toBe('VOD1008')
    const missing = await apiError(videoClient().video.listComments(vodNo + 1000))
    expect([missing.status, missing.code]).toEqual([404, 'VOD1000'])
  })

  it('keeps a post and a video apart: a community comment is not a video comment', async () => {
    const post = await owner.client.community.createPost({ content: 'post' })
    const c = await viewer.client.community.createComment(post.idx, { content: 'on a post' })
    const error = await apiError(as(other).likeComment(c.commentIdx, {}))
    expect(error.status).toBe(404)
    const vodNo = await newVideo()
    const v = await as(viewer).createComment(vodNo, comment('on a video'))
    const back = await apiError(other.client.community.likeComment(v.commentIdx))
    expect(back.status).toBe(404)
  })
})

describe('video comments: writing', () => {
  it('needs a member with a channel, and text', async () => {
    const vodNo = await newVideo()
    const guest = await apiError(videoClient().video.createComment(vodNo, comment('x')))
    expect(guest.status).toBe(401)
    const nobody = await addMember(server, 'nochannel', { channel: false })
    const noChannel = await apiError(as(nobody).createComment(vodNo, comment('x')))
    expect([noChannel.status, noChannel.code]).toEqual([403, 'CHANNEL_REQUIRED'])
    const raw = (body: unknown) =>
      fetch(`${server.url}/vodComment/comment/${vodNo}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${viewer.token}` },
        body: JSON.stringify(body),
      })
    for (const body of [
      { comment: '   ', nickName: 'n' },
      { comment: 5, nickName: 'n' },
      { nickName: 'n' },
      { comment: 'a\u0000b', nickName: 'n' },
      { comment: 'x'.repeat(5001), nickName: 'n' },
    ]) {
      const response = await raw(body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_REQUEST')
    }
    expect((await raw({ comment: '🙂'.repeat(5000), nickName: 'n' })).status).toBe(201)
    expect((await videoClient().video.listComments(vodNo)).totalCnt).toBe(1)
  })

  it('refuses bad paging and ids with 400 and 404', async () => {
    const vodNo = await newVideo()
    for (const query of ['page=0', 'limit=-1', 'limit=101', 'firstPageLimit=1.5', 'sort=best']) {
      const response = await fetch(`${server.url}/vodComment/list/${vodNo}?${query}`)
      expect(response.status, query).toBe(400)
    }
    expect((await fetch(`${server.url}/vodComment/list/abc`)).status).toBe(404)
    const gone = await apiError(as(viewer).deleteComment(99999999))
    expect(gone.status).toBe(404)
  })

  it('deletes by the author or the video owner only, and the total follows', async () => {
    const vodNo = await newVideo()
    const a = await as(viewer).createComment(vodNo, comment('a'))
    const b = await as(viewer).createComment(vodNo, comment('b'))
    const stranger = await apiError(as(other).deleteComment(a.commentIdx))
    expect([stranger.status, stranger.code]).toEqual([403, 'VOD1004'])
    const byManager = await apiError(as(manager).deleteComment(a.commentIdx))
    expect(byManager.code).toBe('VOD1004')
    await as(viewer).deleteComment(a.commentIdx)
    await as(owner).deleteComment(b.commentIdx)
    const page = await videoClient().video.listComments(vodNo)
    expect(page).toMatchObject({ totalCnt: 0, vodCommentList: [] })
    expect((await apiError(as(viewer).deleteComment(a.commentIdx))).status).toBe(404)
  })

  it('pins one comment: a pin replaces the previous one; the owner and managers only', async () => {
    const vodNo = await newVideo()
    const a = await as(viewer).createComment(vodNo, comment('a'))
    const b = await as(other).createComment(vodNo, comment('b'))
    const refused = await apiError(as(viewer).pinComment(a.commentIdx))
    expect([refused.status, refused.code]).toEqual([403, 'VOD1004'])
    await as(owner).pinComment(a.commentIdx)
    await as(manager).pinComment(b.commentIdx)
    const page = await videoClient().video.listComments(vodNo, { sort: 'createDate-desc' })
    expect(page.vodCommentList.map((c) => [c.content, c.isFixed])).toEqual([
      ['b', true],
      ['a', false],
    ])
    expect((await apiError(as(other).unpinComment(b.commentIdx))).code).toBe('VOD1004')
    await as(owner).unpinComment(b.commentIdx)
    const after = await videoClient().video.listComments(vodNo)
    expect(after.vodCommentList.every((c) => !c.isFixed)).toBe(true)
  })

  it('leaves exactly one pinned comment when two pins race', async () => {
    const vodNo = await newVideo()
    const made = []
    for (let i = 0; i < 6; i++) made.push(await as(viewer).createComment(vodNo, comment(`p${i}`)))
    await Promise.all(made.map((c, i) => as(i % 2 ? manager : owner).pinComment(c.commentIdx)))
    const pinned = await server.deps.db
      .select({ id: postComments.id })
      .from(postComments)
      .where(
        and(
          eq(postComments.vodId, vodNo),
          eq(postComments.isFixed, true),
          isNull(postComments.deletedAt),
        ),
      )
    expect(pinned).toHaveLength(1)
  })

  it('reports a comment once: the second report is VOD1021, one own comment CHA30017', async () => {
    const vodNo = await newVideo()
    const c = await as(viewer).createComment(vodNo, comment('rude'))
    await as(other).reportComment(c.commentIdx, report('rude'))
    const twice = await apiError(as(other).reportComment(c.commentIdx, report('rude')))
    expect([twice.status, twice.code]).toEqual([409, 'VOD1021'])
    const own = await apiError(as(viewer).reportComment(c.commentIdx, report('rude')))
    expect(own.code).toBe('CHA30017')
    const bad = await apiError(
      as(owner).reportComment(c.commentIdx, { ...report('x'), reportReason: 0 }),
    )
    expect(bad.status).toBe(400)
  })
})

describe('video comments: likes', () => {
  it('counts a like twice once, and an unlike of nothing as nothing', async () => {
    const vodNo = await newVideo()
    const c = await as(viewer).createComment(vodNo, comment('c'))
    await as(other).likeComment(c.commentIdx, { vodNo, nickName: 'x' })
    await as(other).likeComment(c.commentIdx, { vodNo, nickName: 'x' })
    expect((await as(other).listComments(vodNo)).vodCommentList[0]).toMatchObject({
      likeCnt: 1,
      isLike: true,
    })
    await as(other).unlikeComment(c.commentIdx)
    await as(other).unlikeComment(c.commentIdx)
    expect((await as(other).listComments(vodNo)).vodCommentList[0]).toMatchObject({
      likeCnt: 0,
      isLike: false,
    })
    expect((await apiError(videoClient().video.likeComment(c.commentIdx, {}))).status).toBe(401)
  })

  it('keeps counts exact when many members like and unlike at once', async () => {
    const vodNo = await newVideo()
    const c = await as(viewer).createComment(vodNo, comment('c'))
    const likers: TestMember[] = []
    for (let i = 0; i < 12; i++) likers.push(await addMember(server, `liker${i}`))
    // Every member likes twice at once, the first half then unlikes twice at once.
    await Promise.all(
      likers.flatMap((m) => [
        as(m).likeComment(c.commentIdx, {}),
        as(m).likeComment(c.commentIdx, {}),
      ]),
    )
    await Promise.all(
      likers
        .slice(0, 6)
        .flatMap((m) => [as(m).unlikeComment(c.commentIdx), as(m).unlikeComment(c.commentIdx)]),
    )
    const rows = await server.deps.db
      .select({ memberId: commentLikes.memberId })
      .from(commentLikes)
      .where(eq(commentLikes.targetId, c.commentIdx))
    expect(rows).toHaveLength(6)
    expect((await videoClient().video.listComments(vodNo)).vodCommentList[0]?.likeCnt).toBe(6)
  })
})

describe('video comments: replies', () => {
  it('lists newest first with the paging defaults, counts on the comment, likes once, deletes by author or owner', async () => {
    const vodNo = await newVideo()
    const c = await as(viewer).createComment(vodNo, comment('c'))
    const made = []
    for (let i = 0; i < 22; i++) {
      made.push(
        await as(i % 2 ? other : viewer).createReply(c.commentIdx, {
          reply: `r${i}`,
          nickName: 'n',
        }),
      )
    }
    const first = await videoClient().video.listReplies(c.commentIdx)
    expect([first.totalCnt, first.vodReplyList.length]).toEqual([22, 20])
    expect(first.vodReplyList[0]).toMatchObject({ content: 'r21', channelId: 'other' })
    const second = await videoClient().video.listReplies(c.commentIdx, { page: 2 })
    expect(second.vodReplyList.map((r) => r.content)).toEqual(['r1', 'r0'])
    expect((await videoClient().video.listComments(vodNo)).vodCommentList[0]?.replyCnt).toBe(22)

    const [r0, r1] = made
    if (!r0 || !r1) throw new Error('no replies')
    await as(owner).likeReply(r0.replyIdx)
    await as(owner).likeReply(r0.replyIdx)
    const liked = (await as(owner).listReplies(c.commentIdx, { page: 2 })).vodReplyList.at(-1)
    expect(liked).toMatchObject({ content: 'r0', likeCnt: 1, isLike: true })
    await as(owner).unlikeReply(r0.replyIdx)

    const refused = await apiError(as(other).deleteReply(r0.replyIdx))
    expect([refused.status, refused.code]).toEqual([403, 'VOD1004'])
    await as(viewer).deleteReply(r0.replyIdx)
    await as(owner).deleteReply(r1.replyIdx)
    expect((await videoClient().video.listReplies(c.commentIdx)).totalCnt).toBe(20)
    expect((await videoClient().video.listComments(vodNo)).vodCommentList[0]?.replyCnt).toBe(20)
    const noChannel = await addMember(server, 'replier', { channel: false })
    const refusedWrite = await apiError(
      as(noChannel).createReply(c.commentIdx, { reply: 'x', nickName: 'n' }),
    )
    expect(refusedWrite.code).toBe('CHANNEL_REQUIRED')
    await as(viewer).deleteComment(c.commentIdx)
    expect((await apiError(videoClient().video.listReplies(c.commentIdx))).status).toBe(404)
  })
})

describe('video comments: write limits', () => {
  it('answer 429 RATE_LIMITED past 20 comments a minute per member; replies count apart', async () => {
    const limited = await startTestServer({ config: { writeRateLimits: true } })
    try {
      const author = await addMember(limited, 'author')
      if (!author.channelIdx) throw new Error('no channel')
      const [vod] = await limited.deps.db
        .insert(mediaVods)
        .values({ channelId: author.channelIdx, title: 'v', status: 'ready' })
        .returning({ id: mediaVods.id })
      const post = (path: string, body: unknown) =>
        fetch(`${limited.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        statuses.push((await post(`/vodComment/comment/${vod?.id}`, comment(`c${i}`))).status)
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201))
      expect(statuses[20]).toBe(429)
      const page = await fetch(`${limited.url}/vodComment/list/${vod?.id}`)
      const first = ((await page.json()) as { data: { vodCommentList: { commentIdx: number }[] } })
        .data.vodCommentList[0]
      const replied = await post(`/vodComment/reply/${first?.commentIdx}`, {
        reply: 'r',
        nickName: 'n',
      })
      expect(replied.status).toBe(201)
    } finally {
      await limited.stop()
    }
  })
})
