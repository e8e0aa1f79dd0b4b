import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type {
  Comment,
  CommentPage,
  LikeState,
  Reply,
  ReplyPage,
} from '../contract/community/community.schemas'
import { ApiError } from '../core/apiError'
import type { BoardEmitted } from '../core/feedback'
import { hasCallsInFlight } from '../core/inFlightCalls'
import { allItems } from '../core/pagedList'
import type { Viewer } from '../core/viewer'
import type { CommentThreadAdapter } from './commentThread.adapter'
import type {
  CommentThreadContext,
  CommentThreadInput,
  ThreadMachineContext,
} from './commentThread.calls'
import { commentThreadMachine, createCommentThreadMachine } from './commentThread.machine'
import { addComment } from './commentThread.updates'
import type { CommentSort } from './community.queries'

const createDate = '2024-05-01T10:00:00Z'
const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }
const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }

function comment(commentIdx: number, extra: Partial<Comment> = {}): Comment {
  return {
    commentIdx,
    channelId: `author${commentIdx}`,
    content: `comment ${commentIdx}`,
    nickname: `Author ${commentIdx}`,
    createDate,
    likeCnt: 0,
    replyCnt: 0,
    ...extra,
  }
}

function reply(replyIdx: number, extra: Partial<Reply> = {}): Reply {
  return {
    replyIdx,
    channelId: `author${replyIdx}`,
    nickname: `Author ${replyIdx}`,
    content: `reply ${replyIdx}`,
    createDate,
    likeCnt: 0,
    ...extra,
  }
}

const page = (postComments: Comment[], totalCnt = postComments.length, currentPage = 1) =>
  ({ currentPage, totalCnt, postComments }) satisfies CommentPage

const replyPage = (postCommentReplies: Reply[], totalCnt = postCommentReplies.length) =>
  ({ currentPage: 1, totalCnt, postCommentReplies }) satisfies ReplyPage

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const input = (viewer: Viewer = member, extra: Partial<CommentThreadInput> = {}) => ({
  postIdx: 7,
  channelId: 'kim',
  viewer,
  ...extra,
})

const comments = (context: CommentThreadContext) => allItems(context.pages)
const idle = (s: { context: ThreadMachineContext }) => !hasCallsInFlight(s.context.inFlight)

