import type { CommentReport } from '../report/report.schemas'
import type { LikeSnapshot, ReplyThreads } from './commentThread.updates'
import type { CommentSort } from './community.queries'
import type { Comment, Reply } from './community.schemas'
import type { BoardEmitted } from './feedback'
import { allItems, findItem, type Paged } from './pagedList'
import { isOwner, type Viewer } from './viewer'

export interface CommentThreadContext {
  postIdx: number
  /** The post's channel; its owner pins and may delete any comment. */
  channelId: string
  viewer: Viewer
  sort: CommentSort
  pages: Paged<Comment>[]
  /** The post's comment count, kept in step with added and deleted comments. */
  commentCnt: number
  replies: ReplyThreads
  /** The comment waiting for the owner to confirm it takes the pin from another. */
  pinCandidate?: number
  /** The viewer's own comment being edited in place (its menu and actions are hidden). */
  editing?: number
  /** Calls in flight by actor id. */
  calls: Partial<Record<string, ThreadCall>>
  seq: number
  error?: unknown
}

export interface CommentThreadInput {
  postIdx: number
  /** The post's channel (from the route). */
  channelId: string
  viewer: Viewer
  /** The first sort; else 'like' when `hash` is '#comment', else 'recently'. */
  sort?: CommentSort
  /** The page's `location.hash`: opened from a post card's comment button it is '#comment'. */
  hash?: string
}

/** The thread's state, for `data-state`. */
export type CommentThreadState = 'loading' | 'ready' | 'loadingMore' | 'error' | 'confirmingPin'

/** What the UI sends. `commentIdx` with `replyIdx` names a reply, without it a comment. */
export type CommentThreadEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'SORT'; sort: CommentSort }
  | { type: 'VIEWER'; viewer: Viewer }
  /** A new comment, or a reply to `commentIdx`. */
  | { type: 'SUBMIT'; content: string; commentIdx?: number }
  | ({ type: 'LIKE' | 'UNLIKE' | 'DELETE' } & CommentTarget)
  | ({ type: 'REPORT'; reason: number | string } & CommentTarget)
  | { type: 'PIN' | 'UNPIN'; commentIdx: number }
  | { type: 'CONFIRM' | 'CANCEL' }
  | { type: 'TOGGLE_REPLIES' | 'LOAD_MORE_REPLIES'; commentIdx: number }
  | { type: 'BLOCK'; channelId: string }
  /** Opens the viewer's own comment for editing; SAVE_EDIT sends it, CANCEL_EDIT drops it. */
  | { type: 'EDIT'; commentIdx: number }
  | { type: 'SAVE_EDIT'; commentIdx: number; content: string }
  | { type: 'CANCEL_EDIT' }

/** A call of the thread, as sent to the provided actor of the same name (its input). */
export type ThreadCall =
  | { type: 'likeComment' | 'unlikeComment'; commentIdx: number; before: LikeSnapshot }
  | {
      type: 'likeReply' | 'unlikeReply'
      commentIdx: number
      replyIdx: number
      before: LikeSnapshot
    }
  | { type: 'createComment'; postIdx: number; content: string }
  | { type: 'updateComment'; commentIdx: number; content: string }
  | { type: 'deleteComment' | 'pinComment' | 'unpinComment'; commentIdx: number }
  | { type: 'listReplies'; commentIdx: number; page: number }
  | { type: 'createReply'; commentIdx: number; content: string }
  | { type: 'deleteReply'; commentIdx: number; replyIdx: number }
  | { type: 'reportComment'; commentIdx: number; report: CommentReport }
  | { type: 'reportReply'; commentIdx: number; replyIdx: number; report: CommentReport }
  | { type: 'blockChannel'; channelId: string; nickname?: string }

/** What a settled call changes: the context, events for the UI, and calls to start next. */
export interface Step {
  patch?: Partial<CommentThreadContext>
  emit?: BoardEmitted[]
  start?: ThreadCall[]
}

/** A comment, or one of its replies when `replyIdx` is set. */
export interface CommentTarget {
  commentIdx: number
  replyIdx?: number
}

// Like and unlike (pin and unpin) of one item share a key: one of them in flight at a time.
const callKey = (call: ThreadCall) => {
  const target =
    'replyIdx' in call ? `r${call.replyIdx}` : 'commentIdx' in call ? `c${call.commentIdx}` : ''
  const name = call.type.replace(/^un/, '')
  return `${name}:${call.type === 'blockChannel' ? call.channelId : target}`
}

/**
 * Whether a call like `call` (same action, same item) is already in flight.
 *
 * @example
 * isPending(context, { type: 'createComment', postIdx: 7, content: 'hi' })
 */
export function isPending(context: CommentThreadContext, call: ThreadCall): boolean {
  const key = callKey(call)
  return Object.values(context.calls).some((c) => c && callKey(c) === key)
}

const comment = (context: CommentThreadContext, commentIdx: number) =>
  findItem(context.pages, (c) => c.commentIdx === commentIdx)
const reply = (context: CommentThreadContext, { commentIdx, replyIdx }: CommentTarget) =>
  findItem(context.replies[commentIdx]?.pages ?? [], (r) => r.replyIdx === replyIdx)
