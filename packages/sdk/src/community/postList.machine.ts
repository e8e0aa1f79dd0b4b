import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate'
import { ApiError } from '../core/apiError'
import type { PostReport } from '../report/report.schemas'
import { type LikeSnapshot, likeCount } from './commentThread.updates'
import type { PostFilters } from './community.queries'
import type {
  LikeState,
  PinStatus,
  Post,
  PostPage,
  PostPatch,
  PostUpdate,
} from './community.schemas'
import { type BoardEmitted, failureFeedback } from './feedback'
import { appendPage, findItem, nextPageOf, type Paged } from './pagedList'
import { nextPostPage, postPageLimit } from './paging'
import {
  applyPostUpdate,
  changeCommentCount,
  pinRival,
  postPaged,
  removePost,
  setPostLike,
} from './postList.updates'
import { isOwner, type Viewer } from './viewer'

export interface PostListInput {
  /** The channel whose board is listed. */
  channelId: string
  viewer: Viewer
  filters?: PostFilters
  /**
   * One post only (the post page): loaded with `getPost` instead of the list. A post of another
   * channel than `channelId`, or one the server does not find, ends in `notFound`.
   */
  postIdx?: number
}

/** A call of the list, as sent to the provided actor of the same name (its input). */
export type PostCall =
  | { type: 'likePost' | 'unlikePost'; postIdx: number; channelId: string; before: LikeSnapshot }
  | { type: 'updatePost'; postIdx: number; patch: PostPatch }
  | { type: 'deletePost'; postIdx: number }
  | { type: 'reportPost'; postIdx: number; report: PostReport }

export interface PostListContext extends Required<Omit<PostListInput, 'postIdx'>> {
  postIdx?: number
  pages: Paged<Post>[]
  /** The post waiting for the owner to confirm it takes the pin from another. */
  pinCandidate?: number
  /** The post whose report waits for the viewer to choose a reason. */
  reportCandidate?: number
  /** Calls in flight by actor id. */
  calls: Partial<Record<string, PostCall>>
  seq: number
  error?: unknown
}

/** The list's state, for `data-state`. */
export type PostListState =
  | 'loading'
  | 'loadingPost'
  | 'ready'
  | 'loadingMore'
  | 'error'
  | 'notFound'
  | 'checkingPin'
  | 'confirmingPin'
  | 'reporting'

export type PostListEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'VIEWER'; viewer: Viewer }
  | { type: 'LIKE' | 'UNLIKE' | 'PIN' | 'UNPIN' | 'DELETE' | 'REPORT'; postIdx: number }
  /** The reason's index (`reportReasonIdx`) for the post in `reporting`. */
  | { type: 'SUBMIT_REPORT'; reason: number }
  | { type: 'CONFIRM' | 'CANCEL' }
  /** The post's comment thread wrote or deleted a comment (`commentCountChange`). */
  | { type: 'COMMENT_COUNT'; postIdx: number; delta: number }

type SettledEvent = DoneActorEvent<unknown, string> | ErrorActorEvent<unknown, string>
type ListInput = PostFilters & { channelId: string; page: number; limit: number }