describe('commentThreadMachine: loading and paging', () => {
  it('loads page 1 sorted by recently, then ready with the count', async () => {
    const asked: unknown[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async ({ input }) => {
          asked.push(input)
          return page([comment(1)], 1)
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    expect(actor.getSnapshot().value).toBe('loading')
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(asked).toEqual([{ postIdx: 7, page: 1, sort: 'recently' }])
    expect(ready.context.commentCnt).toBe(1)
  })

  it('starts sorted by like when opened from the #comment anchor', async () => {
    const sorts: string[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async ({ input }) => {
          sorts.push(input.sort)
          return page([])
        }),
      },
    })
    const actor = createActor(machine, { input: input(member, { hash: '#comment' }) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(sorts).toEqual(['like'])
  })

  it('shows an error state and loads again on RETRY', async () => {
    let calls = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => {
          calls++
          if (calls === 1) throw new Error('down')
          return page([comment(1)])
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('error'))
    actor.send({ type: 'RETRY' })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(comments(ready.context)).toHaveLength(1)
  })

  it('loads the next page on LOAD_MORE, once while loading, never past the last', async () => {
    const pagesAsked: number[] = []
    const second = deferred<CommentPage>()
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async ({ input }) => {
          pagesAsked.push(input.page)
          if (input.page === 1) return page([comment(1)], 11)
          return second.promise
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LOAD_MORE' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    actor.send({ type: 'LOAD_MORE' })
    second.resolve(page([comment(1), comment(2)], 11, 2))
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(comments(ready.context).map((c) => c.commentIdx)).toEqual([1, 2])
    actor.send({ type: 'LOAD_MORE' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(pagesAsked).toEqual([1, 2])
  })

  it('reloads from page 1 when the sort changes', async () => {
    const asked: string[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async ({ input }) => {
          asked.push(`${input.sort}:${input.page}`)
          return page([comment(input.sort === 'like' ? 2 : 1)], 1)
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SORT', sort: 'like' })
    expect(actor.getSnapshot().value).toBe('loading')
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(asked).toEqual(['recently:1', 'like:1'])
    expect(comments(ready.context).map((c) => c.commentIdx)).toEqual([2])
  })
  it('loads the new sort when it changes while page 1 is loading', async () => {
    const first = deferred<CommentPage>()
    const sorts: string[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async ({ input }) => {
          sorts.push(input.sort)
          return input.sort === 'recently' ? first.promise : page([comment(2)])
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    actor.send({ type: 'SORT', sort: 'like' })
    first.resolve(page([comment(1)]))
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(sorts).toEqual(['recently', 'like'])
    expect(comments(ready.context).map((c) => c.commentIdx)).toEqual([2])
  })

  it('reloads when the viewer changes (likes and blocks are per viewer)', async () => {
    let loads = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => {
          loads++
          return page([comment(1, { isLikeComment: loads > 1 })])
        }),
      },
    })
    const actor = createActor(machine, { input: input({ status: 'anonymous' }) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'VIEWER', viewer: member })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context.viewer).toEqual(member)
    expect(comments(ready.context)[0]?.isLikeComment).toBe(true)
  })
})

describe('commentThreadMachine: likes', () => {
  it('asks an anonymous viewer to log in and changes nothing', async () => {
    let sent = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { likeCnt: 3 })])),
        likeComment: fromPromise(async (): Promise<LikeState> => {
          sent++
          return { isLike: true, likeCnt: 4 }
        }),
      },
    })
    const actor = createActor(machine, { input: input({ status: 'anonymous' }) }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    const before = await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', commentIdx: 1 })
    expect(events).toEqual([{ type: 'login-required' }])
    expect(actor.getSnapshot().context.pages).toBe(before.context.pages)
    expect(sent).toBe(0)
  })

  it('likes at once, sends the call, and ignores a second tap while it is in flight', async () => {
    const answer = deferred<LikeState>()
    const sent: unknown[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { likeCnt: 3 })])),
        likeComment: fromPromise(async ({ input }) => {
          sent.push(input.commentIdx)
          return answer.promise
        }),
        unlikeComment: fromPromise(async (): Promise<LikeState> => {
          sent.push('unlike')
          return { isLike: false, likeCnt: 3 }
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', commentIdx: 1 })
    expect(comments(actor.getSnapshot().context)[0]).toMatchObject({
      isLikeComment: true,
      likeCnt: 4,
    })
    actor.send({ type: 'UNLIKE', commentIdx: 1 })
    answer.resolve({ isLike: true, likeCnt: 4 })
    await waitFor(actor, idle)
    expect(sent).toEqual([1])
    expect(comments(actor.getSnapshot().context)[0]).toMatchObject({ likeCnt: 4 })
  })

  it('never takes the count below 0 on unlike', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () =>
          page([comment(1, { likeCnt: 0, isLikeComment: true })]),
        ),
        unlikeComment: fromPromise(async (): Promise<LikeState> => ({ isLike: false, likeCnt: 0 })),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'UNLIKE', commentIdx: 1 })
    expect(comments(actor.getSnapshot().context)[0]).toMatchObject({
      isLikeComment: false,
      likeCnt: 0,
    })
  })

  it("rolls back a failed like and toasts the server's message", async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { likeCnt: 3 })])),
        likeComment: fromPromise(async (): Promise<LikeState> => {
          throw new ApiError(400, 'VOD1024', 'Comment is gone')
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', commentIdx: 1 })
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context)[0]).toMatchObject({ isLikeComment: false, likeCnt: 3 })
    expect(events).toEqual([{ type: 'toast', place: 'default', message: 'Comment is gone' }])
  })

  it('takes the count the server answers with', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { likeCnt: 3 })])),
        likeComment: fromPromise(async (): Promise<LikeState> => ({ isLike: true, likeCnt: 10 })),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', commentIdx: 1 })
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context)[0]).toMatchObject({ isLikeComment: true, likeCnt: 10 })
  })

  it('likes a reply at once and rolls it back when the call fails', async () => {
    const answer = deferred<LikeState>()
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { replyCnt: 1 })])),
        listReplies: fromPromise(async () => replyPage([reply(5, { likeCnt: 1 })])),
        likeReply: fromPromise(async () => answer.promise),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'LIKE', commentIdx: 1, replyIdx: 5 })
    const replyOf = () => actor.getSnapshot().context.replies[1]?.pages[0]?.items[0]
    expect(replyOf()).toMatchObject({ isLikeReply: true, likeCnt: 2 })
    answer.reject(new ApiError(400, 'VOD1216', 'Reply is gone'))
    await waitFor(actor, idle)
    expect(replyOf()).toMatchObject({ isLikeReply: false, likeCnt: 1 })
  })
})

