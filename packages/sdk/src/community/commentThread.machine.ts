import { assign, emit, enqueueActions, setup } from 'xstate'
import { COMMENT_MAX_LENGTH, type CommentPage } from '../contract/community/community.schemas'
import { nextCommentPage } from '../contract/community/paging'
import { type BoardEmitted, failureEvents } from '../core/feedback'
import type { CallEnqueuer, CallSettled } from '../core/inFlightCalls'
import { appendPage, nextPageOf } from '../core/pagedList'
import {
  askFirst,
  confirmingPin,
  memberOnly,
  pinEvents,
  reportDialog,
  type TransitionArgs,
} from './boardTransitions'
import {
  type CommentThreadAdapter,
  commentThreadRules,
  postCommentAdapter,
} from './commentThread.adapter'
import {
  blockCall,
  type CommentDialogRequest,
  type CommentTarget,
  type CommentThreadEvent,
  type CommentThreadInput,
  canEdit,
  canReport,
  deleteCall,
  dialogTarget,
  likeCall,
  pinCall,
  pinTakesOver,
  reportCall,
  submitCall,
  type ThreadCall,
  type ThreadCallInputs,
  type ThreadMachineContext,
  threadCalls,
  unprovidedThreadCalls,
  updateCall,
} from './commentThread.calls'
import { callDone, callFailed, callStarted } from './commentThread.outcomes'
import { commentPaged } from './commentThread.updates'
import { submitProblem } from './submitProblem'

type Args<T extends CommentThreadEvent['type']> = TransitionArgs<
  ThreadMachineContext,
  CommentThreadEvent,
  T
>

function startCall(
  enqueue: CallEnqueuer<ThreadMachineContext, ThreadCallInputs>,
  context: ThreadMachineContext,
  call: ThreadCall | undefined,
) {
  if (!call) return
  threadCalls.enqueue(enqueue, context.inFlight, call, (inFlight) => ({
    ...callStarted(context, call),
    inFlight,
  }))
}

type Failed = { event: { error: unknown } }

// The first page, loaded anew: the thread's first load (a failure is its `error` state), or a
// reload that keeps the list on show (a failure is a toast).
const firstPage = (onError: 'error' | 'ready', failed: 'loadFailed' | 'toastFailure') =>
  ({
    invoke: {
      src: 'listComments',
      input: ({ context }: { context: ThreadMachineContext }) => ({
        postIdx: context.postIdx,
        page: 1,
        sort: context.sort,
      }),
      onDone: {
        target: 'ready',
        actions: {
          type: 'firstPageLoaded',
          params: ({ event }: { event: { output: CommentPage } }) => event.output,
        },
      },
      onError: {
        target: onError,
        actions: { type: failed, params: ({ event }: Failed) => ({ error: event.error }) },
      },
    },
  }) as const

const noDialog = {
  pinCandidate: undefined,
  deleteCandidate: undefined,
  reportCandidate: undefined,
  blockCandidate: undefined,
}

/**
 * A comment section with every rule of community.md section 4, over `adapter`: what sets
 * one kind of comments apart (where a new comment goes). Its calls are provided actors, one
 * per entry of `ThreadCallInputs`. A post's comments are {@link commentThreadMachine}.
 *
 * @example
 * const videoThread = createCommentThreadMachine(videoComments).provide({ actors: videoCalls })
 */
