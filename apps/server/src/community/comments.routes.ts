import { communityEndpoints } from '@airwave/sdk/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database'
import { postComments } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import { notifyQuietly } from '../notification/notify'
import { canSeePost, requireOwner, visibleComment, visiblePost } from './access'
import { type CommentFlags, commentFlags, commentPageLoader } from './commentPageQueries'
import type { CommentPage } from './commentPages'
import { pinComment, unpinComment } from './comments/commentPins'
import { addComment, removeComment } from './comments/commentStore'
import { setLike } from './likes'
import { fileReport } from './reports'
import { guardedBody, storableText } from './text'
import { commentQuery, commentView } from './views'

async function oneComment(db: Db, commentIdx: number, memberId: number | undefined) {
  const [row] = await commentQuery(db, memberId).where(eq(postComments.id, commentIdx))
  if (!row) throw notFound('Comment not found')
  return commentView(row)
}

/** A comment page as the API answers it, with the caller's flags (none: anonymous). */
function answerOf(
  { post, rows }: CommentPage,
  currentPage: number,
  flags: Map<number, CommentFlags> | undefined,
) {
  return {
    currentPage,
    totalCnt: post.commentCnt,
    postComments: rows.map((row) => {
      const flag = flags?.get(row.commentIdx)
      return {
        commentIdx: row.commentIdx,
        content: row.content,
        createDate: row.createDate,
        isFixed: row.isFixed,
        isEdited: row.isEdited,
        likeCnt: row.likeCnt,
        replyCnt: row.replyCnt,
        channelId: row.channelId,
        nickname: row.nickname,
        channelProfileImg: row.channelProfileImg,
        isLikeComment: flag?.isLikeComment ?? false,
        isBlockedChannel: flag?.isBlockedChannel ?? false,
      }
    }),
  }
}

/**
 * Comments of a post: list (pinned first), create, edit, delete, pin, like, report.
 */
export function commentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, commentPages: pages } = deps

  const loadPage = commentPageLoader(db)
  // An anonymous caller's answer depends on the cached page only: built once per page.
  const anonymousAnswers = new WeakMap<CommentPage, ReturnType<typeof answerOf>>()

  // The member-independent page comes from memory (anonymous callers: no query on a hit);
  // visibility is checked against now on every read, the member's flags in one query.
  route(app, communityEndpoints.listComments, async ({ id, query, member }) => {
    const postIdx = id('postIdx')
    const { sort, page, limit } = query
    const cached = await pages.read({ postIdx, sort, page, limit }, () =>
      loadPage(postIdx, sort, page, limit),
    )
    const { post, rows } = cached
    canSeePost(post.ownerId, post, member)
    if (!member) {
      let answer = anonymousAnswers.get(cached)
      if (!answer) {
        answer = answerOf(cached, page, undefined)
        anonymousAnswers.set(cached, answer)
      }
      return answer
    }
    const ids = rows.map((row) => row.commentIdx)
    return answerOf(cached, page, await commentFlags(db, member.id, ids))
  })

  route(app, guardedBody(communityEndpoints.createComment), async ({ id, body, me, reply }) => {
    const channel = requireChannel(me)
    const access = await visiblePost(db, id('postIdx'), me)
    const { post } = access
    const content = storableText(body.content, 'content')
    const commentIdx = await addComment(
      db,
      { kind: 'post', id: post.id },
      { memberId: me.id, channelIdx: channel.idx },
      content,
    )
    pages.invalidatePost(post.id)
    await notifyQuietly(app.log, db, {
      authorId: me.id,
      channelIdx: channel.idx,
      text: content,
      linkUrl: `/${access.channel.handle}/community/${post.id}`,
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
    pages.invalidatePost(comment.postId)
    return oneComment(db, comment.id, me.id)
  })

  route(app, communityEndpoints.deleteComment, async ({ id, me }) => {
    const { comment, isAuthor, isOwner } = await visibleComment(db, id('commentIdx'), me)
    if (!isAuthor && !isOwner) {
      throw forbidden('Only its author or the channel owner can delete a comment')
    }
    await removeComment(db, { kind: 'post', id: comment.postId }, comment.id)
    pages.invalidatePost(comment.postId)
    return null
  })

  route(app, communityEndpoints.pinComment, async ({ id, me }) => {
    const access = await visibleComment(db, id('commentIdx'), me)
    requireOwner(access, 'pin a comment')
    const { comment } = access
    await pinComment(db, { kind: 'post', id: comment.postId }, comment.id)
    pages.invalidatePost(comment.postId)
    return null
  })

  route(app, communityEndpoints.unpinComment, async ({ id, me }) => {
    const access = await visibleComment(db, id('commentIdx'), me)
    requireOwner(access, 'unpin a comment')
    await unpinComment(db, access.comment.id)
    pages.invalidatePost(access.comment.postId)
    return null
  })

  route(app, communityEndpoints.likeComment, async ({ id, me }) => {
    const { comment } = await visibleComment(db, id('commentIdx'), me)
    const state = await setLike(db, 'comment', comment.id, me.id, true)
    pages.invalidatePost(comment.postId)
    return state
  })

  route(app, communityEndpoints.unlikeComment, async ({ id, me }) => {
    const { comment } = await visibleComment(db, id('commentIdx'), me)
    const state = await setLike(db, 'comment', comment.id, me.id, false)
    pages.invalidatePost(comment.postId)
    return state
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
