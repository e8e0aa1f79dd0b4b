import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
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

const newPost = async () => (await owner.client.community.createPost({ content: 'post' })).idx
const report = (content: string) => ({
  streamerChannelId: 'owner',
  reportedChannelId: 'viewer',
  reportedCommentContent: content,
  reportReason: 1,
  contentIdx: 1,
})

describe('comments', () => {
  it('pages 10 at a time, newest first, the pinned one first on page 1 and not repeated', async () => {
    const postIdx = await newPost()
    const made = []
    for (let i = 0; i < 25; i++) {
      made.push(await viewer.client.community.createComment(postIdx, { content: `c${i}` }))
    }
    const pinned = made[5]
    if (!pinned) throw new Error('no comment')
    await owner.client.community.pinComment(pinned.commentIdx)
    const anonymous = communityClient(server.url).community
    const pages = [
      await anonymous.listComments(postIdx, { page: 1 }),
      await anonymous.listComments(postIdx, { page: 2 }),
      await anonymous.listComments(postIdx, { page: 3 }),
    ]
    expect(pages.map((p) => p.postComments.length)).toEqual([10, 10, 5])
    expect(pages.every((p) => p.totalCnt === 25)).toBe(true)
    const contents = pages.flatMap((p) => p.postComments.map((c) => c.content))
    expect(contents[0]).toBe('c5')
    expect(contents[1]).toBe('c24')
    expect(new Set(contents).size).toBe(25)
    expect(pages[0]?.postComments[0]?.isFixed).toBe(true)
  })

  it('sorts by likes', async () => {
    const postIdx = await newPost()
    const a = await viewer.client.community.createComment(postIdx, { content: 'a' })
    await viewer.client.community.createComment(postIdx, { content: 'b' })
    await other.client.community.likeComment(a.commentIdx)
    const byLike = await viewer.client.community.listComments(postIdx, { sort: 'like' })
    expect(byLike.postComments.map((c) => c.content)).toEqual(['a', 'b'])
    const recent = await viewer.client.community.listComments(postIdx, { sort: 'recently' })
    expect(recent.postComments.map((c) => c.content)).toEqual(['b', 'a'])
  })

  it('creates as written, 5000 visible characters at most, not blank, with a channel', async () => {
    const postIdx = await newPost()
    const text = '<script>alert(1)</script> {:wave:} https://a.test @owner\n\n  kept'
    const comment = await viewer.client.community.createComment(postIdx, { content: text })
    expect(comment).toMatchObject({
      content: text,
      channelId: 'viewer',
      nickname: 'Nick viewer',
      likeCnt: 0,
      replyCnt: 0,
      isEdited: false,
      isFixed: false,
    })
    const emoji = '👍🏽'.repeat(5000)
    expect((await viewer.client.community.createComment(postIdx, { content: emoji })).content).toBe(
      emoji,
    )
    const long = await apiError(
      viewer.client.community.createComment(postIdx, { content: `${emoji}x` }),
    )
    expect(long.status).toBe(400)
    expect(
      (await apiError(viewer.client.community.createComment(postIdx, { content: ' \n\t ' })))
        .status,
    ).toBe(400)
    const nobody = await addMember(server, 'nochannel', { channel: false })
    const noChannel = await apiError(
      nobody.client.community.createComment(postIdx, { content: 'hi' }),
    )
    expect(noChannel.status).toBe(403)
    expect((await owner.client.community.getPost(postIdx, { channelId: 'owner' })).commentCnt).toBe(
      2,
    )
  })

  it('edits (isEdited) by its author only', async () => {
    const postIdx = await newPost()
    const comment = await viewer.client.community.createComment(postIdx, { content: 'v1' })
    const edited = await viewer.client.community.updateComment(comment.commentIdx, {
      content: 'v2',
    })
    expect(edited).toMatchObject({ content: 'v2', isEdited: true })
    const byOwner = await apiError(
      owner.client.community.updateComment(comment.commentIdx, { content: 'x' }),
    )
    expect([byOwner.status, byOwner.code]).toEqual([403, 'FORBIDDEN'])
  })

  it('deletes by its author or the channel owner, not by others; the count follows', async () => {
    const postIdx = await newPost()
    const a = await viewer.client.community.createComment(postIdx, { content: 'a' })
    const b = await viewer.client.community.createComment(postIdx, { content: 'b' })
    const forbidden = await apiError(other.client.community.deleteComment(a.commentIdx))
    expect([forbidden.status, forbidden.code]).toEqual([403, 'FORBIDDEN'])
    await viewer.client.community.deleteComment(a.commentIdx)
    await owner.client.community.deleteComment(b.commentIdx)
    const page = await viewer.client.community.listComments(postIdx)
    expect(page).toMatchObject({ totalCnt: 0, postComments: [] })
    expect((await apiError(viewer.client.community.deleteComment(a.commentIdx))).status).toBe(404)
  })

  it('pins one comment at a time (pinning another replaces it) and unpins; owner only', async () => {
    const postIdx = await newPost()
    const a = await viewer.client.community.createComment(postIdx, { content: 'a' })
    const b = await viewer.client.community.createComment(postIdx, { content: 'b' })
    expect((await apiError(viewer.client.community.pinComment(a.commentIdx))).status).toBe(403)
    await owner.client.community.pinComment(a.commentIdx)
    await owner.client.community.pinComment(b.commentIdx)
    let page = await viewer.client.community.listComments(postIdx)
    expect(page.postComments.map((c) => [c.content, c.isFixed])).toEqual([
      ['b', true],
      ['a', false],
    ])
    expect((await apiError(viewer.client.community.unpinComment(b.commentIdx))).status).toBe(403)
    await owner.client.community.unpinComment(b.commentIdx)
    page = await viewer.client.community.listComments(postIdx)
    expect(page.postComments.every((c) => !c.isFixed)).toBe(true)
  })

  it('likes once per member; isLikeComment is the asker’s', async () => {
    const postIdx = await newPost()
    const c = await viewer.client.community.createComment(postIdx, { content: 'c' })
    expect(await other.client.community.likeComment(c.commentIdx)).toEqual({
      isLike: true,
      likeCnt: 1,
    })
    expect(await other.client.community.likeComment(c.commentIdx)).toEqual({
      isLike: true,
      likeCnt: 1,
    })
    expect(await owner.client.community.likeComment(c.commentIdx)).toEqual({
      isLike: true,
      likeCnt: 2,
    })
    const seen = (await other.client.community.listComments(postIdx)).postComments[0]
    expect(seen).toMatchObject({ isLikeComment: true, likeCnt: 2 })
    const fromViewer = (await viewer.client.community.listComments(postIdx)).postComments[0]
    expect(fromViewer?.isLikeComment).toBe(false)
    expect(await other.client.community.unlikeComment(c.commentIdx)).toEqual({
      isLike: false,
      likeCnt: 1,
    })
    expect((await apiError(other.client.community.likeComment(999999))).status).toBe(404)
  })

  it('reports once (CHA30049), not one own comment (CHA30017)', async () => {
    const postIdx = await newPost()
    const c = await viewer.client.community.createComment(postIdx, { content: 'rude' })
    await other.client.community.reportComment(c.commentIdx, report('rude'))
    const twice = await apiError(other.client.community.reportComment(c.commentIdx, report('rude')))
    expect([twice.status, twice.code]).toEqual([409, 'CHA30049'])
    const own = await apiError(viewer.client.community.reportComment(c.commentIdx, report('rude')))
    expect(own.code).toBe('CHA30017')
  })

  it('flags the comments and replies of channels the asker blocked', async () => {
    const postIdx = await newPost()
    const c = await viewer.client.community.createComment(postIdx, { content: 'c' })
    await viewer.client.community.createReply(c.commentIdx, { content: 'r' })
    await other.client.channel.block({ channelId: 'viewer' })
    expect(
      (await other.client.community.listComments(postIdx)).postComments[0]?.isBlockedChannel,
    ).toBe(true)
    const replies = await other.client.community.listReplies(c.commentIdx)
    expect(replies.postCommentReplies[0]?.isBlockedChannel).toBe(true)
    expect(
      (await owner.client.community.listComments(postIdx)).postComments[0]?.isBlockedChannel,
    ).toBe(false)
    await other.client.channel.unblock({ channelId: 'viewer' })
  })
})

