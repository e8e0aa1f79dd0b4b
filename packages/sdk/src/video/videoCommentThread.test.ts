import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { ThreadMachineContext } from '../community/commentThread.calls'
import type { VideoComment, VideoCommentPage, VideoReply } from '../contract/video/video.schemas'
import { hasCallsInFlight } from '../core/inFlightCalls'
import { allItems } from '../core/pagedList'
import type { Viewer } from '../core/viewer'
import {
  type VideoCommentActorsClient,
  videoCommentThreadActors,
  videoCommentThreadMachine,
} from './videoCommentThread'

const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }

const vc = (commentIdx: number, extra: Partial<VideoComment> = {}): VideoComment => ({
  commentIdx,
  content: `comment ${commentIdx}`,
  channelId: `author${commentIdx}`,
  nickName: `Author ${commentIdx}`,
  likeCnt: 0,
  replyCnt: 0,
  createDate: '2024-05-01T10:00:00Z',
  ...extra,
})
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => vc(from + i))

/** A fake video API: each call is recorded; lists answer from `lists`, in order. */
function fakeApi(
  lists: VideoCommentPage[],
  extra: Partial<VideoCommentActorsClient['video']> = {},
) {
  const calls: { name: string; args: unknown[] }[] = []
  const record =
    <T>(name: string, answer: (...args: unknown[]) => T) =>
    (...args: unknown[]) => {
      calls.push({ name, args: args.filter((a) => !(a && typeof a === 'object' && 'signal' in a)) })
      return Promise.resolve(answer(...args))
    }
  let listed = 0
  const video = {
    listComments: record('listComments', () => lists[Math.min(listed++, lists.length - 1)]),
    createComment: record('createComment', (_vodNo, body) =>
      vc(900, { content: (body as { comment: string }).comment, channelId: 'me' }),
    ),
    deleteComment: record('deleteComment', () => null),
    likeComment: record('likeComment', () => null),
    unlikeComment: record('unlikeComment', () => null),
    pinComment: record('pinComment', () => null),
    unpinComment: record('unpinComment', () => null),
    reportComment: record('reportComment', () => null),
    listReplies: record('listReplies', () => ({
      currentPage: 1,
      totalCnt: 1,
      vodReplyList: [{ replyIdx: 5, content: 'old', channelId: 'x', likeCnt: 0 } as VideoReply],
    })),
    createReply: record('createReply', () => ({
      replyIdx: 6,
      content: 'new',
      channelId: 'me',
      likeCnt: 0,
    })),
    deleteReply: record('deleteReply', () => null),
    likeReply: record('likeReply', () => null),
    unlikeReply: record('unlikeReply', () => null),
    ...extra,
  } as unknown as VideoCommentActorsClient['video']
  const client: VideoCommentActorsClient = {
    video,
    channel: {
      block: record('block', () => null),
    } as unknown as VideoCommentActorsClient['channel'],
  }
  return { client, calls }
}

async function start(
  lists: VideoCommentPage[],
  viewer: Viewer = member,
  fileType: 'replay' | 'clip' | 'upload' = 'upload',
) {
  const api = fakeApi(lists)
  const actor = createActor(
    videoCommentThreadMachine.provide({
      actors: videoCommentThreadActors(api.client, { vodNo: 12, fileType }),
    }),
    { input: { postIdx: 12, channelId: 'kim', viewer } },
  ).start()
  const settled = () =>
    waitFor(
      actor,
      (s) => s.matches('ready') && !hasCallsInFlight((s.context as ThreadMachineContext).inFlight),
      { timeout: 2000 },
    )
  await settled()
  const ids = () => allItems(actor.getSnapshot().context.pages).map((c) => c.commentIdx)
  const count = () => actor.getSnapshot().context.commentCnt
  return { actor, calls: api.calls, settled, ids, count }
}

const page = (items: VideoComment[], totalCnt = items.length, currentPage = 1) => ({
  currentPage,
  totalCnt,
  vodCommentList: items,
})

