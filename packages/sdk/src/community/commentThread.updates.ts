import type {
  Comment,
  CommentPage,
  LikeState,
  Reply,
  ReplyPage,
} from '../contract/community/community.schemas'
import { mapItems, type Paged, prependItem, removeItems } from '../core/pagedList'

/** The replies of one comment: shown or not, and the pages loaded so far. */
export interface ReplyThread {
  expanded: boolean
  loading: boolean
  pages: Paged<Reply>[]
}

/** Reply threads by `commentIdx`. */
export type ReplyThreads = Partial<Record<number, ReplyThread>>

/** A liked flag and its count, as they were before an optimistic change. */
export interface LikeSnapshot {
  liked: boolean
  count: number
}

/**
 * The like count after a like or an unlike; an unlike never takes it below 0.
 *
 * @example
 * likeCount(0, false) // 0
 */
export function likeCount(count: number, like: boolean): number {
  if (like) return count + 1
  return count > 0 ? count - 1 : 0
}

/**
 * Whether a like call answered its like state (a contract whose like answers nothing leaves
 * the optimistic one standing).
 *
 * @example
 * if (isLikeState(output)) setCommentLike(pages, 42, { liked: output.isLike, count: output.likeCnt })
 */
export function isLikeState(output: unknown): output is LikeState {
  return typeof output === 'object' && output !== null && 'likeCnt' in output && 'isLike' in output
}

const isComment = (commentIdx: number) => (c: Comment) => c.commentIdx === commentIdx
const isReply = (replyIdx: number) => (r: Reply) => r.replyIdx === replyIdx

/**
 * The comments with one comment's like set to `state` (its optimistic value or its rollback).
 *
 * @example
 * setCommentLike(pages, 42, { liked: true, count: 8 })
 */
export function setCommentLike(pages: Paged<Comment>[], commentIdx: number, state: LikeSnapshot) {
  return mapItems(pages, isComment(commentIdx), (c) => ({
    ...c,
    isLikeComment: state.liked,
    likeCnt: state.count,
  }))
}

/**
 * The replies with one reply's like set to `state`.
 *
 * @example
 * setReplyLike(thread.pages, 7, { liked: false, count: 0 })
 */
export function setReplyLike(pages: Paged<Reply>[], replyIdx: number, state: LikeSnapshot) {
  return mapItems(pages, isReply(replyIdx), (r) => ({
    ...r,
    isLikeReply: state.liked,
    likeCnt: state.count,
  }))
}

/**
 * The comments with a new one at the top of the first page, after a pinned first comment.
 *
 * @example
 * addComment(pages, created)
 */
export function addComment(pages: Paged<Comment>[], comment: Comment): Paged<Comment>[] {
  return prependItem(pages, comment, (first) => first.isFixed === true)
}

/**
 * The comments without one.
 *
 * @example
 * removeComment(pages, 42)
 */
export function removeComment(pages: Paged<Comment>[], commentIdx: number): Paged<Comment>[] {
  return removeItems(pages, isComment(commentIdx))
}

/**
 * The comments once `commentIdx` took the pin: it moves to the very top marked `isFixed`, and
 * whichever comment held the pin loses it (one pin at a time).
 *
 * @example
 * pinCommentIn(pages, 42)
 */
export function pinCommentIn(pages: Paged<Comment>[], commentIdx: number): Paged<Comment>[] {
  const target = pages.flatMap((p) => p.items).find(isComment(commentIdx))
  if (!target) return pages
  const unpinned = mapItems(
    removeComment(pages, commentIdx),
    (c) => c.isFixed === true,
    (c) => ({ ...c, isFixed: false }),
  )
  return prependItem(unpinned, { ...target, isFixed: true })
}

/**
 * The comments with `commentIdx` no longer pinned; it stays where it is until the next load.
 *
 * @example
 * unpinCommentIn(pages, 42)
 */
export function unpinCommentIn(pages: Paged<Comment>[], commentIdx: number): Paged<Comment>[] {
  return mapItems(pages, isComment(commentIdx), (c) => ({ ...c, isFixed: false }))
}

/**
 * The comments with one comment's `replyCnt` moved by `delta` (never below 0).
 *
 * @example
 * addToReplyCount(pages, 42, 1)
 */
export function addToReplyCount(pages: Paged<Comment>[], commentIdx: number, delta: number) {
  return mapItems(pages, isComment(commentIdx), (c) => ({
    ...c,
    replyCnt: Math.max(0, c.replyCnt + delta),
  }))
}

/**
 * A reply thread with a new reply at the front of its first page.
 *
 * @example
 * addReply(thread, created)
 */
export function addReply(thread: ReplyThread, reply: Reply): ReplyThread {
  return { ...thread, pages: prependItem(thread.pages, reply) }
}

/**
 * A reply thread without one reply.
 *
 * @example
 * removeReply(thread, 7)
 */
export function removeReply(thread: ReplyThread, replyIdx: number): ReplyThread {
  return { ...thread, pages: removeItems(thread.pages, isReply(replyIdx)) }
}

/**
 * Comments and replies with every item written by `channelId` flagged blocked (or no longer).
 *
 * @example
 * const { pages, replies } = setChannelBlocked(context.pages, context.replies, 'troll', true)
 */
export function setChannelBlocked(
  pages: Paged<Comment>[],
  replies: ReplyThreads,
  channelId: string,
  blocked: boolean,
): { pages: Paged<Comment>[]; replies: ReplyThreads } {
  const byChannel = (item: { channelId: string }) => item.channelId === channelId
  const flag = <T>(item: T) => ({ ...item, isBlockedChannel: blocked })
  const threads: ReplyThreads = {}
  for (const [idx, thread] of Object.entries(replies)) {
    if (thread) threads[Number(idx)] = { ...thread, pages: mapItems(thread.pages, byChannel, flag) }
  }
  return { pages: mapItems(pages, byChannel, flag), replies: threads }
}

/**
 * A page of comments as the server answers it, in the shape the cache updates work on.
 *
 * @example
 * commentPaged({ currentPage: 1, totalCnt: 3, postComments }) // { page: 1, total: 3, items }
 */
export function commentPaged(page: CommentPage): Paged<Comment> {
  return { page: page.currentPage, total: page.totalCnt, items: page.postComments }
}

/**
 * A page of replies as the server answers it, in the shape the cache updates work on.
 *
 * @example
 * replyPaged({ currentPage: 1, totalCnt: 1, postCommentReplies }) // { page: 1, total: 1, items }
 */
export function replyPaged(page: ReplyPage): Paged<Reply> {
  return { page: page.currentPage, total: page.totalCnt, items: page.postCommentReplies }
}
