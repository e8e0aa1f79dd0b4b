import type {
  Comment,
  CommentPage,
  LikeState,
  Reply,
  ReplyPage,
} from '../contract/community/community.schemas'
import type { CommentReport } from '../contract/report/report.schemas'
import type { BoardEmitted } from '../core/feedback'
import { type CallOf, callTracker, type InFlightCalls, unprovidedCall } from '../core/inFlightCalls'
import { allItems, findItem, type Paged } from '../core/pagedList'
import { isOwner, type Viewer } from '../core/viewer'
import type { LikeSnapshot, ReplyThreads } from './commentThread.updates'
import type { CommentSort } from './community.queries'

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
  /** The comment or reply waiting for the viewer to confirm its deletion. */
  deleteCandidate?: CommentTarget
  /** The comment or reply whose report waits for the viewer to choose a reason. */
  reportCandidate?: CommentTarget
  /** The author waiting for the viewer to confirm the block. */
  blockCandidate?: { channelId: string; nickname?: string | undefined }
  /** The viewer's own comment being edited in place (its menu and actions are hidden). */
  editing?: number
  error?: unknown
}

/** The machine's own context: the public one and the calls in flight, which nobody else reads. */
export interface ThreadMachineContext extends CommentThreadContext {
  inFlight: InFlightCalls<ThreadCall>
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

/**
 * The thread's state, for `data-state`. The `confirming*` states and `reporting` are its
 * dialogs: the UI shows the one the state names, about the context's candidate.
 */
export type CommentThreadState =
  | 'loading'
  | 'ready'
  | 'loadingMore'
  | 'error'
  | 'refreshing'
  | 'confirmingPin'
  | 'confirmingDelete'
  | 'reporting'
  | 'confirmingBlock'

/** A dialog the viewer opens from a comment's or reply's menu (pins ask on PIN). */
export type CommentDialogRequest =
  | ({ dialog: 'delete' | 'report' } & CommentTarget)
  | { dialog: 'block'; channelId: string; nickname?: string | undefined }

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
  /**
   * Asks first: delete and block wait for CONFIRM, a report for SUBMIT_REPORT; CANCEL closes.
   * An anonymous viewer asked to report or block is sent to log in instead.
   */
  | ({ type: 'OPEN' } & CommentDialogRequest)
  /** The reason of the report in `reporting`. */
  | { type: 'SUBMIT_REPORT'; reason: number | string }
  | { type: 'CONFIRM' | 'CANCEL' }
  | { type: 'TOGGLE_REPLIES' | 'LOAD_MORE_REPLIES'; commentIdx: number }
  | { type: 'BLOCK'; channelId: string }
  /** Opens the viewer's own comment for editing; SAVE_EDIT sends it, CANCEL_EDIT drops it. */
  | { type: 'EDIT'; commentIdx: number }
  | { type: 'SAVE_EDIT'; commentIdx: number; content: string }
  | { type: 'CANCEL_EDIT' }
  /** Raised by the thread itself: load the first page again, keeping the list on show. */
  | { type: 'REFETCH' }

type ById = { commentIdx: number }
type ByReply = { commentIdx: number; replyIdx: number }
type Liking = { before: LikeSnapshot }

/** What each call of the thread carries, by the name of the provided actor that makes it. */
export interface ThreadCallInputs {
  likeComment: ById & Liking
  unlikeComment: ById & Liking
  likeReply: ByReply & Liking
  unlikeReply: ByReply & Liking
  /** `nickname`: the viewer's, for a contract that sends it with the text (a video's). */
  createComment: { postIdx: number; content: string; nickname?: string | undefined }
  updateComment: ById & { content: string }
  deleteComment: ById
  pinComment: ById
  unpinComment: ById
  listReplies: ById & { page: number }
  createReply: ById & { content: string; nickname?: string | undefined }
  deleteReply: ByReply
  reportComment: ById & { report: CommentReport }
  reportReply: ByReply & { report: CommentReport }
  blockChannel: { channelId: string; nickname?: string | undefined }
}

/** A call of the thread, as sent to the provided actor of the same name (its input). */
export type ThreadCall = CallOf<ThreadCallInputs>

// Inputs exactly as the calls take them; a started call carries more (see `ThreadCallInputs`).
type Report = { report: CommentReport }
type Writing = { content: string; nickname?: string | undefined }

/**
 * The thread's calls as the machine declares them: one actor per call, each failing until a
 * kind of comments provides it (`commentThreadActors`, `videoCommentThreadActors`).
 */
export const unprovidedThreadCalls = {
  listComments: unprovidedCall<CommentPage, { postIdx: number; page: number; sort: CommentSort }>(
    'listComments',
  ),
  createComment: unprovidedCall<Comment, { postIdx: number } & Writing>('createComment'),
  updateComment: unprovidedCall<Comment, ById & { content: string }>('updateComment'),
  deleteComment: unprovidedCall<unknown, ById>('deleteComment'),
  likeComment: unprovidedCall<LikeState, ById>('likeComment'),
  unlikeComment: unprovidedCall<LikeState, ById>('unlikeComment'),
  pinComment: unprovidedCall<unknown, ById>('pinComment'),
  unpinComment: unprovidedCall<unknown, ById>('unpinComment'),
  reportComment: unprovidedCall<unknown, ById & Report>('reportComment'),
  listReplies: unprovidedCall<ReplyPage, ById & { page: number }>('listReplies'),
  createReply: unprovidedCall<Reply, ById & Writing>('createReply'),
  deleteReply: unprovidedCall<unknown, ByReply>('deleteReply'),
  likeReply: unprovidedCall<LikeState, ByReply>('likeReply'),
  unlikeReply: unprovidedCall<LikeState, ByReply>('unlikeReply'),
  reportReply: unprovidedCall<unknown, ByReply & Report>('reportReply'),
  blockChannel: unprovidedCall<unknown, { channelId: string }>('blockChannel'),
}

/** What a settled call changes: the context, events for the UI, and calls to start next. */
export interface Step {
  patch?: Partial<CommentThreadContext>
  emit?: BoardEmitted[]
  start?: ThreadCall[]
  /** Load the list again from its first page (a pin the contract does not move in place). */
  refetch?: boolean
}

/** A comment, or one of its replies when `replyIdx` is set. */
export interface CommentTarget {
  commentIdx: number
  replyIdx?: number
}

/**
 * The thread's calls in flight. One call per action and item at a time; like and unlike (pin
 * and unpin) of one item share theirs.
 *
 * @example
 * threadCalls.isPending(context.inFlight, { type: 'createComment', postIdx: 7, content: 'hi' })
 */
export const threadCalls = callTracker<ThreadCallInputs>((call) => {
  const target =
    'replyIdx' in call ? `r${call.replyIdx}` : 'commentIdx' in call ? `c${call.commentIdx}` : ''
  const name = call.type.replace(/^un/, '')
  return `${name}:${call.type === 'blockChannel' ? call.channelId : target}`
})

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
 * Whether the viewer may report a comment or reply: it is loaded and not by a blocked author.
 *
 * @example
 * if (canReport(context, { commentIdx: 42 })) send({ type: 'OPEN', dialog: 'report', commentIdx: 42 })
 */
export function canReport(context: CommentThreadContext, target: CommentTarget): boolean {
  const found = item(context, target)
  return found !== undefined && found.isBlockedChannel !== true
}

/**
 * The comment or reply a delete or report dialog is about; none for a block.
 *
 * @example
 * dialogTarget({ dialog: 'report', commentIdx: 42, replyIdx: 7 }) // { commentIdx: 42, replyIdx: 7 }
 */
export function dialogTarget(request: CommentDialogRequest): CommentTarget | undefined {
  if (request.dialog === 'block') return undefined
  const { commentIdx, replyIdx } = request
  return replyIdx === undefined ? { commentIdx } : { commentIdx, replyIdx }
}

/**
 * The call that sends a new comment, or a reply to `commentIdx`.
 *
 * @example
 * submitCall(context, 'me too', 42) // { type: 'createReply', commentIdx: 42, content: 'me too' }
 */
export function submitCall(
  context: CommentThreadContext,
  content: string,
  commentIdx?: number,
): ThreadCall {
  const nickname =
    context.viewer.status === 'member' ? (context.viewer.nickname ?? undefined) : undefined
  return commentIdx === undefined
    ? { type: 'createComment', postIdx: context.postIdx, content, nickname }
    : { type: 'createReply', commentIdx, content, nickname }
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