describe('replies', () => {
  it('lists 10 a page newest first, counts replyCnt, deletes by author or owner', async () => {
    const postIdx = await newPost()
    const c = await viewer.client.community.createComment(postIdx, { content: 'c' })
    const made = []
    for (let i = 0; i < 12; i++) {
      made.push(await other.client.community.createReply(c.commentIdx, { content: `r${i}` }))
    }
    const p1 = await viewer.client.community.listReplies(c.commentIdx, { page: 1 })
    const p2 = await viewer.client.community.listReplies(c.commentIdx, { page: 2 })
    expect([p1.postCommentReplies.length, p2.postCommentReplies.length, p1.totalCnt]).toEqual([
      10, 2, 12,
    ])
    expect(p1.postCommentReplies[0]).toMatchObject({
      content: 'r11',
      channelId: 'other',
      likeCnt: 0,
    })
    const [first, second] = made
    if (!first || !second) throw new Error('no replies')
    const forbidden = await apiError(viewer.client.community.deleteReply(first.replyIdx))
    expect([forbidden.status, forbidden.code]).toEqual([403, 'FORBIDDEN'])
    await other.client.community.deleteReply(first.replyIdx)
    await owner.client.community.deleteReply(second.replyIdx)
    expect((await viewer.client.community.listComments(postIdx)).postComments[0]?.replyCnt).toBe(10)
    const blank = await apiError(
      other.client.community.createReply(c.commentIdx, { content: '  ' }),
    )
    expect(blank.status).toBe(400)
  })

  it('likes and reports replies', async () => {
    const postIdx = await newPost()
    const c = await viewer.client.community.createComment(postIdx, { content: 'c' })
    const r = await viewer.client.community.createReply(c.commentIdx, { content: 'r' })
    expect(await other.client.community.likeReply(r.replyIdx)).toEqual({ isLike: true, likeCnt: 1 })
    expect(await other.client.community.likeReply(r.replyIdx)).toEqual({ isLike: true, likeCnt: 1 })
    const listed = await other.client.community.listReplies(c.commentIdx)
    expect(listed.postCommentReplies[0]).toMatchObject({ isLikeReply: true, likeCnt: 1 })
    expect(await other.client.community.unlikeReply(r.replyIdx)).toEqual({
      isLike: false,
      likeCnt: 0,
    })
    await other.client.community.reportReply(r.replyIdx, report('r'))
    const twice = await apiError(other.client.community.reportReply(r.replyIdx, report('r')))
    expect(twice.code).toBe('CHA30049')
    expect(
      (await apiError(viewer.client.community.reportReply(r.replyIdx, report('r')))).code,
    ).toBe('CHA30017')
  })

  it('hides the replies of a deleted comment', async () => {
    const postIdx = await newPost()
    const c = await viewer.client.community.createComment(postIdx, { content: 'c' })
    const r = await viewer.client.community.createReply(c.commentIdx, { content: 'r' })
    await viewer.client.community.deleteComment(c.commentIdx)
    expect((await apiError(viewer.client.community.listReplies(c.commentIdx))).status).toBe(404)
    expect((await apiError(other.client.community.likeReply(r.replyIdx))).status).toBe(404)
  })
})