describe('commentThreadMachine: comments', () => {
  it('adds a new comment after a pinned first comment and counts it', async () => {
    const sent: unknown[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { isFixed: true }), comment(2)], 2)),
        createComment: fromPromise(async ({ input }) => {
          sent.push(input)
          return comment(9, { content: input.content })
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SUBMIT', content: 'Hello' })
    const settled = await waitFor(actor, idle)
    expect(sent).toEqual([expect.objectContaining({ postIdx: 7, content: 'Hello' })])
    expect(comments(settled.context).map((c) => c.commentIdx)).toEqual([1, 9, 2])
    expect(settled.context.commentCnt).toBe(3)
    expect(events).toEqual([{ type: 'created', target: 'comment', idx: 9 }])
  })

  it('adds a new comment at the very top when the first is not pinned', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1)], 1)),
        createComment: fromPromise(async () => comment(9)),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SUBMIT', content: 'Hello' })
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context).map((c) => c.commentIdx)).toEqual([9, 1])
  })

  it('validates on SUBMIT before sending anything', async () => {
    let sent = 0
    const run = async (viewer: Viewer, content: string) => {
      const machine = commentThreadMachine.provide({
        actors: {
          listComments: fromPromise(async () => page([])),
          createComment: fromPromise(async () => {
            sent++
            return comment(9)
          }),
        },
      })
      const actor = createActor(machine, { input: input(viewer) }).start()
      const events: BoardEmitted[] = []
      actor.on('*', (e) => e.type !== 'failed' && events.push(e))
      await waitFor(actor, (s) => s.matches('ready'))
      actor.send({ type: 'SUBMIT', content })
      return events
    }
    expect(await run(member, '  \n ')).toEqual([])
    expect(await run(member, 'x'.repeat(5001))).toEqual([{ type: 'text-too-long', max: 5000 }])
    expect(await run({ status: 'anonymous' }, 'hi')).toEqual([{ type: 'login-required' }])
    expect(await run({ status: 'member', channelId: 'me' }, 'hi')).toEqual([
      { type: 'nickname-required' },
    ])
    expect(sent).toBe(0)
  })

  it('removes a deleted comment from the cached pages and lowers the count', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () =>
          page([comment(1, { channelId: 'me' }), comment(2)], 2),
        ),
        deleteComment: fromPromise(async (): Promise<unknown> => null),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'DELETE', commentIdx: 2 })
    expect(idle(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'DELETE', commentIdx: 1 })
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context).map((c) => c.commentIdx)).toEqual([2])
    expect(settled.context.commentCnt).toBe(1)
    expect(events).toEqual([{ type: 'deleted', target: 'comment', idx: 1 }])
  })
})