const item = (context: CommentThreadContext, target: CommentTarget): Comment | Reply | undefined =>
  target.replyIdx === undefined ? comment(context, target.commentIdx) : reply(context, target)

/**
 * The like or unlike call for a comment or reply, or undefined when it is not loaded, is by a
 * blocked author, or is already in that state.
 *
 * @example
 * likeCall(context, { commentIdx: 42 }, true)
 */
export function likeCall(context: CommentThreadContext, target: CommentTarget, like: boolean) {
  const found = item(context, target)
  // A blocked author's item shows no actions (section 4), so none may reach the server.
  if (!found || found.isBlockedChannel === true) return undefined
  const liked = ('replyIdx' in found ? found.isLikeReply : found.isLikeComment) === true
  if (liked === like) return undefined
  const before = { liked, count: found.likeCnt }
  const { commentIdx, replyIdx } = target
  if (replyIdx === undefined) {
    return { type: like ? 'likeComment' : 'unlikeComment', commentIdx, before } as const
  }
  return { type: like ? 'likeReply' : 'unlikeReply', commentIdx, replyIdx, before } as const
}

/**
 * The delete call, when the viewer owns the board or wrote the item.
 *
 * @example
 * deleteCall(context, { commentIdx: 42, replyIdx: 7 })
 */
export function deleteCall(context: CommentThreadContext, target: CommentTarget) {
  const found = item(context, target)
  const { viewer, channelId } = context
  if (!found || !(isOwner(viewer, channelId) || isOwner(viewer, found.channelId))) return undefined
  const { commentIdx, replyIdx } = target
  return replyIdx === undefined
    ? ({ type: 'deleteComment', commentIdx } as const)
    : ({ type: 'deleteReply', commentIdx, replyIdx } as const)
}

/**
 * The pin or unpin call, for the board owner on a comment not already in that state.
 *
 * @example
 * pinCall(context, 42, true)
 */
export function pinCall(context: CommentThreadContext, commentIdx: number, pin: boolean) {
  const found = comment(context, commentIdx)
  if (!found || !isOwner(context.viewer, context.channelId)) return undefined
  if ((found.isFixed === true) === pin) return undefined
  return { type: pin ? 'pinComment' : 'unpinComment', commentIdx } as const
}

/**
 * Whether the viewer may edit `commentIdx`: only its author, and not a blocked author's item.
 * Replies have no edit call (community.md section 7 lists none).
 *
 * @example
 * if (canEdit(context, 42)) send({ type: 'EDIT', commentIdx: 42 })
 */
export function canEdit(context: CommentThreadContext, commentIdx: number): boolean {
  const found = comment(context, commentIdx)
  return (
    found !== undefined &&
    found.isBlockedChannel !== true &&
    isOwner(context.viewer, found.channelId)
  )
}

/**
 * The update call of an edited comment, or undefined when it is not the viewer's to edit or
 * its text did not change (submit stays disabled then, section 4).
 *
 * @example
 * updateCall(context, 42, 'fixed typo')
 */
export function updateCall(context: CommentThreadContext, commentIdx: number, content: string) {
  const found = comment(context, commentIdx)
  if (!found || !canEdit(context, commentIdx) || found.content === content) return undefined
  return { type: 'updateComment', commentIdx, content } as const
}

/**
 * Whether pinning `commentIdx` would take the pin from another comment (asks to confirm).
 *
 * @example
 * if (pinTakesOver(context, 42)) showConfirmDialog()
 */
export function pinTakesOver(context: CommentThreadContext, commentIdx: number): boolean {
  return (
    pinCall(context, commentIdx, true) !== undefined &&
    allItems(context.pages).some((c) => c.isFixed === true && c.commentIdx !== commentIdx)
  )
}

/**
 * The report call of a comment or a reply, with the payload built from the loaded item; none
 * for a blocked author's item.
 *
 * @example
 * reportCall(context, { commentIdx: 42 }, 2)
 */
export function reportCall(
  context: CommentThreadContext,
  target: CommentTarget,
  reason: number | string,
) {
  const found = item(context, target)
  if (!found || found.isBlockedChannel === true) return undefined
  const report: CommentReport = {
    streamerChannelId: context.channelId,
    reportedChannelId: found.channelId,
    reportedCommentContent: found.content,
    reportReason: reason,
    contentIdx: context.postIdx,
  }
  const { commentIdx, replyIdx } = target
  return replyIdx === undefined
    ? ({ type: 'reportComment', commentIdx, report } as const)
    : ({ type: 'reportReply', commentIdx, replyIdx, report } as const)
}

/**
 * The block call for the author `channelId`, unless it is the viewer or is already blocked.
 *
 * @example
 * blockCall(context, 'troll')
 */
export function blockCall(context: CommentThreadContext, channelId: string) {
  if (isOwner(context.viewer, channelId)) return undefined
  const written = allItems(context.pages).find((c) => c.channelId === channelId)
  if (written?.isBlockedChannel) return undefined
  return { type: 'blockChannel', channelId, nickname: written?.nickname } as const
}