describe('videoCommentThreadMachine: loading', () => {
  it('opens sorted by likeCnt-desc, 20 on the first page then 10, and reads the video shapes', async () => {
    const t = await start([page([vc(1, { isLike: true, likeCnt: 3, nickName: 'Ann' })])])
    expect(t.calls[0]).toEqual({
      name: 'listComments',
      args: [12, { sort: 'likeCnt-desc', page: 1, limit: 10, firstPageLimit: 20 }],
    })
    const [first] = allItems(t.actor.getSnapshot().context.pages)
    expect(first).toMatchObject({ commentIdx: 1, isLikeComment: true, likeCnt: 3, nickname: 'Ann' })
    t.actor.send({ type: 'SORT', sort: 'recently' })
    await t.settled()
    expect(t.calls.at(-1)?.args[1]).toMatchObject({ sort: 'createDate-desc' })
  })

  it('asks for page 2 after a first page of 20 when the total says more', async () => {
    const t = await start([page(range(1, 20), 25), page(range(21, 5), 25, 2)])
    t.actor.send({ type: 'LOAD_MORE' })
    await t.settled()
    expect(t.calls[1]?.args[1]).toMatchObject({ page: 2 })
    expect(t.ids()).toHaveLength(25)
  })
})

describe('videoCommentThreadMachine: a new comment', () => {
  it('under createDate-desc goes to the top of the first page, below the pinned one, total +1', async () => {
    const t = await start([page([vc(1, { isFixed: true }), vc(2)], 2)])
    t.actor.send({ type: 'SORT', sort: 'recently' })
    await t.settled()
    t.actor.send({ type: 'SUBMIT', content: 'hello' })
    await t.settled()
    expect(t.ids()).toEqual([1, 900, 2])
    expect(t.count()).toBe(3)
    expect(t.calls.find((c) => c.name === 'createComment')?.args).toEqual([
      12,
      { comment: 'hello', nickName: 'Me' },
    ])
  })

  it('under likeCnt-desc is appended to the last page when it is not full', async () => {
    const t = await start([page([vc(1), vc(2)], 2)])
    t.actor.send({ type: 'SUBMIT', content: 'hello' })
    await t.settled()
    expect(t.ids()).toEqual([1, 2, 900])
    expect(t.count()).toBe(3)
  })

  it('under likeCnt-desc only raises the total when the last page is full', async () => {
    const t = await start([page(range(1, 20), 20)])
    t.actor.send({ type: 'SUBMIT', content: 'hello' })
    await t.settled()
    expect(t.ids()).toHaveLength(20)
    expect(t.ids()).not.toContain(900)
    expect(t.count()).toBe(21)
  })

  it('under likeCnt-desc only raises the total while later pages are not loaded', async () => {
    const t = await start([page(range(1, 20), 23)])
    t.actor.send({ type: 'SUBMIT', content: 'hello' })
    await t.settled()
    expect(t.ids()).not.toContain(900)
    expect(t.count()).toBe(24)
  })

  it('a full later page (10) takes no more either, a short one does', async () => {
    const t = await start([page(range(1, 20), 30), page(range(21, 10), 30, 2)])
    t.actor.send({ type: 'LOAD_MORE' })
    await t.settled()
    t.actor.send({ type: 'SUBMIT', content: 'hello' })
    await t.settled()
    expect(t.ids()).not.toContain(900)
    const short = await start([page(range(1, 20), 24), page(range(21, 4), 24, 2)])
    short.actor.send({ type: 'LOAD_MORE' })
    await short.settled()
    short.actor.send({ type: 'SUBMIT', content: 'hello' })
    await short.settled()
    expect(short.ids().at(-1)).toBe(900)
  })

  it('empty or blank text is not sent', async () => {
    const t = await start([page([vc(1)])])
    t.actor.send({ type: 'SUBMIT', content: '   ' })
    await t.settled()
    expect(t.calls.some((c) => c.name === 'createComment')).toBe(false)
  })

  it('a delete takes the comment out and the total -1', async () => {
    const t = await start([page([vc(1, { channelId: 'me' }), vc(2)], 2)])
    t.actor.send({ type: 'DELETE', commentIdx: 1 })
    await t.settled()
    expect(t.ids()).toEqual([2])
    expect(t.count()).toBe(1)
  })
})

