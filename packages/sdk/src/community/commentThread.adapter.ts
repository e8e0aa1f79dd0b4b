import type { Comment } from '../contract/community/community.schemas'
import { nextCommentPage } from '../contract/community/paging'
import type { Paged } from '../core/pagedList'
import { addComment } from './commentThread.updates'
import type { CommentSort } from './community.queries'

/**
 * What sets one comment section apart from another of the same behaviour (a post's comments,
 * a video's): where a comment the viewer writes goes under each sort, the paging rule, what a
 * pin does to the list and which actions its contract has. Its calls are the actors the
 * machine is provided with, named and typed as `ThreadCallInputs` says.
 */
export interface CommentThreadAdapter {
  /** The loaded pages with `created` placed (the count is raised apart, placed or not). */
  insertComment(pages: Paged<Comment>[], created: Comment, sort: CommentSort): Paged<Comment>[]
  /** The page after `page` of comments, or undefined at the end. Default: 10 a page. */
  nextPage?: ((page: number, total: number) => number | undefined) | undefined
  /**
   * Whether the list is loaded again after a pin (`pinned` names the comment that held the pin
   * before, if one did) or an unpin, instead of the comment moving in place.
   */
  refetchAfterPin?: ((pin: boolean, pinned: Comment | undefined) => boolean) | undefined
  /** The first sort when the input gives none. Default: 'like' for '#comment', else 'recently'. */
  defaultSort?: CommentSort | undefined
  /** The actions the contract has and how its text shows. */
  features?: CommentThreadFeatures | undefined
}

/**
 * Actions one kind of comments may lack, and how its text shows: a video's comments have no
 * edit and no reply report, and cut long text at 3 lines (viewing.md section 2).
 */
export interface CommentThreadFeatures {
  /** Default true. */
  edits?: boolean | undefined
  /** Default true. */
  replyReports?: boolean | undefined
  /** Lines shown before "See more"; none shows the whole text. */
  clampLines?: number | undefined
}

/** An adapter's rules with its defaults filled in: what the machine and its views go by. */
export interface CommentThreadRules {
  nextPage(page: number, total: number): number | undefined
  edits: boolean
  replyReports: boolean
  clampLines: number | undefined
}

/**
 * The rules of a kind of comments, defaults filled in, for the thread machine and for a view
 * of it (whether more pages exist, which menu entries to offer, where text is cut).
 *
 * @example
 * const { nextPage, edits } = commentThreadRules(postCommentAdapter) // nextCommentPage, true
 */
export function commentThreadRules(adapter: CommentThreadAdapter): CommentThreadRules {
  const features = adapter.features
  return {
    nextPage: adapter.nextPage ?? nextCommentPage,
    edits: features?.edits !== false,
    replyReports: features?.replyReports !== false,
    clampLines: features?.clampLines,
  }
}

/**
 * A post's comments (community.md): a new one goes to the top (under a pinned one) whatever
 * the sort; pages of 10, every action, the whole text shown.
 *
 * @example
 * const thread = createCommentThreadMachine(postCommentAdapter)
 */
export const postCommentAdapter: CommentThreadAdapter = {
  insertComment: (pages, created) => addComment(pages, created),
}
