import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { postComments } from '../../db/schema'
import { notFound } from '../../http/httpError'
import { type CommentThread, inThread, lockThread } from './thread'

/**
 * Pins a comment, unpinning the thread's other pinned comment: one pin per thread, also when
 * two pins race (both take the thread's lock). A comment deleted meanwhile is not found.
 *
 * @example
 * await pinComment(db, { kind: 'vod', id: vodNo }, commentIdx)
 */
export async function pinComment(db: Db, thread: CommentThread, commentIdx: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockThread(tx, thread)
    await tx
      .update(postComments)
      .set({ isFixed: false })
      .where(and(inThread(thread), eq(postComments.isFixed, true), ne(postComments.id, commentIdx)))
    const pinned = await tx
      .update(postComments)
      .set({ isFixed: true })
      .where(and(eq(postComments.id, commentIdx), isNull(postComments.deletedAt)))
      .returning({ id: postComments.id })
    if (pinned.length === 0) throw notFound('Comment not found')
  })
}

/** Takes the pin off a comment (pinned or not: the answer is the same). */
export async function unpinComment(db: Db, commentIdx: number): Promise<void> {
  await db.update(postComments).set({ isFixed: false }).where(eq(postComments.id, commentIdx))
}