describe('commentThreadMachine: replies', () => {
  it('expands and loads replies once, and collapses them', async () => {
    let loads = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { replyCnt: 1 })])),
        listReplies: fromPromise(async () => {
          loads++
          return replyPage([reply(5)])
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    expect(actor.getSnapshot().context.replies[1]).toMatchObject({ expanded: true, loading: true })
    await waitFor(actor, idle)
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    expect(actor.getSnapshot().context.replies[1]?.expanded).toBe(false)
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    expect(actor.getSnapshot().context.replies[1]?.pages[0]?.items).toEqual([reply(5)])
    expect(loads).toBe(1)
  })

  it('puts a new reply at the front of the first page when expanded and counts it', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { replyCnt: 1 })])),
        listReplies: fromPromise(async () => replyPage([reply(5)])),
        createReply: fromPromise(async ({ input }) => reply(6, { content: input.content })),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'SUBMIT', commentIdx: 1, content: 'Me too' })
    const settled = await waitFor(actor, idle)
    expect(settled.context.replies[1]?.pages[0]?.items.map((r) => r.replyIdx)).toEqual([6, 5])
    expect(comments(settled.context)[0]?.replyCnt).toBe(2)
  })

  it('does not cache the first reply sent while collapsed, then expands from the server', async () => {
    const server: Reply[] = [reply(5)]
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { replyCnt: 1 })])),
        listReplies: fromPromise(async () => replyPage([...server])),
        createReply: fromPromise(async () => {
          const created = reply(6, { content: 'from server' })
          server.unshift(created)
          return reply(6, { content: 'answer' })
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SUBMIT', commentIdx: 1, content: 'First!' })
    const settled = await waitFor(actor, (s) => idle(s) && s.context.replies[1]?.loading === false)
    const thread = settled.context.replies[1]
    expect(thread?.expanded).toBe(true)
    expect(thread?.pages.flatMap((p) => p.items).map((r) => r.content)).toEqual([
      'from server',
      'reply 5',
    ])
    expect(comments(settled.context)[0]?.replyCnt).toBe(2)
  })

  it('removes a deleted reply and lowers replyCnt', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { replyCnt: 2 })])),
        listReplies: fromPromise(async () => replyPage([reply(5, { channelId: 'me' }), reply(6)])),
        deleteReply: fromPromise(async (): Promise<unknown> => null),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'DELETE', commentIdx: 1, replyIdx: 5 })
    const settled = await waitFor(actor, idle)
    expect(settled.context.replies[1]?.pages[0]?.items.map((r) => r.replyIdx)).toEqual([6])
    expect(comments(settled.context)[0]?.replyCnt).toBe(1)
    expect(events).toEqual([{ type: 'deleted', target: 'reply', idx: 5 }])
  })
})

describe('commentThreadMachine: pins', () => {
  it('pins a comment when none is pinned, moving it to the top', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1), comment(2)])),
        pinComment: fromPromise(async (): Promise<unknown> => null),
      },
    })
    const actor = createActor(machine, { input: input(owner) }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', commentIdx: 2 })
    expect(actor.getSnapshot().value).toBe('ready')
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context).map((c) => [c.commentIdx, c.isFixed])).toEqual([
      [2, true],
      [1, undefined],
    ])
    expect(events).toEqual([{ type: 'pinned', target: 'comment', idx: 2 }])
  })

  it('asks to confirm before taking the pin from another comment; CANCEL keeps it', async () => {
    let sent = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { isFixed: true }), comment(2)])),
        pinComment: fromPromise(async (): Promise<unknown> => {
          sent++
          return null
        }),
      },
    })
    const actor = createActor(machine, { input: input(owner) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', commentIdx: 2 })
    expect(actor.getSnapshot().value).toBe('confirmingPin')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(sent).toBe(0)
  })

  it('replaces the previous pin on CONFIRM', async () => {
    const pinned: number[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () =>
          page([comment(1, { isFixed: true }), comment(2), comment(3)]),
        ),
        pinComment: fromPromise(async ({ input }): Promise<unknown> => {
          pinned.push(input.commentIdx)
          return null
        }),
      },
    })
    const actor = createActor(machine, { input: input(owner) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', commentIdx: 3 })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('ready')
    const settled = await waitFor(actor, idle)
    expect(pinned).toEqual([3])
    expect(comments(settled.context).map((c) => [c.commentIdx, c.isFixed])).toEqual([
      [3, true],
      [1, false],
      [2, undefined],
    ])
  })

  it('unpins a comment', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { isFixed: true })])),
        unpinComment: fromPromise(async (): Promise<unknown> => null),
      },
    })
    const actor = createActor(machine, { input: input(owner) }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'UNPIN', commentIdx: 1 })
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context)[0]?.isFixed).toBe(false)
    expect(events).toEqual([{ type: 'unpinned', target: 'comment', idx: 1 }])
  })

  it('lets only the channel owner pin', async () => {
    let sent = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1)])),
        pinComment: fromPromise(async (): Promise<unknown> => {
          sent++
          return null
        }),
      },
    })
    const actor = createActor(machine, { input: input(member) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', commentIdx: 1 })
    expect(idle(actor.getSnapshot())).toBe(true)
    expect(sent).toBe(0)
  })
})

