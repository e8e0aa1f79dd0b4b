import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelManagers } from '../db/schema'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { startTestServer } from '../testing/testServer'
import { addMember, apiError, type TestMember } from './testKit'

// The channel's queue of reported comments and replies: the streamer and managers with the
// `community` permission read and handle it; a manager without it, a viewer, a stranger no.

let server: RunningServer
let owner: TestMember
let viewer: TestMember
let reporter: TestMember
let manager: TestMember
let stranger: TestMember

const CH = 'board'
const reportBody = (content: string, reportReason: number | string = 1) => ({
  streamerChannelId: CH,
  reportedChannelId: 'writer',
  reportedCommentContent: content,
  reportReason,
  contentIdx: 1,
})
const queue = (member: TestMember) => chatClient(server.url, member.token).chat

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, CH)
  viewer = await addMember(server, 'writer')
  reporter = await addMember(server, 'reporter')
  manager = await addMember(server, 'mod1')
  stranger = await addMember(server, 'stranger')
  await owner.client.channel.addManager({ channelId: 'mod1' })
})

afterAll(() => server?.stop())

describe('comment reports', () => {
  it('lists the reported comments and replies under the channel, with their text', async () => {
    const post = await owner.client.community.createPost({ content: 'post' })
    const comment = await viewer.client.community.createComment(post.idx, { content: 'rude one' })
    const reply = await viewer.client.community.createReply(comment.commentIdx, {
      content: 'ruder reply',
    })
    await reporter.client.community.reportComment(comment.commentIdx, reportBody('x', 2))
    await stranger.client.community.reportComment(comment.commentIdx, reportBody('x', 2))
    await reporter.client.community.reportReply(reply.replyIdx, reportBody('y', 'spam'))
    const page = await queue(manager).listCommentReports(CH, { page: 1 })
    expect(page.total).toBe(2)
    expect(page.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetType: 'comment',
          targetIdx: comment.commentIdx,
          thread: { kind: 'post', idx: post.idx },
          author: { channelId: 'writer', nickname: 'Nick writer' },
          content: 'rude one',
          reportCount: 2,
          reasons: ['2'],
        }),
        expect.objectContaining({ targetType: 'reply', content: 'ruder reply', reasons: ['spam'] }),
      ]),
    )
    // Another channel's queue does not hold them.
    expect((await queue(stranger).listCommentReports('stranger', { page: 1 })).total).toBe(0)
  })

  it('refuses a viewer, a stranger and a manager without community; 401 for guests', async () => {
    for (const member of [viewer, stranger]) {
      expect((await apiError(queue(member).listCommentReports(CH, { page: 1 }))).code).toBe(
        'MANAGER_PERMISSION',
      )
    }
    const guest = chatClient(server.url).chat
    expect((await apiError(guest.listCommentReports(CH, { page: 1 }))).status).toBe(401)
    const { db } = server.deps
    await db.update(channelManagers).set({ community: false })
    expect((await apiError(queue(manager).listCommentReports(CH, { page: 1 }))).code).toBe(
      'MANAGER_PERMISSION',
    )
    const [item] = (await queue(owner).listCommentReports(CH, { page: 1 })).items
    expect(
      (
        await apiError(
          queue(manager).handleCommentReport(
            CH,
            item?.targetType ?? 'comment',
            item?.targetIdx ?? 0,
            {
              action: 'delete',
            },
          ),
        )
      ).code,
    ).toBe('MANAGER_PERMISSION')
    await db.update(channelManagers).set({ community: true })
  })

  it('dismisses a reply report and deletes a reported comment', async () => {
    const { items } = await queue(owner).listCommentReports(CH, { page: 1 })
    const reply = items.find((item) => item.targetType === 'reply')
    const comment = items.find((item) => item.targetType === 'comment')
    if (!reply || !comment) throw new Error('both reported')
    await queue(manager).handleCommentReport(CH, 'reply', reply.targetIdx, { action: 'dismiss' })
    await queue(owner).handleCommentReport(CH, 'comment', comment.targetIdx, { action: 'delete' })
    expect((await queue(owner).listCommentReports(CH, { page: 1 })).total).toBe(0)
    const left = await owner.client.community.listComments(comment.thread.idx, {})
    expect(JSON.stringify(left)).not.toContain('rude one')
    expect(
      (
        await apiError(
          queue(owner).handleCommentReport(CH, 'comment', comment.targetIdx, { action: 'dismiss' }),
        )
      ).status,
    ).toBe(404)
  })

  it('blinds a comment and a reply: kept in the thread, their text served to nobody', async () => {
    const post = await owner.client.community.createPost({ content: 'blind post' })
    const comment = await viewer.client.community.createComment(post.idx, { content: 'nasty one' })
    const reply = await viewer.client.community.createReply(comment.commentIdx, {
      content: 'nastier reply',
    })
    await reporter.client.community.reportComment(comment.commentIdx, reportBody('x'))
    await reporter.client.community.reportReply(reply.replyIdx, reportBody('y'))
    const before = (await queue(owner).listCommentReports(CH, { page: 1 })).items
    // The moderator reads the reported text before deciding.
    expect(before.map((item) => item.content)).toEqual(
      expect.arrayContaining(['nasty one', 'nastier reply']),
    )
    await queue(owner).handleCommentReport(CH, 'comment', comment.commentIdx, { action: 'blind' })
    await queue(manager).handleCommentReport(CH, 'reply', reply.replyIdx, { action: 'blind' })

    // Handled: out of the queue, so its text is not shown there again either.
    const after = await queue(owner).listCommentReports(CH, { page: 1 })
    expect(JSON.stringify(after)).not.toMatch(/nast/)
    for (const reader of [owner, viewer, stranger]) {
      const page = await reader.client.community.listComments(post.idx, {})
      expect(page.postComments).toEqual([
        expect.objectContaining({
          commentIdx: comment.commentIdx,
          isBlinded: true,
          content: '',
          replyCnt: 1,
        }),
      ])
      const replies = await reader.client.community.listReplies(comment.commentIdx, {})
      expect(replies.postCommentReplies).toEqual([
        expect.objectContaining({ replyIdx: reply.replyIdx, isBlinded: true, content: '' }),
      ])
    }
    // Nor as the post's comment preview on the board.
    const board = await stranger.client.community.listPosts({ channelId: CH })
    expect(JSON.stringify(board)).not.toMatch(/nast/)

    // Nobody edits or reports it again; its author still deletes it.
    expect(
      (await apiError(viewer.client.community.updateComment(comment.commentIdx, { content: 'x' })))
        .status,
    ).toBe(409)
    expect(
      (await apiError(stranger.client.community.reportComment(comment.commentIdx, reportBody('z'))))
        .status,
    ).toBe(409)
    await viewer.client.community.deleteReply(reply.replyIdx)
    await viewer.client.community.deleteComment(comment.commentIdx)
    expect((await owner.client.community.listComments(post.idx, {})).postComments).toEqual([])
  })

  it('records a manager blind, refuses a manager without community and a stranger', async () => {
    const post = await owner.client.community.createPost({ content: 'another' })
    const comment = await viewer.client.community.createComment(post.idx, { content: 'mean' })
    await reporter.client.community.reportComment(comment.commentIdx, reportBody('x'))
    const blind = (member: TestMember) =>
      queue(member).handleCommentReport(CH, 'comment', comment.commentIdx, { action: 'blind' })
    expect((await apiError(blind(stranger))).code).toBe('MANAGER_PERMISSION')
    const { db } = server.deps
    await db.update(channelManagers).set({ community: false })
    expect((await apiError(blind(manager))).code).toBe('MANAGER_PERMISSION')
    await db.update(channelManagers).set({ community: true })
    await blind(manager)
    const activity = await owner.client.channel.listManagerActivity({ page: 1 })
    expect(activity.items[0]).toEqual(
      expect.objectContaining({ action: 'reportBlind', detail: 'comment' }),
    )
    const page = await stranger.client.community.listComments(post.idx, {})
    expect(page.postComments[0]).toEqual(expect.objectContaining({ isBlinded: true, content: '' }))
  })
})
