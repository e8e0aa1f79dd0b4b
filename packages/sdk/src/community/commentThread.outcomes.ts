import type { Comment, Reply, ReplyPage } from '../contract/community/community.schemas'
import { ApiError } from '../core/apiError'
import { type BoardEmitted, failureEvents } from '../core/feedback'
import { allItems, appendPage, mapItems } from '../core/pagedList'
import type { CommentThreadAdapter } from './commentThread.adapter'
import type { CommentThreadContext, Step, ThreadCall } from './commentThread.calls'
import {
  addReply,
  addToReplyCount,
  isLikeState,
  type LikeSnapshot,
  likeCount,
  pinCommentIn,
  type ReplyThread,
  removeComment,
  removeReply,
  replyPaged,
  setChannelBlocked,
  setCommentLike,
  setReplyLike,
  unpinCommentIn,
} from './commentThread.updates'

const thread = (context: CommentThreadContext, commentIdx: number): ReplyThread =>
  context.replies[commentIdx] ?? { expanded: false, loading: false, pages: [] }
const withThread = (context: CommentThreadContext, commentIdx: number, next: ReplyThread) => ({
  replies: { ...context.replies, [commentIdx]: next },
})

/**
 * The optimistic change made as a call starts: likes and blocks show at once.
 *
 * @example
 * assign(callStarted(context, call))
 */
export function callStarted(
  context: CommentThreadContext,
  call: ThreadCall,
): Partial<CommentThreadContext> {
  switch (call.type) {
    case 'likeComment':
    case 'unlikeComment': {
      const like = call.type === 'likeComment'
      const state = { liked: like, count: likeCount(call.before.count, like) }
      return { pages: setCommentLike(context.pages, call.commentIdx, state) }
    }
    case 'likeReply':
    case 'unlikeReply': {
      const like = call.type === 'likeReply'
      return likeReplyPatch(context, call, {
        liked: like,
        count: likeCount(call.before.count, like),
      })
    }
    case 'listReplies':
      return withThread(context, call.commentIdx, {
        ...thread(context, call.commentIdx),
        loading: true,
      })
    case 'blockChannel':
      return setChannelBlocked(context.pages, context.replies, call.channelId, true)
    default:
      return {}
  }
}

function likeReplyPatch(
  context: CommentThreadContext,
  call: { commentIdx: number; replyIdx: number },
  state: LikeSnapshot,
) {
  const current = thread(context, call.commentIdx)
  const pages = setReplyLike(current.pages, call.replyIdx, state)
  return withThread(context, call.commentIdx, { ...current, pages })
}

/**
 * What a call's answer changes (community.md section 4); a new comment goes where `adapter`
 * places it.
 *
 * @example
 * const step = callDone(context, { type: 'createComment', postIdx, content }, created, adapter)
 */