describe('commentThreadMachine: blocks and reports', () => {
  const troll = { channelId: 'troll', nickname: 'Troll' }

  it("flags all of an author's comments and replies at once, then tells it is done", async () => {
    const blocked = deferred<null>()
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () =>
          page([comment(1, troll), comment(2), comment(3, { ...troll, replyCnt: 1 })]),
        ),
        listReplies: fromPromise(async () => replyPage([reply(5, troll), reply(6)])),
        blockChannel: fromPromise(async (): Promise<unknown> => blocked.promise),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 3 })
    await waitFor(actor, idle)
    actor.send({ type: 'BLOCK', channelId: 'troll' })
    const context = actor.getSnapshot().context
    expect(comments(context).map((c) => c.isBlockedChannel === true)).toEqual([true, false, true])
    const replies = context.replies[3]?.pages[0]?.items ?? []
    expect(replies.map((r) => r.isBlockedChannel === true)).toEqual([true, false])
    blocked.resolve(null)
    await waitFor(actor, idle)
    expect(events).toEqual([{ type: 'blocked', channelId: 'troll', nickname: 'Troll' }])
  })

  it('asks an anonymous viewer to log in to block or report', async () => {
    const machine = commentThreadMachine.provide({
      actors: { listComments: fromPromise(async () => page([comment(1, troll)])) },
    })
    const actor = createActor(machine, { input: input({ status: 'anonymous' }) }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'BLOCK', channelId: 'troll' })
    actor.send({ type: 'REPORT', commentIdx: 1, reason: 2 })
    expect(events).toEqual([{ type: 'login-required' }, { type: 'login-required' }])
    expect(comments(actor.getSnapshot().context)[0]?.isBlockedChannel).toBeUndefined()
  })

  it('opens the max-blocked dialog on CHA30048 and unflags the author', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, troll)])),
        blockChannel: fromPromise(async (): Promise<unknown> => {
          throw new ApiError(409, 'CHA30048', 'Too many blocked users')
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'BLOCK', channelId: 'troll' })
    const settled = await waitFor(actor, idle)
    expect(events).toEqual([{ type: 'max-blocked' }])
    expect(comments(settled.context)[0]?.isBlockedChannel).toBe(false)
  })

  it('toasts CHA30025 keeping the author flagged, and CHA30017 unflagging it', async () => {
    const run = async (error: ApiError) => {
      const machine = commentThreadMachine.provide({
        actors: {
          listComments: fromPromise(async () => page([comment(1, troll)])),
          blockChannel: fromPromise(async (): Promise<unknown> => Promise.reject(error)),
        },
      })
      const actor = createActor(machine, { input: input() }).start()
      const events: BoardEmitted[] = []
      actor.on('*', (e) => e.type !== 'failed' && events.push(e))
      await waitFor(actor, (s) => s.matches('ready'))
      actor.send({ type: 'BLOCK', channelId: 'troll' })
      const settled = await waitFor(actor, idle)
      return { events, flagged: comments(settled.context)[0]?.isBlockedChannel }
    }
    expect(await run(new ApiError(409, 'CHA30025', 'Already blocked'))).toEqual({
      events: [{ type: 'toast', place: 'default', message: 'Already blocked' }],
      flagged: true,
    })
    expect(await run(new ApiError(403, 'CHA30017', 'Own channel'))).toEqual({
      events: [{ type: 'toast', place: 'default', message: 'Own channel' }],
      flagged: false,
    })
  })

  it('never blocks the viewer themselves', async () => {
    const machine = commentThreadMachine.provide({
      actors: { listComments: fromPromise(async () => page([comment(1, { channelId: 'me' })])) },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'BLOCK', channelId: 'me' })
    expect(comments(actor.getSnapshot().context)[0]?.isBlockedChannel).toBeUndefined()
  })

  it('sends a report built from the comment and alerts when already reported', async () => {
    const reports: unknown[] = []
    let calls = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, troll)])),
        listReplies: fromPromise(async () => replyPage([reply(5, troll)])),
        reportComment: fromPromise(async ({ input }): Promise<unknown> => {
          reports.push(input.report)
          calls++
          if (calls > 1) throw new ApiError(409, 'CHA30049', 'Already reported')
          return null
        }),
        reportReply: fromPromise(async (): Promise<unknown> => {
          throw new ApiError(409, 'ITE30004', 'Already reported')
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'REPORT', commentIdx: 1, reason: 2 })
    await waitFor(actor, idle)
    actor.send({ type: 'REPORT', commentIdx: 1, reason: 2 })
    await waitFor(actor, idle)
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'REPORT', commentIdx: 1, replyIdx: 5, reason: 'spam' })
    await waitFor(actor, idle)
    expect(reports[0]).toEqual({
      streamerChannelId: 'kim',
      reportedChannelId: 'troll',
      reportedCommentContent: 'comment 1',
      reportReason: 2,
      contentIdx: 7,
    })
    expect(events).toEqual([
      { type: 'reported', target: 'comment', idx: 1 },
      { type: 'already-reported' },
      { type: 'already-reported' },
    ])
  })

  it("takes no like or report on a blocked author's items", async () => {
    let sent = 0
    const refuse = async (): Promise<never> => {
      sent++
      throw new Error('not expected')
    }
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () =>
          page([comment(1, { ...troll, isBlockedChannel: true, replyCnt: 1 })]),
        ),
        listReplies: fromPromise(async () =>
          replyPage([reply(5, { ...troll, isBlockedChannel: true })]),
        ),
        likeComment: fromPromise(async (): Promise<LikeState> => refuse()),
        likeReply: fromPromise(async (): Promise<LikeState> => refuse()),
        reportComment: fromPromise(async (): Promise<unknown> => refuse()),
        reportReply: fromPromise(async (): Promise<unknown> => refuse()),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'LIKE', commentIdx: 1 })
    actor.send({ type: 'LIKE', commentIdx: 1, replyIdx: 5 })
    actor.send({ type: 'REPORT', commentIdx: 1, reason: 2 })
    actor.send({ type: 'REPORT', commentIdx: 1, replyIdx: 5, reason: 2 })
    const settled = await waitFor(actor, idle)
    expect(sent).toBe(0)
    expect(comments(settled.context)[0]?.likeCnt).toBe(0)
    expect(comments(settled.context)[0]?.isLikeComment).not.toBe(true)
  })
})

