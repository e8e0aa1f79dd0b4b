import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningServer } from '../server'
import { sdkClient } from '../testing/sdkClient'
import { startTestServer } from '../testing/testServer'
import { addMember, apiError, communityClient, type TestMember } from './testKit'

// A TTL far longer than any test: whatever a read shows right after a write comes from the
// write's invalidation, not from an expired entry.
let server: RunningServer
let owner: TestMember
let viewer: TestMember
let other: TestMember

beforeAll(async () => {
  server = await startTestServer({ config: { commentCacheMs: 60_000 } })
  owner = await addMember(server, 'owner')
  viewer = await addMember(server, 'viewer')
  other = await addMember(server, 'other')
})
afterAll(() => server.stop())

const anonymous = () => communityClient(server.url).community
const newPost = async () => (await owner.client.community.createPost({ content: 'post' })).idx
const contents = async (postIdx: number) =>
  (await anonymous().listComments(postIdx)).postComments.map((c) => c.content)

describe('comment pages served from memory', () => {
  it('show a created, edited or deleted comment on the very next read', async () => {
    const postIdx = await newPost()
    expect(await contents(postIdx)).toEqual([])
    const a = await viewer.client.community.createComment(postIdx, { content: 'a' })
    expect(await contents(postIdx)).toEqual(['a'])
    await viewer.client.community.createComment(postIdx, { content: 'b' })
    expect(await contents(postIdx)).toEqual(['b', 'a'])
    await viewer.client.community.updateComment(a.commentIdx, { content: 'a2' })
    const edited = await anonymous().listComments(postIdx)
    expect(edited.postComments.find((c) => c.commentIdx === a.commentIdx)).toMatchObject({
      content: 'a2',
      isEdited: true,
    })
    await viewer.client.community.deleteComment(a.commentIdx)
    const after = await anonymous().listComments(postIdx)
    expect(after.postComments.map((c) => c.content)).toEqual(['b'])
    expect(after.totalCnt).toBe(1)
  })

  it('show likes, pins and reply counts at once, with each caller its own flags', async () => {
    const postIdx = await newPost()
    const a = await viewer.client.community.createComment(postIdx, { content: 'a' })
    await viewer.client.community.createComment(postIdx, { content: 'b' })
    const read = async (client = anonymous()) =>
      (await client.listComments(postIdx, { sort: 'like' })).postComments
    expect((await read()).map((c) => c.content)).toEqual(['b', 'a'])

    await other.client.community.likeComment(a.commentIdx)
    expect((await read())[0]).toMatchObject({ content: 'a', likeCnt: 1, isLikeComment: false })
    expect((await read(other.client.community))[0]?.isLikeComment).toBe(true)
    expect((await read(viewer.client.community))[0]?.isLikeComment).toBe(false)
    await other.client.community.unlikeComment(a.commentIdx)
    expect((await read()).map((c) => [c.content, c.likeCnt])).toEqual([
      ['b', 0],
      ['a', 0],
    ])

    await owner.client.community.pinComment(a.commentIdx)
    expect((await read())[0]).toMatchObject({ content: 'a', isFixed: true })
    await owner.client.community.unpinComment(a.commentIdx)
    expect((await read())[0]).toMatchObject({ content: 'b', isFixed: false })

    const reply = await other.client.community.createReply(a.commentIdx, { content: 'r' })
    expect((await read()).find((c) => c.content === 'a')?.replyCnt).toBe(1)
    await other.client.community.deleteReply(reply.replyIdx)
    expect((await read()).find((c) => c.content === 'a')?.replyCnt).toBe(0)
  })

  it('flag a blocked author for the member who blocked it only, and only its comments', async () => {
    const postIdx = await newPost()
    const a = await viewer.client.community.createComment(postIdx, { content: 'a' })
    await owner.client.community.createComment(postIdx, { content: 'b' })
    await other.client.community.createComment(postIdx, { content: 'c' })
    await owner.client.community.createReply(a.commentIdx, { content: 'ra' })
    await viewer.client.community.createReply(a.commentIdx, { content: 'rb' })
    const blockedOf = async (client = anonymous()) =>
      (await client.listComments(postIdx)).postComments.map((c) => [c.content, c.isBlockedChannel])
    const repliesBlockedOf = async (client = anonymous()) =>
      (await client.listReplies(a.commentIdx)).postCommentReplies.map((r) => [
        r.content,
        r.isBlockedChannel,
      ])
    expect(await blockedOf()).toEqual([
      ['c', false],
      ['b', false],
      ['a', false],
    ])
    await other.client.channel.block({ channelId: 'viewer' })
    // Every other author's comments stay as they are, the blocker's own included.
    expect(await blockedOf(other.client.community)).toEqual([
      ['c', false],
      ['b', false],
      ['a', true],
    ])
    expect(await repliesBlockedOf(other.client.community)).toEqual([
      ['rb', true],
      ['ra', false],
    ])
    expect(await blockedOf(owner.client.community)).toEqual([
      ['c', false],
      ['b', false],
      ['a', false],
    ])
    await other.client.channel.unblock({ channelId: 'viewer' })
  })

  it('stop at once when the post is deleted or its owner withdraws', async () => {
    const postIdx = await newPost()
    await viewer.client.community.createComment(postIdx, { content: 'a' })
    expect(await contents(postIdx)).toEqual(['a'])
    await owner.client.community.deletePost(postIdx)
    expect((await apiError(anonymous().listComments(postIdx))).status).toBe(404)

    const leaver = await addMember(server, 'leaver', { password: 'Leave#2026' })
    const leaverPost = (await leaver.client.community.createPost({ content: 'bye' })).idx
    await viewer.client.community.createComment(leaverPost, { content: 'a' })
    expect(await contents(leaverPost)).toEqual(['a'])
    await sdkClient(server.url, () => leaver.token).account.deleteAccount({
      isTermsTerminationAccepted: true,
      unRegisterReason: { code: '1' },
      password: 'Leave#2026',
    })
    expect((await apiError(anonymous().listComments(leaverPost))).status).toBe(404)
  })

  it("keep a reserved post's comments from others until its time, also when cached", async () => {
    // Ten minutes ahead, then the clock is moved past it: no real wait, so a busy machine
    // cannot reach the date before the "not yet" checks run. Only `Date` is faked: the page
    // cache took the real `Date.now` when it was made, so the cached page stays cached.
    const reservedAt = Date.now() + 10 * 60 * 1000
    const postIdx = (
      await owner.client.community.createPost({
        content: 'soon',
        reservedDate: new Date(reservedAt).toISOString(),
      })
    ).idx
    await owner.client.community.createComment(postIdx, { content: 'early' })
    // The owner's read fills the cache; the others must still not see the post.
    expect((await owner.client.community.listComments(postIdx)).postComments).toHaveLength(1)
    expect((await apiError(anonymous().listComments(postIdx))).status).toBe(404)
    expect((await apiError(viewer.client.community.listComments(postIdx))).status).toBe(404)
    // Its time comes with no write: the cached page is now shown to everyone.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(reservedAt + 1000)
      expect(await contents(postIdx)).toEqual(['early'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('publishes at once when the owner clears the reservation', async () => {
    const reservedDate = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    const postIdx = (await owner.client.community.createPost({ content: 'later', reservedDate }))
      .idx
    await owner.client.community.createComment(postIdx, { content: 'c' })
    expect((await owner.client.community.listComments(postIdx)).postComments).toHaveLength(1)
    expect((await apiError(anonymous().listComments(postIdx))).status).toBe(404)
    await owner.client.community.updatePost(postIdx, { reservedDate: null })
    expect(await contents(postIdx)).toEqual(['c'])
  })
})
