import { communityEndpoints } from '@airwave/sdk/contract'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { commentReplies } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import { notifyQuietly } from '../notification/notify'
import { visibleComment, visibleReply } from './access'
import { addReply, removeReply } from './comments/commentStore'
import { setLike } from './likes'
import { fileReport } from './reports'
import { guardedBody, storableText } from './text'
import { replyQuery, replyView } from './views'

/**
 * Replies to a comment: list (newest first), create, delete, like, report.
 */
export function replyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, commentPages: pages } = deps

  route(app, communityEndpoints.listReplies, async ({ id, query, member }) => {
    const { comment } = await visibleComment(db, id('commentIdx'), member)
    const rows = await replyQuery(db, member?.id)
      .where(and(eq(commentReplies.commentId, comment.id), isNull(commentReplies.deletedAt)))
      .orderBy(desc(commentReplies.createdAt), desc(commentReplies.id))
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
    return {
      currentPage: query.page,
      totalCnt: comment.replyCnt,
      postCommentReplies: rows.map(replyView),
    }
  })

  route(app, guardedBody(communityEndpoints.createReply), async ({ id, body, me, reply }) => {
    const channel = requireChannel(me)
    const access = await visibleComment(db, id('commentIdx'), me)
    const { comment } = access
    const content = storableText(body.content, 'content')
    const replyIdx = await addReply(
      db,
      comment.id,
      { memberId: me.id, channelIdx: channel.idx },
      content,
    )
    // The comment's replyCnt shows on its post's comment pages.
    pages.invalidatePost(comment.postId)
    await notifyQuietly(app.log, db, {
      authorId: me.id,
      channelIdx: channel.idx,
      text: content,
      linkUrl: `/${access.channel.handle}/community/${comment.postId}`,
      replyTo: { memberId: comment.memberId },
    })
    const [row] = await replyQuery(db, me.id).where(eq(commentReplies.id, replyIdx))
    if (!row) throw notFound('Reply not found')
    reply.code(201)
    return replyView(row)
  })

  route(app, communityEndpoints.deleteReply, async ({ id, me }) => {
    const { comment, reply, isAuthor, isOwner } = await visibleReply(db, id('replyIdx'), me)
    if (!isAuthor && !isOwner) {
      throw forbidden('Only its author or the channel owner can delete a reply')
    }
    await removeReply(db, reply)
    pages.invalidatePost(comment.postId)
    return null
  })

  route(app, communityEndpoints.likeReply, async ({ id, me }) => {
    const { reply } = await visibleReply(db, id('replyIdx'), me)
    return setLike(db, 'reply', reply.id, me.id, true)
  })

  route(app, communityEndpoints.unlikeReply, async ({ id, me }) => {
    const { reply } = await visibleReply(db, id('replyIdx'), me)
    return setLike(db, 'reply', reply.id, me.id, false)
  })

  route(app, guardedBody(communityEndpoints.reportReply), async ({ id, body, me }) => {
    const { reply, isAuthor } = await visibleReply(db, id('replyIdx'), me)
    return fileReport(db, me.id, {
      targetType: 'reply',
      targetId: reply.id,
      reason: body.reportReason,
      note: body.reportedCommentContent,
      content: reply.content,
      isOwn: isAuthor,
    })
  })
}
