import type { PinStatus, Post, PostPatch } from '../contract/community/community.schemas'
import type { PostReport } from '../contract/report/report.schemas'
import { ApiError } from '../core/apiError'
import { type CallOf, callTracker, type InFlightCalls } from '../core/inFlightCalls'
import { findItem, type Paged } from '../core/pagedList'
import { isOwner, type Viewer } from '../core/viewer'
import type { LikeSnapshot } from './commentThread.updates'
import type { PostFilters } from './community.queries'

// What a channel's post list holds and hears, and the calls it makes, built from what it holds:
// a call the viewer may not make, or that changes nothing, is undefined and never started.

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
export interface PostCallInputs {
  likePost: Liking
  unlikePost: Liking
  updatePost: { postIdx: number; patch: PostPatch }
  deletePost: { postIdx: number }
  reportPost: { postIdx: number; report: PostReport }
}

/** A call of the list, as sent to the provided actor of the same name (its input). */
export type PostCall = CallOf<PostCallInputs>

// One call per post at a time, whatever it is.
export const postCalls = callTracker<PostCallInputs>((call) => `${call.postIdx}`)

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
export interface PostListMachineContext extends PostListContext {
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

export type ListInput = PostFilters & { channelId: string; page: number; limit: number }

export const post = (context: PostListContext, idx: number) =>
  findItem(context.pages, (p) => p.idx === idx)
const owns = (context: PostListContext) => isOwner(context.viewer, context.channelId)
export const isAnonymous = (context: PostListContext) => context.viewer.status === 'anonymous'

// The owner deletes any loaded post.
export function deleteCall(
  context: PostListContext,
  postIdx: number | undefined,
): PostCall | undefined {
  if (postIdx === undefined || !owns(context) || !post(context, postIdx)) return undefined
  return { type: 'deletePost', postIdx }
}

export function likeCall(
  context: PostListContext,
  postIdx: number,
  like: boolean,
): PostCall | undefined {
  const found = post(context, postIdx)
  if (!found || (found.isLikePost === true) === like) return undefined
  const before = { liked: !like, count: found.likeCnt }
  return { type: like ? 'likePost' : 'unlikePost', postIdx, channelId: context.channelId, before }
}

export function pinCall(
  context: PostListContext,
  postIdx: number,
  pin: boolean,
): PostCall | undefined {
  const found = post(context, postIdx)
  if (!found || !owns(context) || (found.isFixed === true) === pin) return undefined
  return { type: 'updatePost', postIdx, patch: { isFixed: pin } }
}

export function reportCall(context: PostListContext, reason: number): PostCall | undefined {
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
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'deleted')

export const pinTaken = (context: PostListContext, status: PinStatus) => {
  const reserved = post(context, context.pinCandidate ?? -1)?.isReserved === true
  return reserved ? status.isFixedReserved : status.isFixedPublished
}