describe('commentThreadMachine: editing', () => {
  it("edits only the viewer's own comment, sends changed text and marks it edited", async () => {
    const sent: unknown[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () =>
          page([comment(1, { channelId: 'me', likeCnt: 4 }), comment(2)]),
        ),
        updateComment: fromPromise(async ({ input }) => {
          sent.push(input)
          return comment(1, { channelId: 'me', content: input.content, likeCnt: 0 })
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'EDIT', commentIdx: 2 })
    expect(actor.getSnapshot().context.editing).toBeUndefined()
    actor.send({ type: 'EDIT', commentIdx: 1 })
    expect(actor.getSnapshot().context.editing).toBe(1)
    actor.send({ type: 'SAVE_EDIT', commentIdx: 1, content: 'comment 1' })
    actor.send({ type: 'SAVE_EDIT', commentIdx: 1, content: '   ' })
    expect(idle(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'SAVE_EDIT', commentIdx: 1, content: 'fixed' })
    const settled = await waitFor(actor, idle)
    expect(sent).toEqual([{ type: 'updateComment', commentIdx: 1, content: 'fixed' }])
    expect(settled.context.editing).toBeUndefined()
    expect(comments(settled.context)[0]).toMatchObject({
      content: 'fixed',
      isEdited: true,
      likeCnt: 4,
    })
  })

  it('keeps the comment open for editing and toasts when the update fails; CANCEL_EDIT closes it', async () => {
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { channelId: 'me' })])),
        updateComment: fromPromise(async (): Promise<Comment> => {
          throw new ApiError(500, 'VOD1024', 'Try later')
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'EDIT', commentIdx: 1 })
    actor.send({ type: 'SAVE_EDIT', commentIdx: 1, content: 'fixed' })
    const settled = await waitFor(actor, idle)
    expect(events).toEqual([{ type: 'toast', place: 'default', message: 'Try later' }])
    expect(settled.context.editing).toBe(1)
    expect(comments(settled.context)[0]?.content).toBe('comment 1')
    actor.send({ type: 'CANCEL_EDIT' })
    expect(actor.getSnapshot().context.editing).toBeUndefined()
  })

  it('asks for less text before sending an edit over 5000 characters', async () => {
    let sent = 0
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { channelId: 'me' })])),
        updateComment: fromPromise(async (): Promise<Comment> => {
          sent++
          return comment(1)
        }),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'EDIT', commentIdx: 1 })
    actor.send({ type: 'SAVE_EDIT', commentIdx: 1, content: 'x'.repeat(5001) })
    expect(events).toEqual([{ type: 'text-too-long', max: 5000 }])
    expect(sent).toBe(0)
  })
})

