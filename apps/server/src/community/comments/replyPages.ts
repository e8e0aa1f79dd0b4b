import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { commentReplies } from '../../db/schema'
import { replyQuery } from '../wireShapes'

/** One page of a list: its number, where it starts and how many it holds. */
export interface PageWindow {
  page: number
  offset: number
  size: number
}

/**
 * One page of a comment's live replies, newest first (where the client puts a new one), with
 * their authors and the caller's flags.
 *
 * @example
 * const rows = await replyRows(db, commentIdx, { page: 2, offset: 10, size: 10 }, member?.id)
 */
export function replyRows(
  db: Db,
  commentIdx: number,
  window: PageWindow,
  memberId: number | undefined,
) {
  return replyQuery(db, memberId)
    .where(and(eq(commentReplies.commentId, commentIdx), isNull(commentReplies.deletedAt)))
    .orderBy(desc(commentReplies.createdAt), desc(commentReplies.id))
    .offset(window.offset)
    .limit(window.size)
}
