import { eq, type SQL, sql } from 'drizzle-orm'
import { communityPosts, mediaVods, postComments } from '../../db/schema'
import { lockRow, type Tx } from '../../db/transaction'

// A comment thread is what comments hang under: a community post or a video. Both kinds keep
// their comments in `post_comments` (one column per kind, exactly one set) and share the
// replies, likes, pins and reports; only the thread's own row (its lock and its count) differs.

type ThreadKind = 'post' | 'vod'

/** @example const thread: CommentThread = { kind: 'vod', id: vodNo } */
export interface CommentThread {
  kind: ThreadKind
  id: number
}

/** The thread's column values of a new comment. */
export function threadColumns(thread: CommentThread) {
  return thread.kind === 'post'
    ? { postId: thread.id, vodId: null }
    : { postId: null, vodId: thread.id }
}

/** `where` condition: the comments of this thread. */
export function inThread(thread: CommentThread): SQL {
  return thread.kind === 'post'
    ? eq(postComments.postId, thread.id)
    : eq(postComments.vodId, thread.id)
}

/**
 * Locks the thread's own row: pins and deletions of one thread take it first, so two pins
 * never both stay and a count moves once per comment (no deadlock: always the thread first).
 */
export async function lockThread(tx: Tx, thread: CommentThread): Promise<void> {
  await lockRow(tx, thread.kind === 'post' ? communityPosts.id : mediaVods.id, thread.id)
}

/**
 * Moves the thread's comment count by `step` in the caller's transaction. A post keeps its
 * count on its row (`commentCnt`, what its cards show); a video's is counted when asked
 * ({@link commentCount}), so the video's row, which the catalogue owns, carries none.
 */
export async function countComment(tx: Tx, thread: CommentThread, step: 1 | -1): Promise<void> {
  if (thread.kind !== 'post') return
  await tx
    .update(communityPosts)
    .set({ commentCnt: sql`${communityPosts.commentCnt} + ${step}` })
    .where(eq(communityPosts.id, thread.id))
}
