import { COMMENT_MAX_LENGTH, isWithinLength, videoEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { pinComment, unpinComment } from '../community/comments/commentPins'
import {
  addComment,
  addReply,
  removeComment,
  removeReply,
} from '../community/comments/commentStore'
import { setLike } from '../community/likes'
import { fileReport } from '../community/reports'
import { guardedBody, storableText } from '../community/text'
import { commentQuery, replyQuery } from '../community/views'
import { commentReplies, postComments } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { badRequest, forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import { notVodOwner } from './vodAccess'
import { vodComment, vodReply, vodThread } from './vodCommentAccess'
import { vodCommentPage, vodCommentView, vodReplyPage, vodReplyView } from './vodCommentPages'

const v = videoEndpoints

/** Chosen: a video comment holds what a community comment holds (the spec shows no limit). */
function commentText(value: string, field: string): string {
  storableText(value, field)
  const text = value.trim()
  if (!isWithinLength(text, COMMENT_MAX_LENGTH)) {
    throw badRequest(`${field} holds at most ${COMMENT_MAX_LENGTH} characters`)
  }
  return text
}

/**
 * A video's comments and replies (`/vodComment/...`), on the community's comment threads: the
 * same storage, counters, likes, pins and reports, under the video's access rules and in the
 * video contract's shapes. Writes need a member with a channel (the channel's own nickname is
 * used, whatever `nickName` says).
 */
export function vodCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, v.listComments, async ({ id, query, member }) => {
    const { thread } = await vodThread(db, id('vodNo'), member)
    return vodCommentPage(db, thread, query?.sort ?? 'likeCnt-desc', query, member?.id)
  })

  route(app, guardedBody(v.createComment), async ({ id, body, me, reply }) => {
    const channel = requireChannel(me)
    const { thread } = await vodThread(db, id('vodNo'), me)
    const content = commentText(body.comment, 'comment')
    const author = { memberId: me.id, channelIdx: channel.idx }
    const commentIdx = await addComment(db, thread, author, content)
    const [row] = await commentQuery(db, me.id).where(eq(postComments.id, commentIdx))
    if (!row) throw notFound('Comment not found')
    reply.code(201)
    return vodCommentView(row)
  })

  route(app, v.deleteComment, async ({ id, me }) => {
    const { comment, thread, isAuthor, isOwner } = await vodComment(db, id('commentIdx'), me)
    if (!isAuthor && !isOwner) throw notVodOwner()
    await removeComment(db, thread, comment.id)
    return null
  })

  route(app, v.likeComment, async ({ id, me }) => {
    const { comment } = await vodComment(db, id('commentIdx'), me)
    return setLike(db, 'comment', comment.id, me.id, true)
  })

  route(app, v.unlikeComment, async ({ id, me }) => {
    const { comment } = await vodComment(db, id('commentIdx'), me)
    return setLike(db, 'comment', comment.id, me.id, false)
  })

  route(app, v.pinComment, async ({ id, me }) => {
    const { comment, thread, manageable } = await vodComment(db, id('commentIdx'), me)
    if (!manageable) throw notVodOwner()
    await pinComment(db, thread, comment.id)
    return null
  })

  route(app, v.unpinComment, async ({ id, me }) => {
    const { comment, manageable } = await vodComment(db, id('commentIdx'), me)
    if (!manageable) throw notVodOwner()
    await unpinComment(db, comment.id)
    return null
  })

  route(app, guardedBody(v.reportComment), async ({ id, body, me }) => {
    const { comment, isAuthor } = await vodComment(db, id('commentIdx'), me)
    return fileReport(db, me.id, {
      targetType: 'comment',
      targetId: comment.id,
      reason: body.reportReason,
      note: body.reportedCommentContent,
      content: comment.content,
      isOwn: isAuthor,
      alreadyReportedCode: 'VOD1021',
    })
  })

  route(app, v.listReplies, async ({ id, query, member }) => {
    const { comment } = await vodComment(db, id('commentIdx'), member)
    return vodReplyPage(db, comment, query, member?.id)
  })

  route(app, guardedBody(v.createReply), async ({ id, body, me, reply }) => {
    const channel = requireChannel(me)
    const { comment } = await vodComment(db, id('commentIdx'), me)
    const content = commentText(body.reply, 'reply')
    const author = { memberId: me.id, channelIdx: channel.idx }
    const replyIdx = await addReply(db, comment.id, author, content)
    const [row] = await replyQuery(db, me.id).where(eq(commentReplies.id, replyIdx))
    if (!row) throw notFound('Reply not found')
    reply.code(201)
    return vodReplyView(row)
  })

  route(app, v.deleteReply, async ({ id, me }) => {
    const { reply, isAuthor, isOwner } = await vodReply(db, id('replyIdx'), me)
    if (!isAuthor && !isOwner) {
      throw forbidden('Only its author or the video owner can delete a reply', 'VOD1004')
    }
    await removeReply(db, reply)
    return null
  })

  route(app, v.likeReply, async ({ id, me }) => {
    const { reply } = await vodReply(db, id('replyIdx'), me)
    return setLike(db, 'reply', reply.id, me.id, true)
  })

  route(app, v.unlikeReply, async ({ id, me }) => {
    const { reply } = await vodReply(db, id('replyIdx'), me)
    return setLike(db, 'reply', reply.id, me.id, false)
  })
}
