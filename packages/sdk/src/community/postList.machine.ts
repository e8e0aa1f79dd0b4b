import { assign, emit, enqueueActions, setup } from 'xstate'
import type {
  LikeState,
  PinStatus,
  Post,
  PostPage,
  PostPatch,
  PostUpdate,
} from '../contract/community/community.schemas'
import { nextPostPage, postPageLimit } from '../contract/community/paging'
import type { PostReport } from '../contract/report/report.schemas'
import { ApiError } from '../core/apiError'
import { type BoardEmitted, failureEvents } from '../core/feedback'
import {
  type CallEnqueuer,
  type CallOf,
  type CallSettled,
  callTracker,
  type InFlightCalls,
  unprovidedCall,
} from '../core/inFlightCalls'
import { appendPage, findItem, nextPageOf, type Paged } from '../core/pagedList'
import { recoveryCues } from '../core/recoveryCues'
import { retryDelayOf, shouldAutoRetry } from '../core/serverReach'
import { isOwner, type Viewer } from '../core/viewer'
import { type LikeSnapshot, likeCount } from './commentThread.updates'
import type { PostFilters } from './community.queries'
import {
  applyPostUpdate,
  changeCommentCount,
  pinRival,
  postPaged,
  removePost,
  setPostLike,
} from './postList.updates'

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

type Liking = { postIdx: number; channelId: string; before: LikeSnapshot }

/** What each call of the list carries, by the name of the provided actor that makes it. */
interface PostCallInputs {
  likePost: Liking
  unlikePost: Liking
  updatePost: { postIdx: number; patch: PostPatch }
  deletePost: { postIdx: number }
  reportPost: { postIdx: number; report: PostReport }
}

/** A call of the list, as sent to the provided actor of the same name (its input). */
export type PostCall = CallOf<PostCallInputs>

// One call per post at a time, whatever it is.
const postCalls = callTracker<PostCallInputs>((call) => `${call.postIdx}`)

export interface PostListContext extends Required<Omit<PostListInput, 'postIdx'>> {
  postIdx?: number
  pages: Paged<Post>[]
  /** The post waiting for the owner to confirm it takes the pin from another. */
  pinCandidate?: number
  /** The post whose report waits for the viewer to choose a reason. */
  reportCandidate?: number
  /** The post waiting for the owner to confirm its deletion. */
  deleteCandidate?: number
  error?: unknown
  /** Automatic tries of the failed load so far (see `AUTO_RETRY`); 0 once it loads. */
  retries: number
}

// The machine's own context: the public one and the calls in flight, which nobody else reads.
interface PostListMachineContext extends PostListContext {
  inFlight: InFlightCalls<PostCall>
}

/**
 * The list's state, for `data-state`. `confirmingPin`, `confirmingDelete` and `reporting` are
 * its dialogs: the UI shows the one the state names, about the context's candidate.
 */
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
  | 'confirmingDelete'

export type PostListEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'VIEWER'; viewer: Viewer }
  | { type: 'LIKE' | 'UNLIKE' | 'PIN' | 'UNPIN' | 'DELETE' | 'REPORT'; postIdx: number }
  /**
   * Asks first: a delete waits for CONFIRM, a report for SUBMIT_REPORT (as REPORT); CANCEL
   * closes. An anonymous viewer asked to report is sent to log in instead.
   */
  | { type: 'OPEN'; dialog: 'delete' | 'report'; postIdx: number }
  /** The reason's index (`reportReasonIdx`) for the post in `reporting`. */
  | { type: 'SUBMIT_REPORT'; reason: number }
  | { type: 'CONFIRM' | 'CANCEL' }
  /** The post's comment thread wrote or deleted a comment (`commentCountChange`). */
  | { type: 'COMMENT_COUNT'; postIdx: number; delta: number }

type ListInput = PostFilters & { channelId: string; page: number; limit: number }