export function createCommentThreadMachine(adapter: CommentThreadAdapter) {
  const { nextPage, edits, replyReports } = commentThreadRules(adapter)
  // A reply's report where the contract has none is never started, whatever the UI sends.
  const reportOf = (
    context: ThreadMachineContext,
    target: CommentTarget,
    reason: number | string,
  ) =>
    target.replyIdx !== undefined && !replyReports ? undefined : reportCall(context, target, reason)
  return setup({
    types: {
      context: {} as ThreadMachineContext,
      events: {} as CommentThreadEvent | CallSettled,
      input: {} as CommentThreadInput,
      emitted: {} as BoardEmitted,
    },
    actors: unprovidedThreadCalls,
    guards: {
      anonymous: ({ context }) => context.viewer.status === 'anonymous',
      hasNextPage: ({ context }) => nextPageOf(context.pages, nextPage) !== undefined,
      pinTakesOver: ({ context }, params: { commentIdx: number }) =>
        pinTakesOver(context, params.commentIdx),
      canEdit: ({ context }, params: { commentIdx: number }) =>
        edits && canEdit(context, params.commentIdx),
      // Report and block need a member; deleting is offered to members only anyway.
      needsMember: ({ context }, request: CommentDialogRequest) =>
        request.dialog !== 'delete' && context.viewer.status === 'anonymous',
      mayDelete: ({ context }, request: CommentDialogRequest) =>
        request.dialog === 'delete' && deleteCall(context, request) !== undefined,
      mayReport: ({ context }, request: CommentDialogRequest) =>
        request.dialog === 'report' &&
        (request.replyIdx === undefined || replyReports) &&
        canReport(context, request),
      mayBlock: ({ context }, request: CommentDialogRequest) =>
        request.dialog === 'block' && blockCall(context, request.channelId) !== undefined,
    },
    actions: {
      askLogin: emit({ type: 'login-required' } as const),
      /** Starts a call (ignored when undefined or when the same one is in flight). */
      start: enqueueActions(({ context, enqueue }, call: ThreadCall | undefined) =>
        startCall(enqueue, context, call),
      ),
      settle: enqueueActions(({ context, event, enqueue }) => {
        const settled = threadCalls.settle(context.inFlight, event)
        if (!settled) return
        const { call } = settled
        const step = settled.ok
          ? callDone(context, call, settled.output, adapter)
          : callFailed(context, call, settled.error)
        const next = { ...context, ...step.patch, inFlight: settled.calls }
        enqueue.assign(next)
        for (const emitted of step.emit ?? []) enqueue.emit(emitted)
        for (const following of step.start ?? []) startCall(enqueue, next, following)
        if (step.refetch) enqueue.raise({ type: 'REFETCH' })
      }),
      /** Sends a comment, reply or edit, unless its text may not go: the UI is told why. */
      sendText: enqueueActions(
        (
          { context, enqueue },
          { content, call }: { content: string; call: ThreadCall | undefined },
        ) => {
          const problem = submitProblem(context.viewer, content)
          // Empty text is ignored without a word (section 4).
          if (problem === 'too-long') {
            enqueue.emit({ type: 'text-too-long', max: COMMENT_MAX_LENGTH })
          } else if (problem && problem !== 'empty') enqueue.emit({ type: problem })
          if (!problem) startCall(enqueue, context, call)
        },
      ),
      toggleReplies: enqueueActions(
        ({ context, enqueue }, { commentIdx }: { commentIdx: number }) => {
          const thread = context.replies[commentIdx] ?? {
            expanded: false,
            loading: false,
            pages: [],
          }
          const expanded = !thread.expanded
          const replies = { ...context.replies, [commentIdx]: { ...thread, expanded } }
          enqueue.assign({ replies })
          if (expanded && thread.pages.length === 0) {
            startCall(
              enqueue,
              { ...context, replies },
              { type: 'listReplies', commentIdx, page: 1 },
            )
          }
        },
      ),
      loadMoreReplies: enqueueActions(
        ({ context, enqueue }, { commentIdx }: { commentIdx: number }) => {
          const thread = context.replies[commentIdx]
          // Replies page by 10 in every contract.
          const page = thread?.expanded && nextPageOf(thread.pages, nextCommentPage)
          if (page) startCall(enqueue, context, { type: 'listReplies', commentIdx, page })
        },
      ),
      /** Starts what the dialog asked about (if it still may be) and closes the dialog. */
      answer: enqueueActions(({ context, enqueue }, call: ThreadCall | undefined) => {
        startCall(enqueue, context, call)
        enqueue.assign(noDialog)
      }),
      closeDialog: assign(noDialog),
      assignPinCandidate: assign((_, params: { pinCandidate: number }) => params),
      firstPageLoaded: assign((_, page: CommentPage) => ({
        pages: [commentPaged(page)],
        commentCnt: page.totalCnt,
        error: undefined,
      })),
      loadFailed: assign((_, params: { error: unknown }) => ({ error: params.error })),
      toastFailure: enqueueActions(({ enqueue }, params: { error: unknown }) => {
        for (const event of failureEvents(params.error)) enqueue.emit(event)
      }),
    },
  }).createMachine({
    id: 'commentThread',
    context: ({ input }) => ({
      postIdx: input.postIdx,
      channelId: input.channelId,
      viewer: input.viewer,
      sort: input.sort ?? adapter.defaultSort ?? (input.hash === '#comment' ? 'like' : 'recently'),
      pages: [],
      commentCnt: 0,
      replies: {},
      inFlight: threadCalls.none,
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
      SUBMIT: {
        actions: {
          type: 'sendText',
          params: ({ context, event }) => ({
            content: event.content,
            call: submitCall(context, event.content, event.commentIdx),
          }),
        },
      },
      LIKE: memberOnly(({ context, event }: Args<'LIKE'>) => likeCall(context, event, true)),
      UNLIKE: memberOnly(({ context, event }: Args<'UNLIKE'>) => likeCall(context, event, false)),
      DELETE: {
        actions: { type: 'start', params: ({ context, event }) => deleteCall(context, event) },
      },
      REPORT: memberOnly(({ context, event }: Args<'REPORT'>) =>
        reportOf(context, event, event.reason),
      ),
      BLOCK: memberOnly(({ context, event }: Args<'BLOCK'>) => blockCall(context, event.channelId)),
      OPEN: [
        { guard: { type: 'needsMember', params: ({ event }) => event }, actions: 'askLogin' },
        {
          guard: { type: 'mayDelete', params: ({ event }) => event },
          target: '.confirmingDelete',
          actions: assign({ deleteCandidate: ({ event }) => dialogTarget(event) }),
        },
        {
          guard: { type: 'mayReport', params: ({ event }) => event },
          target: '.reporting',
          actions: assign({ reportCandidate: ({ event }) => dialogTarget(event) }),
        },
        {
          guard: { type: 'mayBlock', params: ({ event }) => event },
          target: '.confirmingBlock',
          actions: assign({
            blockCandidate: ({ event }) =>
              event.dialog === 'block'
                ? { channelId: event.channelId, nickname: event.nickname }
                : undefined,
          }),
        },
      ],
      ...pinEvents({ idOf: (event: Args<'PIN' | 'UNPIN'>['event']) => event.commentIdx, pinCall }),
      EDIT: {
        guard: { type: 'canEdit', params: ({ event }) => event },
        actions: assign({ editing: ({ event }) => event.commentIdx }),
      },
      CANCEL_EDIT: { actions: assign({ editing: undefined }) },
      SAVE_EDIT: {
        actions: {
          type: 'sendText',
          params: ({ context, event }) => ({
            content: event.content,
            call: edits ? updateCall(context, event.commentIdx, event.content) : undefined,
          }),
        },
      },
      TOGGLE_REPLIES: { actions: { type: 'toggleReplies', params: ({ event }) => event } },
      LOAD_MORE_REPLIES: { actions: { type: 'loadMoreReplies', params: ({ event }) => event } },
      // A pin the contract does not place itself: the first page again, the list kept on show.
      REFETCH: { target: '.refreshing', actions: 'closeDialog' },
      'xstate.done.actor.*': { actions: 'settle' },
      'xstate.error.actor.*': { actions: 'settle' },
    },
    states: {
      loading: firstPage('error', 'loadFailed'),
      refreshing: firstPage('ready', 'toastFailure'),
      ready: {
        on: { LOAD_MORE: { guard: 'hasNextPage', target: 'loadingMore' } },
      },
      loadingMore: {
        invoke: {
          src: 'listComments',
          input: ({ context }) => ({
            postIdx: context.postIdx,
            page: nextPageOf(context.pages, nextPage) ?? 1,
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
      confirmingPin: confirmingPin(pinCall),
      confirmingDelete: askFirst(
        (c: ThreadMachineContext) => c.deleteCandidate && deleteCall(c, c.deleteCandidate),
      ),
      confirmingBlock: askFirst(
        (c: ThreadMachineContext) => c.blockCandidate && blockCall(c, c.blockCandidate.channelId),
      ),
      reporting: reportDialog(
        ({ context, event }: Args<'SUBMIT_REPORT'>) =>
          context.reportCandidate && reportOf(context, context.reportCandidate, event.reason),
      ),
    },
  })
}

/**
 * The comment section of a post: pages, sort, likes, replies, pins, reports and blocks, with
 * every rule of community.md section 4, and the dialogs they ask for (the `confirming*` states
 * and `reporting`). Each call is a provided actor named after it; events for the UI (`toast`,
 * `login-required`, `max-blocked`...) come out through `actor.on`.
 *
 * @example
 * const thread = createActor(commentThreadMachine.provide({ actors: commentThreadActors(client) }), {
 *   input: { postIdx: 7, channelId: 'kim', viewer, hash: location.hash },
 * }).start()
 * thread.on('login-required', openLogin)
 * thread.send({ type: 'LIKE', commentIdx: 42 })
 * thread.send({ type: 'OPEN', dialog: 'delete', commentIdx: 42 }) // then CONFIRM or CANCEL
 */
export const commentThreadMachine = createCommentThreadMachine(postCommentAdapter)
