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
import { type BoardEmitted, failureEvents } from '../core/feedback'
import { type CallEnqueuer, type CallSettled, unprovidedCall } from '../core/inFlightCalls'
import { appendPage, nextPageOf } from '../core/pagedList'
import { recoveryCues } from '../core/recoveryCues'
import { retryDelayOf, shouldAutoRetry } from '../core/serverReach'
import {
  askFirst,
  confirmingPin,
  memberOnly,
  pinEvents,
  reportDialog,
  type TransitionArgs,
} from './boardTransitions'
import { isLikeState, likeCount } from './commentThread.updates'
import {
  deleteCall,
  isAnonymous,
  isMissing,
  type ListInput,
  likeCall,
  type PostCall,
  type PostCallInputs,
  type PostListContext,
  type PostListEvent,
  type PostListInput,
  type PostListMachineContext,
  pinCall,
  pinTaken,
  post,
  postCalls,
  reportCall,
} from './postList.calls'
import {
  applyPostUpdate,
  changeCommentCount,
  pinRival,
  postPaged,
  removePost,
  setPostLike,
} from './postList.updates'

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

type Args<T extends PostListEvent['type']> = TransitionArgs<
  PostListMachineContext,
  PostListEvent,
  T
>

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
    assignPinCandidate: assign((_, params: { pinCandidate: number }) => params),
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
    LIKE: memberOnly(({ context, event }: Args<'LIKE'>) => likeCall(context, event.postIdx, true)),
    UNLIKE: memberOnly(({ context, event }: Args<'UNLIKE'>) =>
      likeCall(context, event.postIdx, false),
    ),
    ...pinEvents(
      { idOf: (event: Args<'PIN'>['event']) => event.postIdx, pinCall },
      {
        // Alone on its page, the post cannot see the channel's other pins: ask the server.
        guard: ({ context, event }: Args<'PIN'>) =>
          context.postIdx !== undefined && pinCall(context, event.postIdx, true) !== undefined,
        target: '.checkingPin',
        actions: {
          type: 'assignPinCandidate',
          params: ({ event }: Args<'PIN'>) => ({ pinCandidate: event.postIdx }),
        },
      },
    ),
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
    reporting: reportDialog(({ context, event }: Args<'SUBMIT_REPORT'>) =>
      reportCall(context, event.reason),
    ),
    confirmingPin: confirmingPin(pinCall),
    confirmingDelete: askFirst((c: PostListMachineContext) => deleteCall(c, c.deleteCandidate)),
  },
})