describe('commentThreadMachine: dialogs', () => {
  const troll = { channelId: 'troll', nickname: 'Troll' }

  it('asks before deleting a comment or a reply: CONFIRM deletes, CANCEL sends nothing', async () => {
    const deleted: unknown[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, { channelId: 'me', replyCnt: 1 })])),
        listReplies: fromPromise(async () => replyPage([reply(5, { channelId: 'me' })])),
        deleteComment: fromPromise(async ({ input }) => deleted.push(input)),
        deleteReply: fromPromise(async ({ input }) => deleted.push(input)),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'TOGGLE_REPLIES', commentIdx: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'OPEN', dialog: 'delete', commentIdx: 1, replyIdx: 5 })
    expect(actor.getSnapshot().value).toBe('confirmingDelete')
    expect(actor.getSnapshot().context.deleteCandidate).toEqual({ commentIdx: 1, replyIdx: 5 })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.deleteCandidate).toBeUndefined()
    expect(idle(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'OPEN', dialog: 'delete', commentIdx: 1, replyIdx: 5 })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, idle)
    actor.send({ type: 'OPEN', dialog: 'delete', commentIdx: 1 })
    actor.send({ type: 'CONFIRM' })
    const settled = await waitFor(actor, idle)
    expect(deleted).toEqual([
      { type: 'deleteReply', commentIdx: 1, replyIdx: 5 },
      { type: 'deleteComment', commentIdx: 1 },
    ])
    expect(settled.value).toBe('ready')
    expect(comments(settled.context)).toEqual([])
  })

  it("opens no delete dialog on another's comment", async () => {
    const machine = commentThreadMachine.provide({
      actors: { listComments: fromPromise(async () => page([comment(1)])) },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', dialog: 'delete', commentIdx: 1 })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('asks for a reason before reporting, then reports the item asked about', async () => {
    const reports: unknown[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1), comment(2)])),
        reportComment: fromPromise(async ({ input }) => reports.push(input)),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', dialog: 'report', commentIdx: 2 })
    expect(actor.getSnapshot().value).toBe('reporting')
    expect(actor.getSnapshot().context.reportCandidate).toEqual({ commentIdx: 2 })
    actor.send({ type: 'SUBMIT_REPORT', reason: 'spam' })
    const settled = await waitFor(actor, idle)
    expect(settled.value).toBe('ready')
    expect(settled.context.reportCandidate).toBeUndefined()
    expect(reports).toEqual([
      {
        type: 'reportComment',
        commentIdx: 2,
        report: {
          streamerChannelId: 'kim',
          reportedChannelId: 'author2',
          reportedCommentContent: 'comment 2',
          reportReason: 'spam',
          contentIdx: 7,
        },
      },
    ])
    expect(events).toEqual([{ type: 'reported', target: 'comment', idx: 2 }])
  })

  it('asks before blocking an author, naming them; CANCEL blocks nobody', async () => {
    const blocked: unknown[] = []
    const machine = commentThreadMachine.provide({
      actors: {
        listComments: fromPromise(async () => page([comment(1, troll)])),
        blockChannel: fromPromise(async ({ input }) => blocked.push(input)),
      },
    })
    const actor = createActor(machine, { input: input() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', dialog: 'block', channelId: 'troll', nickname: 'Troll' })
    expect(actor.getSnapshot().value).toBe('confirmingBlock')
    expect(actor.getSnapshot().context.blockCandidate).toEqual({
      channelId: 'troll',
      nickname: 'Troll',
    })
    actor.send({ type: 'CANCEL' })
    expect(comments(actor.getSnapshot().context)[0]?.isBlockedChannel).toBeUndefined()
    actor.send({ type: 'OPEN', dialog: 'block', channelId: 'troll', nickname: 'Troll' })
    actor.send({ type: 'CONFIRM' })
    expect(comments(actor.getSnapshot().context)[0]?.isBlockedChannel).toBe(true)
    await waitFor(actor, idle)
    expect(blocked).toEqual([{ type: 'blockChannel', channelId: 'troll', nickname: 'Troll' }])
    actor.send({ type: 'OPEN', dialog: 'block', channelId: 'me' })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('sends an anonymous viewer to log in on report and block, with no dialog', async () => {
    const machine = commentThreadMachine.provide({
      actors: { listComments: fromPromise(async () => page([comment(1)])) },
    })
    const actor = createActor(machine, { input: input({ status: 'anonymous' }) }).start()
    const events: BoardEmitted[] = []
    actor.on('*', (e) => e.type !== 'failed' && events.push(e))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'OPEN', dialog: 'report', commentIdx: 1 })
    actor.send({ type: 'OPEN', dialog: 'block', channelId: 'author1', nickname: 'Author 1' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(events).toEqual([{ type: 'login-required' }, { type: 'login-required' }])
  })
})

describe('createCommentThreadMachine: another adapter', () => {
  // A section like a video's: its own server shapes and calls, and under the 'like' sort a new
  // comment goes at the end of the last page when it has room.
  const PAGE_SIZE = 2
  const appendUnderLike: CommentThreadAdapter = {
    insertComment: (pages, created, sort) => {
      if (sort === 'recently') return addComment(pages, created)
      const last = pages.at(-1)
      if (!last || last.items.length >= PAGE_SIZE) return pages
      return [...pages.slice(0, -1), { ...last, items: [...last.items, created] }]
    },
  }

  function fakeServer(first: { idx: number; text: string }[]) {
    const asked: unknown[] = []
    const toComment = ({ idx, text }: { idx: number; text: string }): Comment =>
      comment(idx, { content: text })
    return {
      asked,
      // The calls turn the thread's inputs into the server's and its answers into the thread's.
      calls: {
        listComments: fromPromise(
          async ({ input }: { input: { postIdx: number; page: number; sort: CommentSort } }) => {
            asked.push(['list', input.sort === 'like' ? 'likeCnt-desc' : 'createDate-desc'])
            return page(first.map(toComment), 3)
          },
        ),
        createComment: fromPromise(
          async ({ input }: { input: { postIdx: number; content: string } }) => {
            asked.push(['create', input.content])
            return toComment({ idx: 9, text: input.content })
          },
        ),
      },
    }
  }

  it('runs the thread over the adapter: its calls and its insertion rule', async () => {
    const server = fakeServer([{ idx: 1, text: 'first' }])
    const machine = createCommentThreadMachine(appendUnderLike).provide({ actors: server.calls })
    const actor = createActor(machine, { input: input(member, { sort: 'like' }) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SUBMIT', content: 'new' })
    const liked = await waitFor(actor, idle)
    expect(comments(liked.context).map((c) => c.content)).toEqual(['first', 'new'])
    expect(liked.context.commentCnt).toBe(4)
    actor.send({ type: 'SORT', sort: 'recently' })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SUBMIT', content: 'newer' })
    const recent = await waitFor(actor, idle)
    expect(comments(recent.context).map((c) => c.content)).toEqual(['newer', 'first'])
    expect(server.asked).toEqual([
      ['list', 'likeCnt-desc'],
      ['create', 'new'],
      ['list', 'createDate-desc'],
      ['create', 'newer'],
    ])
  })

  it('only counts a new comment under like when the last page is full', async () => {
    const server = fakeServer([
      { idx: 1, text: 'a' },
      { idx: 2, text: 'b' },
    ])
    const machine = createCommentThreadMachine(appendUnderLike).provide({ actors: server.calls })
    const actor = createActor(machine, { input: input(member, { sort: 'like' }) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SUBMIT', content: 'c' })
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context).map((c) => c.content)).toEqual(['a', 'b'])
    expect(settled.context.commentCnt).toBe(4)
  })

  it("keeps the community rule in the post's machine: a new comment on top under any sort", async () => {
    const server = fakeServer([{ idx: 1, text: 'first' }])
    const machine = commentThreadMachine.provide({ actors: server.calls })
    const actor = createActor(machine, { input: input(member, { sort: 'like' }) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SUBMIT', content: 'new' })
    const settled = await waitFor(actor, idle)
    expect(comments(settled.context).map((c) => c.content)).toEqual(['new', 'first'])
  })
})