describe('videoCommentThreadMachine: pin', () => {
  it('with no pinned comment, the comment moves to the top marked isFixed, no refetch', async () => {
    const t = await start([page([vc(1), vc(2), vc(3)])], owner)
    t.actor.send({ type: 'PIN', commentIdx: 3 })
    await t.settled()
    expect(t.ids()).toEqual([3, 1, 2])
    expect(allItems(t.actor.getSnapshot().context.pages)[0]?.isFixed).toBe(true)
    expect(t.calls.filter((c) => c.name === 'listComments')).toHaveLength(1)
  })

  it('taking over a pin (confirmed) refetches the list', async () => {
    const t = await start(
      [
        page([vc(1, { isFixed: true }), vc(2), vc(3)]),
        page([vc(3, { isFixed: true }), vc(1), vc(2)]),
      ],
      owner,
    )
    t.actor.send({ type: 'PIN', commentIdx: 3 })
    expect(t.actor.getSnapshot().value).toBe('confirmingPin')
    t.actor.send({ type: 'CONFIRM' })
    await waitFor(t.actor, (s) => s.matches('refreshing'), { timeout: 2000 })
    await t.settled()
    expect(t.calls.filter((c) => c.name === 'listComments')).toHaveLength(2)
    expect(t.ids()).toEqual([3, 1, 2])
  })

  it('unpin refetches', async () => {
    const t = await start([page([vc(1, { isFixed: true }), vc(2)]), page([vc(2), vc(1)])], owner)
    t.actor.send({ type: 'UNPIN', commentIdx: 1 })
    await waitFor(t.actor, (s) => s.matches('refreshing'), { timeout: 2000 })
    await t.settled()
    expect(t.calls.map((c) => c.name)).toEqual(['listComments', 'unpinComment', 'listComments'])
    expect(t.ids()).toEqual([2, 1])
  })
})

describe('videoCommentThreadMachine: replies, likes, reports', () => {
  it('a reply goes to the top of the loaded replies and replyCnt +1', async () => {
    const t = await start([page([vc(1, { replyCnt: 1 })])])
    t.actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await t.settled()
    t.actor.send({ type: 'SUBMIT', content: 'new', commentIdx: 1 })
    await t.settled()
    const thread = t.actor.getSnapshot().context.replies[1]
    expect(allItems(thread?.pages ?? []).map((r) => r.replyIdx)).toEqual([6, 5])
    expect(allItems(t.actor.getSnapshot().context.pages)[0]?.replyCnt).toBe(2)
    expect(t.calls.find((c) => c.name === 'createReply')?.args).toEqual([
      1,
      { reply: 'new', nickName: 'Me' },
    ])
  })

  it('a like shows at once with the count +1 and names the video', async () => {
    const t = await start([page([vc(1, { likeCnt: 4 })])])
    t.actor.send({ type: 'LIKE', commentIdx: 1 })
    expect(allItems(t.actor.getSnapshot().context.pages)[0]).toMatchObject({
      isLikeComment: true,
      likeCnt: 5,
    })
    await t.settled()
    expect(t.calls.find((c) => c.name === 'likeComment')?.args).toEqual([1, { vodNo: 12 }])
  })

  it('a guest is asked to log in instead of liking', async () => {
    const t = await start([page([vc(1)])], { status: 'anonymous' })
    const emitted: string[] = []
    t.actor.on('*', (e) => emitted.push(e.type))
    t.actor.send({ type: 'LIKE', commentIdx: 1 })
    expect(emitted).toEqual(['login-required'])
  })

  it('a comment report names the kind of video; a reply report and an edit are not offered', async () => {
    const t = await start(
      [page([vc(1, { replyCnt: 1 }), vc(2, { channelId: 'me' })])],
      member,
      'clip',
    )
    t.actor.send({ type: 'OPEN', dialog: 'report', commentIdx: 1 })
    t.actor.send({ type: 'SUBMIT_REPORT', reason: 2 })
    await t.settled()
    expect(t.calls.find((c) => c.name === 'reportComment')?.args).toEqual([
      1,
      {
        streamerChannelId: 'kim',
        reportedChannelId: 'author1',
        reportedCommentContent: 'comment 1',
        reportReason: 2,
        contentIdx: 12,
        reportedCommentType: 3,
      },
    ])
    t.actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await t.settled()
    t.actor.send({ type: 'OPEN', dialog: 'report', commentIdx: 1, replyIdx: 5 })
    expect(t.actor.getSnapshot().value).toBe('ready')
    t.actor.send({ type: 'EDIT', commentIdx: 2 })
    expect(t.actor.getSnapshot().context.editing).toBeUndefined()
  })
})