const call = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is not provided`)))
const post = (context: PostListContext, idx: number) =>
  findItem(context.pages, (p) => p.idx === idx)
const owns = (context: PostListContext) => isOwner(context.viewer, context.channelId)

function likeCall(context: PostListContext, postIdx: number, like: boolean): PostCall | undefined {
  const found = post(context, postIdx)
  if (!found || (found.isLikePost === true) === like) return undefined
  const before = { liked: !like, count: found.likeCnt }
  return { type: like ? 'likePost' : 'unlikePost', postIdx, channelId: context.channelId, before }
}

function pinCall(context: PostListContext, postIdx: number, pin: boolean): PostCall | undefined {
  const found = post(context, postIdx)
  if (!found || !owns(context) || (found.isFixed === true) === pin) return undefined
  return { type: 'updatePost', postIdx, patch: { isFixed: pin } }
}

function reportCall(context: PostListContext, reason: number): PostCall | undefined {
  const postIdx = context.reportCandidate ?? -1
  const found = post(context, postIdx)
  if (!found) return undefined
  // The payload's text is capped at 5000 UTF-16 units; a post may hold 5000 visible characters.
  const reportedCommentContent = found.content.slice(0, 5000)
  return {
    type: 'reportPost',
    postIdx,
    report: { reportReasonIdx: reason, reportedCommentContent },
  }
}

// A post that is gone, or that the server does not show, is a not-found page, not an error.
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'deleted')

const pinTaken = (context: PostListContext, status: PinStatus) => {
  const reserved = post(context, context.pinCandidate ?? -1)?.isReserved === true
  return reserved ? status.isFixedReserved : status.isFixedPublished
}

const listInput = (context: PostListContext, page: number): ListInput => ({
  ...context.filters,
  channelId: context.channelId,
  page,
  limit: postPageLimit(page),
})

/**
 * A channel's community post list: pages (20 first, then 10), optimistic likes with rollback,
 * pins (one published and one reserved; taking a pin asks to confirm), reports and deletes.
 * Given a `postIdx` it holds that one post (the post page): the channel's pin status then
 * tells whether a pin takes another's place. Each call is a provided actor named after it;
 * events for the UI come out through `actor.on`.
 *
 * @example
 * const list = createActor(postListMachine.provide({ actors: postListActors(client) }), {
 *   input: { channelId: 'kim', viewer },
 * }).start()
 * list.send({ type: 'PIN', postIdx: 7 })
 */
export const postListMachine = setup({
  types: {
    context: {} as PostListContext,
    events: {} as PostListEvent | SettledEvent,
    input: {} as PostListInput,
    emitted: {} as BoardEmitted,
  },
  actors: {
    listPosts: call<PostPage, ListInput>('listPosts'),
    likePost: call<LikeState, { postIdx: number; channelId: string }>('likePost'),
    unlikePost: call<LikeState, { postIdx: number; channelId: string }>('unlikePost'),
    updatePost: call<PostUpdate, { postIdx: number; patch: PostPatch }>('updatePost'),
    deletePost: call<unknown, { postIdx: number }>('deletePost'),
    reportPost: call<unknown, { postIdx: number; report: PostReport }>('reportPost'),
    getPost: call<Post, { postIdx: number; channelId: string }>('getPost'),
    getPinStatus: call<PinStatus, { postIdx: number }>('getPinStatus'),
  },
  guards: {
    anonymous: ({ context }) => context.viewer.status === 'anonymous',
    onePost: ({ context }) => context.postIdx !== undefined,
    hasNextPage: ({ context }) => nextPageOf(context.pages, nextPostPage) !== undefined,
    pinTakesOver: ({ context }, { postIdx }: { postIdx: number }) =>
      pinCall(context, postIdx, true) !== undefined && !!pinRival(context.pages, postIdx),
  },
  actions: {
    askLogin: emit({ type: 'login-required' } as const),
    /** Starts a call (ignored when undefined or when one is in flight for the same post). */
    start: enqueueActions(({ context, enqueue }, call: PostCall | undefined) => {
      if (!call || Object.values(context.calls).some((c) => c?.postIdx === call.postIdx)) return
      const id = `call-${context.seq}`
      const pages =
        call.type === 'likePost' || call.type === 'unlikePost'
          ? setPostLike(context.pages, call.postIdx, {
              liked: call.type === 'likePost',
              count: likeCount(call.before.count, call.type === 'likePost'),
            })
          : context.pages
      enqueue.assign({ pages, seq: context.seq + 1, calls: { ...context.calls, [id]: call } })
      // The actor named like the call gets the call itself as its input.
      enqueue.spawnChild(call.type as 'deletePost', { id, input: call })
    }),
    settle: enqueueActions(({ context, event, enqueue }) => {
      if (!('actorId' in event)) return
      const call = context.calls[event.actorId]
      if (!call) return
      const { [event.actorId]: _, ...calls } = context.calls
      enqueue.assign({ calls })
      if ('error' in event) {
        enqueue.emit(failureFeedback(event.error))
        if (call.type === 'likePost' || call.type === 'unlikePost') {
          enqueue.assign({ pages: setPostLike(context.pages, call.postIdx, call.before) })
        }
        return
      }
      const idx = call.postIdx
      if (call.type === 'reportPost') {
        enqueue.emit({ type: 'reported', target: 'post', idx })
      } else if (call.type === 'deletePost') {
        enqueue.assign({ pages: removePost(context.pages, idx) })
        enqueue.emit({ type: 'deleted', target: 'post', idx })
      } else if (call.type === 'updatePost') {
        const update = event.output as PostUpdate
        enqueue.assign({ pages: applyPostUpdate(context.pages, update) })
        enqueue.emit({ type: update.post.isFixed ? 'pinned' : 'unpinned', target: 'post', idx })
      } else if (isLikeState(event.output)) {
        const state = { liked: event.output.isLike, count: event.output.likeCnt }
        enqueue.assign({ pages: setPostLike(context.pages, idx, state) })
      }
    }),
    toastFailure: emit((_, params: { error: unknown }) => failureFeedback(params.error)),
  },
}).createMachine({
  id: 'postList',
  context: ({ input }) => ({
    channelId: input.channelId,
    viewer: input.viewer,
    filters: input.filters ?? {},
    postIdx: input.postIdx,
    pages: [],
    calls: {},
    seq: 0,
  }),
  initial: 'loading',
  on: {
    COMMENT_COUNT: {
      actions: assign({
        pages: ({ context, event }) =>
          changeCommentCount(context.pages, event.postIdx, event.delta),
      }),
    },
    VIEWER: {
      target: '.loading',
      actions: assign({ viewer: ({ event }) => event.viewer, pages: [] }),
    },
    LIKE: [
      { guard: 'anonymous', actions: 'askLogin' },
      {
        actions: {
          type: 'start',
          params: ({ context, event }) => likeCall(context, event.postIdx, true),
        },
      },
    ],
    UNLIKE: [
      { guard: 'anonymous', actions: 'askLogin' },
      {
        actions: {
          type: 'start',
          params: ({ context, event }) => likeCall(context, event.postIdx, false),
        },
      },
    ],
    PIN: [
      {
        guard: { type: 'pinTakesOver', params: ({ event }) => event },
        target: '.confirmingPin',
        actions: assign({ pinCandidate: ({ event }) => event.postIdx }),
      },
      {
        // Alone on its page, the post cannot see the channel's other pins: ask the server.
        guard: ({ context, event }) =>
          context.postIdx !== undefined && pinCall(context, event.postIdx, true) !== undefined,
        target: '.checkingPin',
        actions: assign({ pinCandidate: ({ event }) => event.postIdx }),
      },
      {
        actions: {
          type: 'start',
          params: ({ context, event }) => pinCall(context, event.postIdx, true),
        },
      },
    ],
    UNPIN: {
      actions: {
        type: 'start',
        params: ({ context, event }) => pinCall(context, event.postIdx, false),
      },
    },
    REPORT: [
      { guard: 'anonymous', actions: 'askLogin' },
      {
        guard: ({ context, event }) => !!post(context, event.postIdx),
        target: '.reporting',
        actions: assign({ reportCandidate: ({ event }) => event.postIdx }),
      },
    ],
    DELETE: {
      guard: ({ context, event }) => owns(context) && !!post(context, event.postIdx),
      actions: {
        type: 'start',
        params: ({ event }) => ({ type: 'deletePost', postIdx: event.postIdx }),
      },
    },
    'xstate.done.actor.*': { actions: 'settle' },
    'xstate.error.actor.*': { actions: 'settle' },
  },
  states: {
    loading: {
      // Leaving at once, the list call is never started (XState starts invoked actors only
      // when their state is still active at the end of the step).
      always: { guard: 'onePost', target: 'loadingPost' },
      invoke: {
        src: 'listPosts',
        input: ({ context }) => listInput(context, 1),
        onDone: {
          target: 'ready',
          actions: assign({ pages: ({ event }) => [postPaged(event.output)], error: undefined }),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadingPost: {
      invoke: {
        src: 'getPost',
        input: ({ context }) => ({ postIdx: context.postIdx ?? -1, channelId: context.channelId }),
        onDone: [
          {
            guard: ({ context, event }) => event.output.channelId === context.channelId,
            target: 'ready',
            actions: assign({
              pages: ({ event }) => [{ page: 1, total: 1, items: [event.output] }],
              error: undefined,
            }),
          },
          { target: 'notFound' },
        ],
        onError: [
          { guard: ({ event }) => isMissing(event.error), target: 'notFound' },
          { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    notFound: {},
    ready: {
      on: { LOAD_MORE: { guard: 'hasNextPage', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'listPosts',
        input: ({ context }) => listInput(context, nextPageOf(context.pages, nextPostPage) ?? 1),
        onDone: {
          target: 'ready',
          actions: assign({
            pages: ({ context, event }) =>
              appendPage(context.pages, postPaged(event.output), (p) => p.idx),
          }),
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
    checkingPin: {
      invoke: {
        src: 'getPinStatus',
        input: ({ context }) => ({ postIdx: context.pinCandidate ?? -1 }),
        onDone: [
          {
            guard: ({ context, event }) => pinTaken(context, event.output),
            target: 'confirmingPin',
          },
          {
            target: 'ready',
            actions: [
              {
                type: 'start',
                params: ({ context }) => pinCall(context, context.pinCandidate ?? -1, true),
              },
              assign({ pinCandidate: undefined }),
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            { type: 'toastFailure', params: ({ event }) => ({ error: event.error }) },
            assign({ pinCandidate: undefined }),
          ],
        },
      },
    },
    reporting: {
      on: {
        SUBMIT_REPORT: {
          target: 'ready',
          actions: [
            { type: 'start', params: ({ context, event }) => reportCall(context, event.reason) },
            assign({ reportCandidate: undefined }),
          ],
        },
        CANCEL: { target: 'ready', actions: assign({ reportCandidate: undefined }) },
      },
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

function isLikeState(output: unknown): output is LikeState {
  return typeof output === 'object' && output !== null && 'likeCnt' in output && 'isLike' in output
}
