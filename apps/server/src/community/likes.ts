import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import {
  commentLikes,
  commentReplies,
  communityPosts,
  postComments,
  postLikes,
  replyLikes,
} from '../db/schema'

/** What each kind of like counts: its like rows and the row that keeps their count. */
export const likeTargets = {
  post: { likes: postLikes, table: communityPosts },
  comment: { likes: commentLikes, table: postComments },
  reply: { likes: replyLikes, table: commentReplies },
}

export type LikeTarget = keyof typeof likeTargets

/**
 * Likes or unlikes, once per member: the like row is inserted (`on conflict do nothing`) or
 * deleted, and only when a row changed does the counter move, in the same transaction and
 * under the target's row lock, so `likeCnt` always equals the number of rows.
 *
 * @example
 * const state = await setLike(db, 'comment', commentIdx, member.id, true) // { isLike, likeCnt }
 */
export async function setLike(
  db: Db,
  kind: LikeTarget,
  targetId: number,
  memberId: number,
  like: boolean,
): Promise<{ isLike: boolean; likeCnt: number }> {
  const { likes, table } = likeTargets[kind]
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(likes)
          .values({ memberId, targetId })
          .onConflictDoNothing()
          .returning({ memberId: likes.memberId })
      : await tx
          .delete(likes)
          .where(and(eq(likes.memberId, memberId), eq(likes.targetId, targetId)))
          .returning({ memberId: likes.memberId })
    const step = like ? 1 : -1
    const [row] =
      changed.length > 0
        ? await tx
            .update(table)
            .set({ likeCnt: sql`${table.likeCnt} + ${step}` })
            .where(eq(table.id, targetId))
            .returning({ likeCnt: table.likeCnt })
        : await tx.select({ likeCnt: table.likeCnt }).from(table).where(eq(table.id, targetId))
    return { isLike: like, likeCnt: row?.likeCnt ?? 0 }
  })
}
