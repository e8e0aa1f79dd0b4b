import { communityEndpoints } from '@airwave/sdk/contract'
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database'
import { communityPosts, postComments } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import { requireOwner, visibleComment, visiblePost } from './access'
import { setLike } from './likes'
import { fileReport } from './reports'
import { guardedBody, storableText } from './text'
import { commentQuery, commentView } from './views'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Locks the post row: comment pins and deletions of one post take it first (no deadlock). */
async function lockPost(tx: Tx, postIdx: number) {
  await tx
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(eq(communityPosts.id, postIdx))
    .for('update')
}

async function oneComment(db: Db, commentIdx: number, memberId: number | undefined) {
  const [row] = await commentQuery(db, memberId).where(eq(postComments.id, commentIdx))
  if (!row) throw notFound('Comment not found')
  return commentView(row)
}

/**
 * Comments of a post: list (pinned first), create, edit, delete, pin, like, report.
 */
export function commentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, communityEndpoints.listComments, async ({ id, query, member }) => {
    const { post } = await visiblePost(db, id('postIdx'), member)
    const order =
      query.sort === 'like'
        ? [desc(postComments.likeCnt), desc(postComments.id)]
        : [desc(postComments.createdAt), desc(postComments.id)]
    // One ordering for every page: the pinned comment leads page 1 and is not repeated later.
    const rows = await commentQuery(db, member?.id)
      .where(and(eq(postComments.postId, post.id), isNull(postComments.deletedAt)))
      .orderBy(desc(postComments.isFixed), ...order)
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
    return {
      currentPage: query.page,
      totalCnt: post.commentCnt,
      postComments: rows.map(commentView),
    }
  })

  route(app, guardedBody(communityEndpoints.createComment), async ({ id, body, me, reply }) => {
    const channel = requireChannel(me)
    const { post } = await visiblePost(db, id('postIdx'), me)
    const content = storableText(body.content, 'content')
    const commentIdx = await db.transaction(async (tx) => {
      const [comment] = await tx
        .insert(postComments)
        .values({ postId: post.id, memberId: me.id, channelId: channel.idx, content })
        .returning({ id: postComments.id })
      if (!comment) throw new Error('comment insert returned nothing')
      await tx
        .update(communityPosts)
        .set({ commentCnt: sql`${communityPosts.commentCnt} + 1` })
        .where(eq(communityPosts.id, post.id))
      return comment.id
    })
    reply.code(201)
    return oneComment(db, commentIdx, me.id)
  })

  route(app, guardedBody(communityEndpoints.updateComment), async ({ id, body, me }) => {
    const { comment, isAuthor } = await visibleComment(db, id('commentIdx'), me)
    if (!isAuthor) throw forbidden('Only its author can edit a comment')
    const content = storableText(body.content, 'content')
    await db
      .update(postComments)
      .set({ content, isEdited: true })
      .where(and(eq(postComments.id, comment.id), isNull(postComments.deletedAt)))
    return oneComment(db, comment.id, me.id)
  })

  route(app, communityEndpoints.deleteComment, async ({ id, me }) => {
    const { comment, isAuthor, isOwner } = await visibleComment(db, id('commentIdx'), me)
    if (!isAuthor && !isOwner) {
      throw forbidden('Only its author or the channel owner can delete a comment')
    }
    await db.transaction(async (tx) => {
      await lockPost(tx, comment.postId)
      const deleted = await tx
        .update(postComments)
        .set({ deletedAt: new Date(), isFixed: false })
        .where(and(eq(postComments.id, comment.id), isNull(postComments.deletedAt)))
        .returning({ id: postComments.id })
      // Only the call that actually deleted the row moves the count.
      if (deleted.length > 0) {
        await tx
          .update(communityPosts)
          .set({ commentCnt: sql`${communityPosts.commentCnt} - 1` })
          .where(eq(communityPosts.id, comment.postId))
      }
    })
    return null
  })

  route(app, communityEndpoints.pinComment, async ({ id, me }) => {
    const access = await visibleComment(db, id('commentIdx'), me)
    requireOwner(access, 'pin a comment')
    const { comment } = access
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
    return null
  })

  route(app, communityEndpoints.unpinComment, async ({ id, me }) => {
    const access = await visibleComment(db, id('commentIdx'), me)
    requireOwner(access, 'unpin a comment')
    await db
      .update(postComments)
      .set({ isFixed: false })
      .where(eq(postComments.id, access.comment.id))
    return null
  })

  route(app, communityEndpoints.likeComment, async ({ id, me }) => {
    const { comment } = await visibleComment(db, id('commentIdx'), me)
    return setLike(db, 'comment', comment.id, me.id, true)
  })

  route(app, communityEndpoints.unlikeComment, async ({ id, me }) => {
    const { comment } = await visibleComment(db, id('commentIdx'), me)
    return setLike(db, 'comment', comment.id, me.id, false)
  })

  route(app, guardedBody(communityEndpoints.reportComment), async ({ id, body, me }) => {
    const { comment, isAuthor } = await visibleComment(db, id('commentIdx'), me)
    return fileReport(db, me.id, {
      targetType: 'comment',
      targetId: comment.id,
      reason: body.reportReason,
      note: body.reportedCommentContent,
      content: comment.content,
      isOwn: isAuthor,
    })
  })
}
