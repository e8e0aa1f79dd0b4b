import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type {
  LikeState,
  PinStatus,
  Post,
  PostPage,
  PostUpdate,
} from '../contract/community/community.schemas'
import { ApiError } from '../core/apiError'
import type { BoardEmitted } from '../core/feedback'
import { hasCallsInFlight, type InFlightCalls } from '../core/inFlightCalls'
import { allItems } from '../core/pagedList'
import type { Viewer } from '../core/viewer'
import type { PostListContext } from './postList.calls'
import { postListMachine } from './postList.machine'

const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }

function post(idx: number, extra: Partial<Post> = {}): Post {
  return {
    idx,
    channelId: 'kim',
    content: `post ${idx}`,
    likeCnt: 0,
    commentCnt: 0,
    attachImgLink: [],
    createDate: '2024-05-01T10:00:00Z',
    ...extra,
  }
}

const page = (list: Post[], total = list.length, n = 1): PostPage => ({ list, page: n, total })
const posts = (context: PostListContext) => allItems(context.pages).map((p) => p.idx)
const idle = (s: { context: { inFlight: InFlightCalls<unknown> } }) =>
  !hasCallsInFlight(s.context.inFlight)

describe('postListMachine', () => {
  it('loads 20 posts first, then 10 a page, until all are loaded', async () => {
    const asked: unknown[] = []
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async ({ input }) => {
          asked.push(input)
          return input.page === 1 ? page([post(1)], 25) : page([post(2)], 25, 2)
        }),
      },
    })
    const actor = createActor(machine, {
      input: { channelId: 'kim', viewer: member, filters: { sort: 'new' } },
    }).start()
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LOAD_MORE' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LOAD_MORE' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(posts(ready.context)).toEqual([1, 2])
    expect(asked).toEqual([
      { sort: 'new', channelId: 'kim', page: 1, limit: 20 },
      { sort: 'new', channelId: 'kim', page: 2, limit: 10 },
    ])
  })

  it('shows an error state and loads again on RETRY', async () => {
    let calls = 0
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => {
          calls++
          if (calls === 1) throw new Error('down')
          return page([post(1)])
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    await waitFor(actor, (s) => s.matches('error'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('asks an anonymous viewer to log in to like', async () => {
    const machine = postListMachine.provide({
      actors: { listPosts: fromPromise(async () => page([post(1)])) },
    })
    const actor = createActor(machine, {
      input: { channelId: 'kim', viewer: { status: 'anonymous' } },
    }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', postIdx: 1 })
    expect(events).toEqual([{ type: 'login-required' }])
    expect(allItems(actor.getSnapshot().context.pages)[0]?.isLikePost).toBeUndefined()
  })

  it('likes at once and unlikes never below 0', async () => {
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () =>
          page([post(1, { likeCnt: 2 }), post(2, { isLikePost: true })]),
        ),
        likePost: fromPromise(async (): Promise<LikeState> => ({ isLike: true, likeCnt: 3 })),
        unlikePost: fromPromise(async (): Promise<LikeState> => ({ isLike: false, likeCnt: 0 })),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', postIdx: 1 })
    actor.send({ type: 'UNLIKE', postIdx: 2 })
    const [first, second] = allItems(actor.getSnapshot().context.pages)
    expect(first).toMatchObject({ isLikePost: true, likeCnt: 3 })
    expect(second).toMatchObject({ isLikePost: false, likeCnt: 0 })
  })

  it("rolls back a failed like and toasts the server's message", async () => {
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page([post(1, { likeCnt: 2 })])),
        likePost: fromPromise(async (): Promise<LikeState> => {
          throw new ApiError(404, 'CHA30015', 'Post not found')
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', postIdx: 1 })
    const settled = await waitFor(actor, idle)
    expect(allItems(settled.context.pages)[0]).toMatchObject({ isLikePost: false, likeCnt: 2 })
    expect(events).toEqual([{ type: 'toast', place: 'default', message: 'Post not found' }])
  })

  it('pins a post straight away when none of its kind is pinned', async () => {
    const patches: unknown[] = []
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () =>
          page([post(1, { isFixed: true, isReserved: true }), post(2), post(3)]),
        ),
        updatePost: fromPromise(async ({ input }): Promise<PostUpdate> => {
          patches.push(input)
          return { post: post(3, { isFixed: true }), replacedPostIdx: null }
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: owner } }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', postIdx: 3 })
    expect(actor.getSnapshot().value).toBe('ready')
    const settled = await waitFor(actor, idle)
    expect(patches).toEqual([{ type: 'updatePost', postIdx: 3, patch: { isFixed: true } }])
    expect(posts(settled.context)).toEqual([3, 1, 2])
    expect(events).toEqual([{ type: 'pinned', target: 'post', idx: 3 }])
  })

  it('asks to confirm taking the pin of the same kind; CANCEL sends nothing', async () => {
    let sent = 0
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page([post(1, { isFixed: true }), post(2)])),
        updatePost: fromPromise(async (): Promise<PostUpdate> => {
          sent++
          return { post: post(2, { isFixed: true }), replacedPostIdx: 1 }
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: owner } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', postIdx: 2 })
    expect(actor.getSnapshot().value).toBe('confirmingPin')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(sent).toBe(0)
  })

  it('replaces the pinned post on CONFIRM, unpinning the one the server names', async () => {
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page([post(1, { isFixed: true }), post(2), post(3)])),
        updatePost: fromPromise(
          async (): Promise<PostUpdate> => ({
            post: post(3, { isFixed: true }),
            replacedPostIdx: 1,
          }),
        ),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: owner } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', postIdx: 3 })
    actor.send({ type: 'CONFIRM' })
    const settled = await waitFor(actor, idle)
    expect(allItems(settled.context.pages).map((p) => [p.idx, p.isFixed])).toEqual([
      [3, true],
      [1, false],
      [2, undefined],
    ])
  })

  it('unpins a post, and lets only the owner pin', async () => {
    let sent = 0
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page([post(1, { isFixed: true }), post(2)])),
        updatePost: fromPromise(async (): Promise<PostUpdate> => {
          sent++
          return { post: post(1, { isFixed: false }), replacedPostIdx: null }
        }),
      },
    })
    const stranger = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    await waitFor(stranger, (s) => s.matches('ready'))
    stranger.send({ type: 'UNPIN', postIdx: 1 })
    expect(sent).toBe(0)
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: owner } }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'UNPIN', postIdx: 1 })
    const settled = await waitFor(actor, idle)
    expect(allItems(settled.context.pages)[0]).toMatchObject({ idx: 1, isFixed: false })
    expect(events).toEqual([{ type: 'unpinned', target: 'post', idx: 1 }])
  })

  it('deletes a post', async () => {
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page([post(1), post(2)])),
        deletePost: fromPromise(async (): Promise<unknown> => null),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: owner } }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'DELETE', postIdx: 1 })
    const settled = await waitFor(actor, idle)
    expect(posts(settled.context)).toEqual([2])
    expect(events).toEqual([{ type: 'deleted', target: 'post', idx: 1 }])
  })

  it('asks an anonymous viewer to log in to report, and reports with the chosen reason', async () => {
    const sent: unknown[] = []
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page([post(1)])),
        reportPost: fromPromise(async ({ input }) => {
          sent.push(input)
          if (sent.length > 1) throw new ApiError(409, 'CHA30049', 'Already reported')
          return null
        }),
      },
    })
    const anonymous = createActor(machine, {
      input: { channelId: 'kim', viewer: { status: 'anonymous' } },
    }).start()
    const asked: BoardEmitted[] = []
    anonymous.on('*', (e) => asked.push(e))
    await waitFor(anonymous, (s) => s.matches('ready'))
    anonymous.send({ type: 'REPORT', postIdx: 1 })
    expect(anonymous.getSnapshot().value).toBe('ready')
    expect(asked).toEqual([{ type: 'login-required' }])

    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'REPORT', postIdx: 1 })
    expect(actor.getSnapshot().value).toBe('reporting')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'REPORT', postIdx: 1 })
    actor.send({ type: 'SUBMIT_REPORT', reason: 3 })
    await waitFor(actor, idle)
    actor.send({ type: 'REPORT', postIdx: 1 })
    actor.send({ type: 'SUBMIT_REPORT', reason: 3 })
    await waitFor(actor, idle)
    expect(sent[0]).toEqual({
      type: 'reportPost',
      postIdx: 1,
      report: { reportReasonIdx: 3, reportedCommentContent: 'post 1' },
    })
    expect(events).toEqual([
      { type: 'reported', target: 'post', idx: 1 },
      { type: 'already-reported' },
    ])
  })

  it('asks the owner before deleting a post: CONFIRM deletes, CANCEL sends nothing', async () => {
    const deleted: unknown[] = []
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page([post(1), post(2)])),
        deletePost: fromPromise(async ({ input }) => deleted.push(input)),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: owner } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', dialog: 'delete', postIdx: 2 })
    expect(actor.getSnapshot().value).toBe('confirmingDelete')
    expect(actor.getSnapshot().context.deleteCandidate).toBe(2)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.deleteCandidate).toBeUndefined()
    expect(idle(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'OPEN', dialog: 'delete', postIdx: 2 })
    actor.send({ type: 'CONFIRM' })
    const settled = await waitFor(actor, idle)
    expect(settled.value).toBe('ready')
    expect(posts(settled.context)).toEqual([1])
    expect(deleted).toEqual([{ type: 'deletePost', postIdx: 2 }])
  })

  it('opens no delete dialog for a viewer who does not own the board', async () => {
    const machine = postListMachine.provide({
      actors: { listPosts: fromPromise(async () => page([post(1)])) },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', dialog: 'delete', postIdx: 1 })
    actor.send({ type: 'DELETE', postIdx: 1 })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(idle(actor.getSnapshot())).toBe(true)
  })

  it('opens the report dialog as REPORT does, and sends an anonymous viewer to log in', async () => {
    const machine = postListMachine.provide({
      actors: { listPosts: fromPromise(async () => page([post(1)])) },
    })
    const anonymous = createActor(machine, {
      input: { channelId: 'kim', viewer: { status: 'anonymous' } },
    }).start()
    const asked: BoardEmitted[] = []
    anonymous.on('*', (e) => asked.push(e))
    await waitFor(anonymous, (s) => s.matches('ready'))
    anonymous.send({ type: 'OPEN', dialog: 'report', postIdx: 1 })
    expect(anonymous.getSnapshot().value).toBe('ready')
    expect(asked).toEqual([{ type: 'login-required' }])

    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', dialog: 'report', postIdx: 1 })
    expect(actor.getSnapshot().value).toBe('reporting')
    expect(actor.getSnapshot().context.reportCandidate).toBe(1)
  })
})