const post = (context: PostListContext, idx: number) =>
  findItem(context.pages, (p) => p.idx === idx)
const owns = (context: PostListContext) => isOwner(context.viewer, context.channelId)
const isAnonymous = (context: PostListContext) => context.viewer.status === 'anonymous'

// The owner deletes any loaded post.
function deleteCall(context: PostListContext, postIdx: number | undefined): PostCall | undefined {
  if (postIdx === undefined || !owns(context) || !post(context, postIdx)) return undefined
  return { type: 'deletePost', postIdx }
}

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

// A like shows at once; every call waits for no other on the same post.
function startCall(
  enqueue: CallEnqueuer<PostListMachineContext, PostCallInputs>,
  context: PostListMachineContext,
  call: PostCall | undefined,
) {
  if (!call) return
  const like = call.type === 'likePost' || call.type === 'unlikePost'
  const pages = like
    ? setPostLike(context.pages, call.postIdx, {
        liked: call.type === 'likePost',
        count: likeCount(call.before.count, call.type === 'likePost'),
      })
    : context.pages
  postCalls.enqueue(enqueue, context.inFlight, call, (inFlight) => ({ pages, inFlight }))
}

const noDialog = { pinCandidate: undefined, reportCandidate: undefined, deleteCandidate: undefined }

