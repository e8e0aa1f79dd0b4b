import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/database'
import { communityPosts, postComments } from '../db/schema'
import { notFound } from '../http/httpError'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Locks the post row: comment pins and deletions of one post take it first (no deadlock). */
export async function lockPost(tx: Tx, postIdx: number): Promise<void> {
  await tx
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(eq(communityPosts.id, postIdx))
    .for('update')
}

/**
 * Pins a comment, unpinning the post's other pinned comment: one pin per post, also when two
 * pins race (both take the post's lock). A comment deleted meanwhile is not found.
 *
 * @example
 * await pinComment(db, { id: 7, postId: 3 })
 */
export async function pinComment(db: Db, comment: { id: number; postId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPost(tx, comment.postId)
    await tx
      .update(postComments)
      .set({ isFixed: false })
      .where(
        and(
          eq(postComments.postId, comment.postId),
          eq(postComments.isFixed, true),
          ne(postComments.id, comment.id),
        ),
      )
    const pinned = await tx
      .update(postComments)
      .set({ isFixed: true })
      .where(and(eq(postComments.id, comment.id), isNull(postComments.deletedAt)))
      .returning({ id: postComments.id })
    if (pinned.length === 0) throw notFound('Comment not found')
  })
}

/** Takes the pin off a comment (pinned or not: the answer is the same). */
export async function unpinComment(db: Db, commentIdx: number): Promise<void> {
  await db.update(postComments).set({ isFixed: false }).where(eq(postComments.id, commentIdx))
}