export function callDone(
  context: CommentThreadContext,
  call: ThreadCall,
  output: unknown,
  adapter: CommentThreadAdapter,
): Step {
  const { pages } = context
  switch (call.type) {
    case 'likeComment':
    case 'unlikeComment':
      // The server's count wins over the optimistic one when it answers with it.
      if (!isLikeState(output)) return {}
      return {
        patch: {
          pages: setCommentLike(pages, call.commentIdx, {
            liked: output.isLike,
            count: output.likeCnt,
          }),
        },
      }
    case 'likeReply':
    case 'unlikeReply':
      if (!isLikeState(output)) return {}
      return {
        patch: likeReplyPatch(context, call, { liked: output.isLike, count: output.likeCnt }),
      }
    case 'createComment': {
      const created = output as Comment
      return {
        patch: {
          pages: adapter.insertComment(pages, created, context.sort),
          commentCnt: context.commentCnt + 1,
        },
        emit: [{ type: 'created', target: 'comment', idx: created.commentIdx }],
      }
    }
    case 'updateComment': {
      const updated = output as Comment
      // Only the text changed; likes and replies in the list may be newer than the answer's.
      const pages = mapItems(
        context.pages,
        (c) => c.commentIdx === call.commentIdx,
        (c) => ({ ...c, content: updated.content, isEdited: true }),
      )
      return { patch: { pages, editing: undefined } }
    }
    case 'deleteComment':
      return {
        patch: {
          pages: removeComment(pages, call.commentIdx),
          commentCnt: Math.max(0, context.commentCnt - 1),
        },
        emit: [{ type: 'deleted', target: 'comment', idx: call.commentIdx }],
      }
    case 'pinComment':
    case 'unpinComment': {
      const pin = call.type === 'pinComment'
      const type = pin ? 'pinned' : 'unpinned'
      const emit: BoardEmitted[] = [{ type, target: 'comment', idx: call.commentIdx }]
      const pinned = allItems(pages).find(
        (c) => c.isFixed === true && c.commentIdx !== call.commentIdx,
      )
      if (adapter.refetchAfterPin?.(pin, pinned)) return { emit, refetch: true }
      const next = pin
        ? pinCommentIn(pages, call.commentIdx)
        : unpinCommentIn(pages, call.commentIdx)
      return { patch: { pages: next }, emit }
    }
    case 'listReplies': {
      const current = thread(context, call.commentIdx)
      const page = replyPaged(output as ReplyPage)
      const replyPages =
        call.page === 1 ? [page] : appendPage(current.pages, page, (r) => r.replyIdx)
      return {
        patch: withThread(context, call.commentIdx, {
          ...current,
          loading: false,
          pages: replyPages,
        }),
      }
    }
    case 'createReply': {
      const created = output as Reply
      const current = thread(context, call.commentIdx)
      const counted = addToReplyCount(pages, call.commentIdx, 1)
      const emit: BoardEmitted[] = [{ type: 'created', target: 'reply', idx: created.replyIdx }]
      if (current.expanded && current.pages.length > 0) {
        return {
          patch: {
            pages: counted,
            ...withThread(context, call.commentIdx, addReply(current, created)),
          },
          emit,
        }
      }
      // Sent while collapsed: not cached; the thread opens and loads, the new reply included.
      const opened = { expanded: true, loading: true, pages: [] }
      return {
        patch: { pages: counted, ...withThread(context, call.commentIdx, opened) },
        emit,
        start: [{ type: 'listReplies', commentIdx: call.commentIdx, page: 1 }],
      }
    }
    case 'deleteReply': {
      const current = removeReply(thread(context, call.commentIdx), call.replyIdx)
      return {
        patch: {
          pages: addToReplyCount(pages, call.commentIdx, -1),
          ...withThread(context, call.commentIdx, current),
        },
        emit: [{ type: 'deleted', target: 'reply', idx: call.replyIdx }],
      }
    }
    case 'reportComment':
      return { emit: [{ type: 'reported', target: 'comment', idx: call.commentIdx }] }
    case 'reportReply':
      return { emit: [{ type: 'reported', target: 'reply', idx: call.replyIdx }] }
    case 'blockChannel':
      return { emit: [{ type: 'blocked', channelId: call.channelId, nickname: call.nickname }] }
  }
}

/**
 * What a failed call changes: optimistic changes are rolled back, and the UI is told
 * (section 8: dialogs for max-blocked and already-reported, else the server's message).
 *
 * @example
 * const step = callFailed(context, call, new ApiError(409, 'CHA30048', 'Too many'))
 */
export function callFailed(context: CommentThreadContext, call: ThreadCall, error: unknown): Step {
  const emit = failureEvents(error)
  switch (call.type) {
    case 'likeComment':
    case 'unlikeComment':
      return { patch: { pages: setCommentLike(context.pages, call.commentIdx, call.before) }, emit }
    case 'likeReply':
    case 'unlikeReply':
      return { patch: likeReplyPatch(context, call, call.before), emit }
    case 'listReplies': {
      const current = thread(context, call.commentIdx)
      return { patch: withThread(context, call.commentIdx, { ...current, loading: false }), emit }
    }
    case 'blockChannel':
      // Already blocked: the flags shown are right; only the message is worth showing.
      if (error instanceof ApiError && error.kind === 'already-blocked') return { emit }
      return {
        patch: setChannelBlocked(context.pages, context.replies, call.channelId, false),
        emit,
      }
    default:
      return { emit }
  }
}