describe('postListMachine with one post', () => {
  type GetPostInput = { postIdx: number; channelId: string }
  const getPostOf = (result: () => Post) => fromPromise<Post, GetPostInput>(async () => result())

  it('loads the post alone and never lists the channel', async () => {
    let listed = 0
    const asked: unknown[] = []
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => {
          listed++
          return page([])
        }),
        getPost: fromPromise<Post, GetPostInput>(async ({ input }) => {
          asked.push(input)
          return post(7, { commentCnt: 12 })
        }),
      },
    })
    const actor = createActor(machine, {
      input: { channelId: 'kim', viewer: member, postIdx: 7 },
    }).start()
    expect(actor.getSnapshot().value).toBe('loadingPost')
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(posts(ready.context)).toEqual([7])
    expect(asked).toEqual([{ postIdx: 7, channelId: 'kim' }])
    actor.send({ type: 'LOAD_MORE' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(listed).toBe(0)
  })

  it('is not found when the post belongs to another channel or the server has none', async () => {
    const elsewhere = postListMachine.provide({
      actors: { getPost: getPostOf(() => post(7, { channelId: 'mina' })) },
    })
    const mismatched = createActor(elsewhere, {
      input: { channelId: 'kim', viewer: member, postIdx: 7 },
    }).start()
    await waitFor(mismatched, (s) => s.matches('notFound'))

    const missing = postListMachine.provide({
      actors: {
        getPost: getPostOf(() => {
          throw new ApiError(404, 'CHA30015', 'Post not found')
        }),
      },
    })
    const gone = createActor(missing, {
      input: { channelId: 'kim', viewer: member, postIdx: 7 },
    }).start()
    await waitFor(gone, (s) => s.matches('notFound'))
  })

  it('shows an error for other failures and loads the post again on RETRY', async () => {
    let calls = 0
    const machine = postListMachine.provide({
      actors: {
        getPost: getPostOf(() => {
          calls++
          if (calls === 1) throw new Error('down')
          return post(7)
        }),
      },
    })
    const actor = createActor(machine, {
      input: { channelId: 'kim', viewer: member, postIdx: 7 },
    }).start()
    await waitFor(actor, (s) => s.matches('error'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it("asks the channel's pin status, and confirms only when a pin of the kind is taken", async () => {
    const statuses: PinStatus[] = [
      { isFixedPublished: false, isFixedReserved: true },
      { isFixedPublished: true, isFixedReserved: false },
    ]
    let sent = 0
    const machine = postListMachine.provide({
      actors: {
        getPost: getPostOf(() => post(7)),
        getPinStatus: fromPromise(async () => statuses.shift() as PinStatus),
        updatePost: fromPromise(async (): Promise<PostUpdate> => {
          sent++
          return { post: post(7, { isFixed: sent === 1 }), replacedPostIdx: null }
        }),
      },
    })
    const actor = createActor(machine, {
      input: { channelId: 'kim', viewer: owner, postIdx: 7 },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', postIdx: 7 })
    expect(actor.getSnapshot().value).toBe('checkingPin')
    const pinned = await waitFor(actor, (s) => s.matches('ready') && idle(s))
    expect(allItems(pinned.context.pages)[0]?.isFixed).toBe(true)
    expect(sent).toBe(1)

    actor.send({ type: 'UNPIN', postIdx: 7 })
    await waitFor(actor, idle)
    actor.send({ type: 'PIN', postIdx: 7 })
    await waitFor(actor, (s) => s.matches('confirmingPin'))
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, idle)
    expect(sent).toBe(3)
  })
})
