import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { commentReplies, postComments } from '../../db/schema'
import { type CommentThread, countComment, lockThread, threadColumns } from './thread'

// The writes of a comment thread, the same for a post and a video: counters move in the
// transaction that changes the row they count, and only when a row actually changed, so they
// stay exact when calls race.

export interface Author {
  memberId: number
  /** The channel the author writes as (`channels.id`). */
  channelIdx: number
}

/**
 * Adds a comment to a thread and counts it. Answers the new comment's id.
 *
 * @example
 * const commentIdx = await addComment(db, { kind: 'post', id: postIdx }, author, 'Nice')
 */
export async function addComment(
  db: Db,
  thread: CommentThread,
  author: Author,
  content: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(postComments)
      .values({
        ...threadColumns(thread),
        memberId: author.memberId,
        channelId: author.channelIdx,
        content,
      })
      .returning({ id: postComments.id })
    if (!comment) throw new Error('comment insert returned nothing')
    await countComment(tx, thread, 1)
    return comment.id
  })
}

/**
 * Deletes a comment (its pin goes with it) under the thread's lock; a second delete of the same
 * comment changes nothing.
 *
 * @example
 * await removeComment(db, thread, commentIdx)
 */
export async function removeComment(
  db: Db,
  thread: CommentThread,
  commentIdx: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockThread(tx, thread)
    const deleted = await tx
      .update(postComments)
      .set({ deletedAt: new Date(), isFixed: false })
      .where(and(eq(postComments.id, commentIdx), isNull(postComments.deletedAt)))
      .returning({ id: postComments.id })
    if (deleted.length > 0) await countComment(tx, thread, -1)
  })
}

/**
 * Replaces a live comment's text and marks it edited (a deleted one stays as it is).
 *
 * @example
 * await editComment(db, commentIdx, 'Fixed the typo')
 */
export async function editComment(db: Db, commentIdx: number, content: string): Promise<void> {
  await db
    .update(postComments)
    .set({ content, isEdited: true })
    .where(and(eq(postComments.id, commentIdx), isNull(postComments.deletedAt)))
}

/**
 * Adds a reply to a comment and counts it on the comment. Answers the new reply's id.
 *
 * @example
 * const replyIdx = await addReply(db, commentIdx, author, 'Agreed')
 */
export async function addReply(
  db: Db,
  commentIdx: number,
  author: Author,
  content: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(commentReplies)
      .values({
        commentId: commentIdx,
        memberId: author.memberId,
        channelId: author.channelIdx,
        content,
      })
      .returning({ id: commentReplies.id })
    if (!row) throw new Error('reply insert returned nothing')
    await tx
      .update(postComments)
      .set({ replyCnt: sql`${postComments.replyCnt} + 1` })
      .where(eq(postComments.id, commentIdx))
    return row.id
  })
}

/**
 * Deletes a reply; only the call that deleted it moves its comment's count.
 *
 * @example
 * await removeReply(db, { id: replyIdx, commentId: commentIdx })
 */
export async function removeReply(db: Db, reply: { id: number; commentId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(commentReplies)
      .set({ deletedAt: new Date() })
      .where(and(eq(commentReplies.id, reply.id), isNull(commentReplies.deletedAt)))
      .returning({ id: commentReplies.id })
    if (deleted.length > 0) {
      await tx
        .update(postComments)
        .set({ replyCnt: sql`${postComments.replyCnt} - 1` })
        .where(eq(postComments.id, reply.commentId))
    }
  })
}
