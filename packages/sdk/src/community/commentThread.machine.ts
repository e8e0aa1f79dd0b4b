import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate'
import type { CommentReport } from '../report/report.schemas'
import {
  blockCall,
  type CommentThreadContext,
  type CommentThreadEvent,
  type CommentThreadInput,
  canEdit,
  deleteCall,
  isPending,
  likeCall,
  pinCall,
  pinTakesOver,
  reportCall,
  type ThreadCall,
  updateCall,
} from './commentThread.calls'
import { callDone, callFailed, callStarted } from './commentThread.outcomes'
import { commentPaged } from './commentThread.updates'
import type { CommentSort } from './community.queries'
import type { Comment, CommentPage, LikeState, Reply, ReplyPage } from './community.schemas'
import { COMMENT_MAX_LENGTH } from './community.schemas'
import { type BoardEmitted, failureFeedback } from './feedback'
import { appendPage, nextPageOf } from './pagedList'
import { nextCommentPage } from './paging'
import { submitProblem } from './viewer'

type SettledEvent = DoneActorEvent<unknown, string> | ErrorActorEvent<unknown, string>

// Apps provide every call (see `.provide()`); until then a call fails loudly.
const call = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is not provided`)))
type ById = { commentIdx: number }
type ByReply = { commentIdx: number; replyIdx: number }
type Report = { report: CommentReport }

// The part of `enqueueActions`' enqueuer that starting a call needs.
interface Enqueue {
  assign(patch: Partial<CommentThreadContext>): void
  spawnChild(src: 'blockChannel', options: { id: string; input: { channelId: string } }): void
}

function spawnCall(enqueue: Enqueue, context: CommentThreadContext, call: ThreadCall | undefined) {
  if (!call || isPending(context, call)) return
  const id = `call-${context.seq}`
  enqueue.assign({
    ...callStarted(context, call),
    seq: context.seq + 1,
    calls: { ...context.calls, [id]: call },
  })
  // The actor named like the call gets the call itself as its input.
  enqueue.spawnChild(call.type as 'blockChannel', { id, input: call as { channelId: string } })
}

/**
 * The comment section of a post: pages, sort, likes, replies, pins, reports and blocks, with
 * every rule of community.md section 4. Each call is a provided actor named after it; events
 * for the UI (`toast`, `login-required`, `max-blocked`...) come out through `actor.on`.
 *
 * @example
 * const thread = createActor(commentThreadMachine.provide({ actors: commentThreadActors(client) }), {
 *   input: { postIdx: 7, channelId: 'kim', viewer, hash: location.hash },
 * }).start()
 * thread.on('login-required', openLogin)
 * thread.send({ type: 'LIKE', commentIdx: 42 })
 */
export const commentThreadMachine = setup({
  types: {
    context: {} as CommentThreadContext,
    events: {} as CommentThreadEvent | SettledEvent,
    input: {} as CommentThreadInput,
    emitted: {} as BoardEmitted,
  },
  actors: {
    listComments: call<CommentPage, { postIdx: number; page: number; sort: CommentSort }>(
      'listComments',
    ),
    createComment: call<Comment, { postIdx: number; content: string }>('createComment'),
    updateComment: call<Comment, ById & { content: string }>('updateComment'),
    deleteComment: call<unknown, ById>('deleteComment'),
    likeComment: call<LikeState, ById>('likeComment'),
    unlikeComment: call<LikeState, ById>('unlikeComment'),
    pinComment: call<unknown, ById>('pinComment'),
    unpinComment: call<unknown, ById>('unpinComment'),
    reportComment: call<unknown, ById & Report>('reportComment'),
    listReplies: call<ReplyPage, ById & { page: number }>('listReplies'),
    createReply: call<Reply, ById & { content: string }>('createReply'),
    deleteReply: call<unknown, ByReply>('deleteReply'),
    likeReply: call<LikeState, ByReply>('likeReply'),
    unlikeReply: call<LikeState, ByReply>('unlikeReply'),
    reportReply: call<unknown, ByReply & Report>('reportReply'),
    blockChannel: call<unknown, { channelId: string }>('blockChannel'),
  },
  guards: {
    anonymous: ({ context }) => context.viewer.status === 'anonymous',
    hasNextPage: ({ context }) => nextPageOf(context.pages, nextCommentPage) !== undefined,
    pinTakesOver: ({ context }, params: { commentIdx: number }) =>
      pinTakesOver(context, params.commentIdx),
    canEdit: ({ context }, params: { commentIdx: number }) => canEdit(context, params.commentIdx),
  },
  actions: {
    askLogin: emit({ type: 'login-required' } as const),
    /** Starts a call (ignored when undefined or when the same one is in flight). */
    start: enqueueActions(({ context, enqueue }, call: ThreadCall | undefined) =>
      spawnCall(enqueue, context, call),
    ),
    settle: enqueueActions(({ context, event, enqueue }) => {
      if (!('actorId' in event)) return
      const call = context.calls[event.actorId]
      if (!call) return
      const { [event.actorId]: _, ...calls } = context.calls
      const step =
        'output' in event
          ? callDone(context, call, event.output)
          : callFailed(context, call, event.error)
      const settled = { ...context, ...step.patch, calls }
      enqueue.assign(settled)
      for (const emitted of step.emit ?? []) enqueue.emit(emitted)
      for (const next of step.start ?? []) spawnCall(enqueue, settled, next)
    }),
    submit: enqueueActions(
      ({ context, enqueue }, { content, commentIdx }: { content: string; commentIdx?: number }) => {
        const problem = submitProblem(context.viewer, content)
        if (problem === 'too-long') enqueue.emit({ type: 'text-too-long', max: COMMENT_MAX_LENGTH })
        else if (problem && problem !== 'empty') enqueue.emit({ type: problem })
        if (problem) return
        const next: ThreadCall =
          commentIdx === undefined
            ? { type: 'createComment', postIdx: context.postIdx, content }
            : { type: 'createReply', commentIdx, content }
        spawnCall(enqueue, context, next)
      },
    ),
    toggleReplies: enqueueActions(
      ({ context, enqueue }, { commentIdx }: { commentIdx: number }) => {
        const thread = context.replies[commentIdx] ?? { expanded: false, loading: false, pages: [] }
        const expanded = !thread.expanded
        const replies = { ...context.replies, [commentIdx]: { ...thread, expanded } }
        enqueue.assign({ replies })
        if (expanded && thread.pages.length === 0) {
          spawnCall(enqueue, { ...context, replies }, { type: 'listReplies', commentIdx, page: 1 })
        }
      },
    ),
    loadMoreReplies: enqueueActions(
      ({ context, enqueue }, { commentIdx }: { commentIdx: number }) => {
        const thread = context.replies[commentIdx]
        const page = thread?.expanded && nextPageOf(thread.pages, nextCommentPage)
        if (page) spawnCall(enqueue, context, { type: 'listReplies', commentIdx, page })
      },
    ),
    toastFailure: emit((_, params: { error: unknown }) => failureFeedback(params.error)),
  },
}).createMachine({
  id: 'commentThread',
  context: ({ input }) => ({
    postIdx: input.postIdx,
    channelId: input.channelId,
    viewer: input.viewer,
    sort: input.sort ?? (input.hash === '#comment' ? 'like' : 'recently'),
    pages: [],
    commentCnt: 0,
    replies: {},
    calls: {},
    seq: 0,
  }),
  initial: 'loading',
  on: {
    SORT: {
      guard: ({ context, event }) => event.sort !== context.sort,
      target: '.loading',
      actions: assign({
        sort: ({ event }) => event.sort,
        pages: [],
        replies: {},
        editing: undefined,
      }),
    },
    VIEWER: {
      target: '.loading',
      actions: assign({
        viewer: ({ event }) => event.viewer,
        pages: [],
        replies: {},
        editing: undefined,
      }),
    },
    SUBMIT: { actions: { type: 'submit', params: ({ event }) => event } },
    LIKE: [
      { guard: 'anonymous', actions: 'askLogin' },
      {
        actions: { type: 'start', params: ({ context, event }) => likeCall(context, event, true) },
      },
    ],
    UNLIKE: [
      { guard: 'anonymous', actions: 'askLogin' },
      {
        actions: { type: 'start', params: ({ context, event }) => likeCall(context, event, false) },
      },
    ],
    DELETE: {
      actions: { type: 'start', params: ({ context, event }) => deleteCall(context, event) },
    },
    REPORT: [
      { guard: 'anonymous', actions: 'askLogin' },
      {
        actions: {
          type: 'start',
          params: ({ context, event }) => reportCall(context, event, event.reason),
        },
      },
    ],
    BLOCK: [
      { guard: 'anonymous', actions: 'askLogin' },
      {
        actions: {
          type: 'start',
          params: ({ context, event }) => blockCall(context, event.channelId),
        },
      },
    ],
    PIN: [
      {
        guard: { type: 'pinTakesOver', params: ({ event }) => event },
        target: '.confirmingPin',
        actions: assign({ pinCandidate: ({ event }) => event.commentIdx }),
      },
      {
        actions: {
          type: 'start',
          params: ({ context, event }) => pinCall(context, event.commentIdx, true),
        },
      },
    ],
    UNPIN: {
      actions: {
        type: 'start',
        params: ({ context, event }) => pinCall(context, event.commentIdx, false),
      },
    },
    EDIT: {
      guard: { type: 'canEdit', params: ({ event }) => event },
      actions: assign({ editing: ({ event }) => event.commentIdx }),
    },
    CANCEL_EDIT: { actions: assign({ editing: undefined }) },
    SAVE_EDIT: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const problem = submitProblem(context.viewer, event.content)
        if (problem === 'too-long') enqueue.emit({ type: 'text-too-long', max: COMMENT_MAX_LENGTH })
        else if (problem && problem !== 'empty') enqueue.emit({ type: problem })
        if (problem) return
        spawnCall(enqueue, context, updateCall(context, event.commentIdx, event.content))
      }),
    },
    TOGGLE_REPLIES: { actions: { type: 'toggleReplies', params: ({ event }) => event } },
    LOAD_MORE_REPLIES: { actions: { type: 'loadMoreReplies', params: ({ event }) => event } },
    'xstate.done.actor.*': { actions: 'settle' },
    'xstate.error.actor.*': { actions: 'settle' },
  },
  states: {
    loading: {
      invoke: {
        src: 'listComments',
        input: ({ context }) => ({ postIdx: context.postIdx, page: 1, sort: context.sort }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            pages: [commentPaged(event.output)],
            commentCnt: event.output.totalCnt,
            error: undefined,
          })),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: {
      on: { LOAD_MORE: { guard: 'hasNextPage', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'listComments',
        input: ({ context }) => ({
          postIdx: context.postIdx,
          page: nextPageOf(context.pages, nextCommentPage) ?? 1,
          sort: context.sort,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            pages: appendPage(context.pages, commentPaged(event.output), (c) => c.commentIdx),
            commentCnt: event.output.totalCnt,
          })),
        },
        onError: {
          target: 'ready',
          actions: { type: 'toastFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    error: {
      on: { RETRY: 'loading' },
    },
    confirmingPin: {
      on: {
        CONFIRM: {
          target: 'ready',
          actions: [
            {
              type: 'start',
              params: ({ context }) => pinCall(context, context.pinCandidate ?? -1, true),
            },
            assign({ pinCandidate: undefined }),
          ],
        },
        CANCEL: { target: 'ready', actions: assign({ pinCandidate: undefined }) },
      },
    },
  },
})