// A dialog that asks to confirm `asked`: CONFIRM starts it, CANCEL drops it; both close it.
const confirming = (asked: (context: PostListMachineContext) => PostCall | undefined) =>
  ({
    on: {
      CONFIRM: {
        target: 'ready',
        actions: {
          type: 'answer',
          params: ({ context }: { context: PostListMachineContext }) => asked(context),
        },
      },
      CANCEL: { target: 'ready', actions: 'closeDialog' },
    },
  }) as const

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
    context: {} as PostListMachineContext,
    events: {} as PostListEvent | CallSettled,
    input: {} as PostListInput,
    emitted: {} as BoardEmitted,
  },
  actors: {
    listPosts: unprovidedCall<PostPage, ListInput>('listPosts'),
    likePost: unprovidedCall<LikeState, { postIdx: number; channelId: string }>('likePost'),
    unlikePost: unprovidedCall<LikeState, { postIdx: number; channelId: string }>('unlikePost'),
    updatePost: unprovidedCall<PostUpdate, { postIdx: number; patch: PostPatch }>('updatePost'),
    deletePost: unprovidedCall<unknown, { postIdx: number }>('deletePost'),
    reportPost: unprovidedCall<unknown, { postIdx: number; report: PostReport }>('reportPost'),
    getPost: unprovidedCall<Post, { postIdx: number; channelId: string }>('getPost'),
    getPinStatus: unprovidedCall<PinStatus, { postIdx: number }>('getPinStatus'),
    recoveryCues,
  },
  delays: {
    autoRetry: ({ context }) => retryDelayOf(context.retries),
  },
  guards: {
    anonymous: ({ context }) => isAnonymous(context),
    onePost: ({ context }) => context.postIdx !== undefined,
    hasNextPage: ({ context }) => nextPageOf(context.pages, nextPostPage) !== undefined,
    pinTakesOver: ({ context }, { postIdx }: { postIdx: number }) =>
      pinCall(context, postIdx, true) !== undefined && !!pinRival(context.pages, postIdx),
  },
  actions: {
    askLogin: emit({ type: 'login-required' } as const),
    /** Starts a call (ignored when undefined or when one is in flight for the same post). */
    start: enqueueActions(({ context, enqueue }, call: PostCall | undefined) =>
      startCall(enqueue, context, call),
    ),
    settle: enqueueActions(({ context, event, enqueue }) => {
      const settled = postCalls.settle(context.inFlight, event)
      if (!settled) return
      const { call } = settled
      enqueue.assign({ inFlight: settled.calls })
      if (!settled.ok) {
        for (const failure of failureEvents(settled.error)) enqueue.emit(failure)
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
        const update = settled.output as PostUpdate
        enqueue.assign({ pages: applyPostUpdate(context.pages, update) })
        enqueue.emit({ type: update.post.isFixed ? 'pinned' : 'unpinned', target: 'post', idx })
      } else if (isLikeState(settled.output)) {
        const state = { liked: settled.output.isLike, count: settled.output.likeCnt }
        enqueue.assign({ pages: setPostLike(context.pages, idx, state) })
      }
    }),
    /** Starts what the dialog asked about (if it still may be) and closes the dialog. */
    answer: enqueueActions(({ context, enqueue }, call: PostCall | undefined) => {
      startCall(enqueue, context, call)
      enqueue.assign(noDialog)
    }),
    closeDialog: assign(noDialog),
    loadFailed: enqueueActions(({ enqueue, event }) => {
      const error = (event as { error?: unknown }).error
      enqueue.assign({ error })
      enqueue.emit({ type: 'failed', error })
    }),
    toastFailure: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      for (const event of failureEvents(params.error)) enqueue.emit(event)
    }),
  },
}).createMachine({
  id: 'postList',
  context: ({ input }) => ({
    channelId: input.channelId,
    viewer: input.viewer,
    filters: input.filters ?? {},
    postIdx: input.postIdx,
    pages: [],
    retries: 0,
    inFlight: postCalls.none,
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
      actions: {
        type: 'start',
        params: ({ context, event }) => deleteCall(context, event.postIdx),
      },
    },
    OPEN: [
      {
        guard: ({ context, event }) => event.dialog === 'report' && isAnonymous(context),
        actions: 'askLogin',
      },
      {
        guard: ({ context, event }) => event.dialog === 'report' && !!post(context, event.postIdx),
        target: '.reporting',
        actions: assign({ reportCandidate: ({ event }) => event.postIdx }),
      },
      {
        guard: ({ context, event }) =>
          event.dialog === 'delete' && deleteCall(context, event.postIdx) !== undefined,
        target: '.confirmingDelete',
        actions: assign({ deleteCandidate: ({ event }) => event.postIdx }),
      },
    ],
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
          actions: assign({
            pages: ({ event }) => [postPaged(event.output)],
            error: undefined,
            retries: 0,
          }),
        },
        onError: { target: 'error', actions: 'loadFailed' },
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
              retries: 0,
            }),
          },
          { target: 'notFound' },
        ],
        onError: [
          { guard: ({ event }) => isMissing(event.error), target: 'notFound' },
          { target: 'error', actions: 'loadFailed' },
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
    // A server that could not be reached is asked again by itself, with backoff and a bound, and
    // when the browser comes back online or the window regains focus; a refusal waits for RETRY.
    error: {
      invoke: { src: 'recoveryCues' },
      after: {
        autoRetry: {
          guard: ({ context }) => shouldAutoRetry(context.error, context.retries),
          target: 'loading',
          actions: assign({ retries: ({ context }) => context.retries + 1 }),
        },
      },
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
            actions: {
              type: 'answer',
              params: ({ context }) => pinCall(context, context.pinCandidate ?? -1, true),
            },
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            { type: 'toastFailure', params: ({ event }) => ({ error: event.error }) },
            'closeDialog',
          ],
        },
      },
    },
    reporting: {
      on: {
        SUBMIT_REPORT: {
          target: 'ready',
          actions: {
            type: 'answer',
            params: ({ context, event }) => reportCall(context, event.reason),
          },
        },
        CANCEL: { target: 'ready', actions: 'closeDialog' },
      },
    },
    confirmingPin: confirming((c) => pinCall(c, c.pinCandidate ?? -1, true)),
    confirmingDelete: confirming((c) => deleteCall(c, c.deleteCandidate)),
  },
})

function isLikeState(output: unknown): output is LikeState {
  return typeof output === 'object' && output !== null && 'likeCnt' in output && 'isLike' in output
}
