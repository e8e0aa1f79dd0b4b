import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communityPosts } from '../db/schema'
import type { RunningServer } from '../server'
import { advanceClock, resetClock, startTestServer } from '../testing/testServer'
import { addMember, apiError, communityClient, type TestMember } from './testKit'

let server: RunningServer
let owner: TestMember
let viewer: TestMember
let other: TestMember

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'owner')
  viewer = await addMember(server, 'viewer')
  other = await addMember(server, 'other')
})
afterAll(() => server.stop())

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString()

describe('posts', () => {
  it('pages 20 then 10 with no post skipped or repeated; total counts the visible posts', async () => {
    const board = await addMember(server, 'paging')
    for (let i = 0; i < 35; i++) await board.client.community.createPost({ content: `post ${i}` })
    await board.client.community.createPost({ content: 'later', reservedDate: inOneHour() })
    const anonymous = communityClient(server.url)
    const pages = []
    for (const page of [1, 2, 3, 4]) {
      pages.push(
        await anonymous.community.listPosts({
          channelId: 'paging',
          page,
          limit: page === 1 ? 20 : 10,
        }),
      )
    }
    expect(pages.map((p) => p.list.length)).toEqual([20, 10, 5, 0])
    expect(pages.every((p) => p.total === 35)).toBe(true)
    const contents = pages.flatMap((p) => p.list.map((post) => post.content))
    expect(new Set(contents).size).toBe(35)
    expect(contents[0]).toBe('post 34')
    // The owner also sees the reserved post.
    const own = await board.client.community.listPosts({ channelId: 'paging' })
    expect(own.total).toBe(36)
    expect(own.list.some((post) => post.isReserved)).toBe(true)
  })

  it('filters by search, postType and sorts', async () => {
    const board = await addMember(server, 'filters')
    const a = await board.client.community.createPost({ content: 'Cats 100% fun' })
    await board.client.community.createPost({
      content: 'dogs',
      attachImgLink: ['https://cdn.test/a.png'],
    })
    await viewer.client.community.likePost(a.idx)
    const list = (query: Record<string, string>) =>
      communityClient(server.url).community.listPosts({ channelId: 'filters', ...query })
    expect((await list({ search: '100%' })).list.map((p) => p.content)).toEqual(['Cats 100% fun'])
    expect((await list({ search: '_' })).total).toBe(0)
    expect((await list({ postType: 'image' })).list.map((p) => p.content)).toEqual(['dogs'])
    expect((await list({ postType: 'text' })).list.map((p) => p.content)).toEqual(['Cats 100% fun'])
    expect((await list({ sort: 'like' })).list[0]?.content).toBe('Cats 100% fun')
    expect((await list({ sort: 'oldest' })).list[0]?.content).toBe('Cats 100% fun')
    expect((await apiError(list({ sort: 'nope' }))).status).toBe(400)
    expect((await apiError(list({ postType: 'nope' }))).status).toBe(400)
    expect((await apiError(list({ channelId: 'nobody' }))).code).toBe('CHA30023')
  })

  it('creates a post as written and reads it back; the detail of another channel is not found', async () => {
    const text = '<b>bold</b> & "quotes"\nline two 👍🏽'
    const post = await owner.client.community.createPost({
      content: text,
      socialPostLink: 'https://x.com/a',
    })
    expect(post).toMatchObject({
      content: text,
      channelId: 'owner',
      likeCnt: 0,
      commentCnt: 0,
      isFixed: false,
    })
    const read = await viewer.client.community.getPost(post.idx, { channelId: 'owner' })
    expect(read.content).toBe(text)
    expect(read.socialPostLink).toBe('https://x.com/a')
    const wrong = await apiError(viewer.client.community.getPost(post.idx, { channelId: 'viewer' }))
    expect([wrong.status, wrong.code]).toEqual([404, 'NOT_FOUND'])
    expect(
      (await apiError(viewer.client.community.getPost(999999, { channelId: 'owner' }))).status,
    ).toBe(404)
  })

  it('edits and deletes by the channel owner only', async () => {
    const post = await owner.client.community.createPost({ content: 'v1' })
    const edited = await owner.client.community.updatePost(post.idx, { content: 'v2' })
    expect(edited.post.content).toBe('v2')
    expect(edited.replacedPostIdx).toBeNull()
    expect(
      (await apiError(viewer.client.community.updatePost(post.idx, { content: 'x' }))).status,
    ).toBe(403)
    expect((await apiError(viewer.client.community.deletePost(post.idx))).status).toBe(403)
    await owner.client.community.deletePost(post.idx)
    expect(
      (await apiError(viewer.client.community.getPost(post.idx, { channelId: 'owner' }))).status,
    ).toBe(404)
    expect((await apiError(owner.client.community.deletePost(post.idx))).status).toBe(404)
  })

  it('hides reserved posts from others until their date', async () => {
    const post = await owner.client.community.createPost({
      content: 'soon',
      reservedDate: inOneHour(),
    })
    expect(post.isReserved).toBe(true)
    expect(
      (await apiError(viewer.client.community.getPost(post.idx, { channelId: 'owner' }))).status,
    ).toBe(404)
    expect((await apiError(viewer.client.community.likePost(post.idx))).status).toBe(404)
    expect((await apiError(viewer.client.community.listComments(post.idx))).status).toBe(404)
    const own = await owner.client.community.getPost(post.idx, { channelId: 'owner' })
    expect(own.isReserved).toBe(true)
    // Its date comes: everybody sees it.
    const { db } = server.deps
    await db
      .update(communityPosts)
      .set({ reservedAt: new Date(Date.now() - 1000) })
      .where(eq(communityPosts.id, post.idx))
    const seen = await viewer.client.community.getPost(post.idx, { channelId: 'owner' })
    expect(seen.isReserved).toBe(false)
    const past = await apiError(
      owner.client.community.createPost({ content: 'x', reservedDate: '2001-01-01T00:00:00Z' }),
    )
    expect(past.status).toBe(400)
  })

  it("publishes a reserved post when the server's clock reaches its date", async () => {
    const post = await owner.client.community.createPost({
      content: 'at its time',
      reservedDate: inOneHour(),
    })
    const listed = async () =>
      (await viewer.client.community.listPosts({ channelId: 'owner', limit: 100 })).list.map(
        (p) => p.idx,
      )
    expect(await listed()).not.toContain(post.idx)
    advanceClock(61 * 60 * 1000)
    try {
      expect(await listed()).toContain(post.idx)
      const seen = await viewer.client.community.getPost(post.idx, { channelId: 'owner' })
      expect(seen.isReserved).toBe(false)
    } finally {
      resetClock()
    }
    expect(await listed()).not.toContain(post.idx)
  })

  it('pins one published and one reserved post; pinning another names the replaced one', async () => {
    const board = await addMember(server, 'pins')
    const c = board.client.community
    const a = await c.createPost({ content: 'a', isFixed: true })
    const b = await c.createPost({ content: 'b' })
    const r1 = await c.createPost({ content: 'r1', reservedDate: inOneHour(), isFixed: true })
    expect(await c.getPinStatus(a.idx)).toEqual({ isFixedPublished: true, isFixedReserved: true })
    const pinned = await c.updatePost(b.idx, { isFixed: true })
    expect(pinned).toMatchObject({ post: { idx: b.idx, isFixed: true }, replacedPostIdx: a.idx })
    const r2 = await c.createPost({ content: 'r2', reservedDate: inOneHour() })
    expect((await c.updatePost(r2.idx, { isFixed: true })).replacedPostIdx).toBe(r1.idx)
    const list = await c.listPosts({ channelId: 'pins' })
    expect(
      list.list
        .filter((p) => p.isFixed)
        .map((p) => p.idx)
        .sort(),
    ).toEqual([b.idx, r2.idx].sort())
    expect(list.list[0]?.isFixed).toBe(true)
    const unpinned = await c.updatePost(b.idx, { isFixed: false })
    expect(unpinned.post.isFixed).toBe(false)
    expect(await c.getPinStatus(a.idx)).toEqual({ isFixedPublished: false, isFixedReserved: true })
    expect((await apiError(viewer.client.community.getPinStatus(a.idx))).status).toBe(403)
  })

  it('likes once per member and answers { isLike, likeCnt }', async () => {
    const post = await owner.client.community.createPost({ content: 'like me' })
    expect(await viewer.client.community.likePost(post.idx)).toEqual({ isLike: true, likeCnt: 1 })
    expect(await viewer.client.community.likePost(post.idx)).toEqual({ isLike: true, likeCnt: 1 })
    expect(await other.client.community.likePost(post.idx, { channelId: 'owner' })).toEqual({
      isLike: true,
      likeCnt: 2,
    })
    expect(
      (await viewer.client.community.getPost(post.idx, { channelId: 'owner' })).isLikePost,
    ).toBe(true)
    expect(
      (await owner.client.community.getPost(post.idx, { channelId: 'owner' })).isLikePost,
    ).toBe(false)
    expect(await viewer.client.community.unlikePost(post.idx)).toEqual({
      isLike: false,
      likeCnt: 1,
    })
    expect(await viewer.client.community.unlikePost(post.idx)).toEqual({
      isLike: false,
      likeCnt: 1,
    })
    const wrong = await apiError(
      viewer.client.community.likePost(post.idx, { channelId: 'viewer' }),
    )
    expect(wrong.status).toBe(404)
  })

  it('reports once (CHA30049), never one own post (CHA30017)', async () => {
    const post = await owner.client.community.createPost({ content: 'report me' })
    await viewer.client.community.reportPost(post.idx, {
      reportReasonIdx: 2,
      reportedCommentContent: 'spam',
    })
    const twice = await apiError(
      viewer.client.community.reportPost(post.idx, { reportReasonIdx: 2 }),
    )
    expect([twice.status, twice.code]).toEqual([409, 'CHA30049'])
    const own = await apiError(owner.client.community.reportPost(post.idx, { reportReasonIdx: 2 }))
    expect([own.status, own.code]).toEqual([403, 'CHA30017'])
    const badReason = await apiError(
      other.client.community.reportPost(post.idx, { reportReasonIdx: -1 }),
    )
    expect(badReason.status).toBe(400)
  })

  it('shows a preview of the pinned or newest comment', async () => {
    const post = await owner.client.community.createPost({ content: 'preview' })
    await viewer.client.community.createComment(post.idx, { content: 'first' })
    await other.client.community.createComment(post.idx, { content: 'second' })
    const read = () => viewer.client.community.getPost(post.idx, { channelId: 'owner' })
    expect((await read()).previewComment).toEqual({
      commentNickname: 'Nick other',
      commentContent: 'second',
    })
    expect((await read()).commentCnt).toBe(2)
    await viewer.client.channel.block({ channelId: 'other' })
    expect((await read()).previewComment?.commentContent).toBe('first')
    await viewer.client.channel.unblock({ channelId: 'other' })
  })
})
