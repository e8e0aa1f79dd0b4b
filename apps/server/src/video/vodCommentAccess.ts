import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { CommentAccess, ReplyAccess, ThreadRoles } from '../community/comments/threadRoutes'
import type { Db } from '../db/database'
import { commentReplies, postComments } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { notFound } from '../http/httpError'
import { watchableVod } from './vodAccess'

// Who may do what with a video's comments: the video's rules first (VOD1000 missing, VOD1008
// hidden from this viewer, VOD1017 suspended), then the comment's.

/**
 * The thread of a video the caller may see: its owner deletes any comment or reply under it,
 * its owner or a manager of its channel pins. Nobody is notified of a video's comments.
 *
 * @example const { thread } = await vodThread(db, vodNo, member)
 */
export async function vodThread(
  db: Db,
  vodNo: number,
  member: AuthMember | undefined,
): Promise<ThreadRoles> {
  const { vod, channel, manageable } = await watchableVod(db, vodNo, member)
  return {
    thread: { kind: 'vod', id: vod.id },
    isOwner: member !== undefined && channel.ownerId === member.id,
    mayPin: manageable,
  }
}

const commentNotFound = () => notFound('Comment not found')

/**
 * A live comment of a video the caller may see (a post's comment is not found here).
 *
 * @example const { comment, isAuthor, mayPin } = await vodComment(db, commentIdx, member)
 */
export async function vodComment(
  db: Db,
  commentIdx: number,
  member: AuthMember | undefined,
): Promise<CommentAccess> {
  const [comment] = await db
    .select()
    .from(postComments)
    .where(
      and(
        eq(postComments.id, commentIdx),
        isNotNull(postComments.vodId),
        isNull(postComments.deletedAt),
      ),
    )
  if (!comment?.vodId) throw commentNotFound()
  const access = await vodThread(db, comment.vodId, member)
  return { ...access, comment, isAuthor: member?.id === comment.memberId }
}

/**
 * A live reply of a live comment of a video the caller may see.
 *
 * @example const { reply, isAuthor, isOwner } = await vodReply(db, replyIdx, member)
 */
export async function vodReply(
  db: Db,
  replyIdx: number,
  member: AuthMember | undefined,
): Promise<ReplyAccess> {
  const [reply] = await db
    .select()
    .from(commentReplies)
    .where(and(eq(commentReplies.id, replyIdx), isNull(commentReplies.deletedAt)))
  if (!reply) throw notFound('Reply not found')
  const access = await vodComment(db, reply.commentId, member).catch((error: unknown) => {
    // The comment gone means the reply is: say so of the reply.
    if (error instanceof Error && error.message === 'Comment not found') {
      throw notFound('Reply not found')
    }
    throw error
  })
  return { ...access, reply, isAuthor: member?.id === reply.memberId }
}
