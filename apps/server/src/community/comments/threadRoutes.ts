import type { EndpointDefinition } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type * as z from 'zod/mini'
import { type ChannelStanding, recordManagerAction } from '../../channel/managerRights'
import type { Db } from '../../db/database'
import { commentReplies, postComments } from '../../db/schema'
import { type AuthMember, requireChannel } from '../../http/auth'
import type { HttpError } from '../../http/httpError'
import { conflict, notFound } from '../../http/httpError'
import { route } from '../../http/route'
import { notifyQuietly } from '../../notification/notify'
import { activityNote, type CommentRow, type ReplyRow } from '../access'
import { setLike } from '../likes'
import { fileReport } from '../reports'
import { guardedBody } from '../text'
import { type CommentQueryRow, commentQuery, type ReplyQueryRow, replyQuery } from '../wireShapes'
import { pinComment, unpinComment } from './commentPins'
import { addComment, addReply, editComment, removeComment, removeReply } from './commentStore'
import { type PageWindow, replyRows } from './replyPages'
import type { CommentThread } from './thread'

// The calls of a comment thread, one implementation for a post's comments and a video's: a
// thread kind names its endpoints and what its spec sets apart (who sees the thread, who may
// pin, the refusals' codes, the wire names, the reply pages, the cache to drop).

/** An endpoint whose path names the parameter `P`, with a JSON body `B` and a query `Q`. */
type On<P extends string, B = unknown, Q = unknown> = EndpointDefinition<
  `${string}{${P}}${string}`,
  z.ZodMiniType<Q> | undefined,
  z.ZodMiniType<B> | undefined,
  z.ZodMiniType
>

/** The report fields every report body holds. */
interface ReportBody {
  reportReason: number | string
  reportedCommentContent?: string | undefined
}

/** The caller's roles on a thread they may see. */
export interface ThreadRoles {
  thread: CommentThread
  /** Owns the thread's channel: deletes any comment or reply under it. */
  isOwner: boolean
  /** Pins and unpins (a post's owner; a video's owner or a manager). */
  mayPin: boolean
  /**
   * For a caller who neither owns the thread's channel nor wrote the text: their standing as a
   * manager allowed to delete there (the post threads' community moderators), else `refusal`.
   * Absent: only authors and the owner delete.
   */
  moderator?: (refusal: () => Error) => Promise<{ standing: ChannelStanding; channelIdx: number }>
  /** Where a notification of a new comment or reply links; none: nobody is notified. */
  notifyLink?: string | undefined
}

/** A live comment the caller may see, and the caller's roles on it and its thread. */
export interface CommentAccess extends ThreadRoles {
  comment: Omit<CommentRow, 'postId'>
  /** Wrote the comment (of a reply: the reply). */
  isAuthor: boolean
}

export interface ReplyAccess extends CommentAccess {
  reply: ReplyRow
}

/** A refusal the spec codes per spec. */
export type ThreadRefusal = 'edit' | 'delete-comment' | 'delete-reply' | 'pin' | 'unpin'

/**
 * What one kind of comment thread (a post's, a video's) sets apart. `CommentBody` and
 * `ReplyBody` are its create bodies, `ReplyQuery` its reply list query.
 */
export interface ThreadSpec<CommentBody, ReplyBody, ReplyQuery> {
  endpoints: {
    /** Its path names the thread by {@link ThreadSpec.threadParam}. */
    createComment: On<string, CommentBody>
    /** Absent where the contract has no edit. */
    updateComment?: On<'commentIdx', CommentBody>
    deleteComment: On<'commentIdx'>
    pinComment: On<'commentIdx'>
    unpinComment: On<'commentIdx'>
    likeComment: On<'commentIdx'>
    unlikeComment: On<'commentIdx'>
    reportComment: On<'commentIdx', ReportBody>
    listReplies: On<'commentIdx', unknown, ReplyQuery>
    createReply: On<'commentIdx', ReplyBody>
    deleteReply: On<'replyIdx'>
    likeReply: On<'replyIdx'>
    unlikeReply: On<'replyIdx'>
    /** Absent where the contract has no report of a reply. */
    reportReply?: On<'replyIdx', ReportBody>
  }
  threadParam: string
  /** The thread the caller may see (else the kind's refusal), with the caller's roles. */
  thread(db: Db, threadId: number, member: AuthMember): Promise<ThreadRoles>
  /** A live comment of this kind the caller may see, else the kind's refusal. */
  comment(db: Db, commentIdx: number, member: AuthMember | undefined): Promise<CommentAccess>
  /** A live reply of a live comment of this kind the caller may see. */
  reply(db: Db, replyIdx: number, member: AuthMember): Promise<ReplyAccess>
  /** The text to store, or 400. */
  commentText(body: CommentBody): string
  replyText(body: ReplyBody): string
  commentView(row: CommentQueryRow): unknown
  replyView(row: ReplyQueryRow): unknown
  /** The reply page asked for (or 400), and the answer that carries it. */
  replyWindow(query: ReplyQuery): PageWindow
  replyPage(page: { currentPage: number; totalCnt: number; rows: ReplyQueryRow[] }): unknown
  refusal(refused: ThreadRefusal): HttpError
  /** The code of a second report of one item (default: the community's CHA30049). */
  alreadyReportedCode?: string | undefined
  /** After a write that changes what the thread's comment pages show (their cache, if any). */
  changed?(thread: CommentThread): void
}

async function commentRow(db: Db, commentIdx: number, memberId: number) {
  const [row] = await commentQuery(db, memberId).where(eq(postComments.id, commentIdx))
  if (!row) throw notFound('Comment not found')
  return row
}

async function replyRow(db: Db, replyIdx: number, memberId: number) {
  const [row] = await replyQuery(db, memberId).where(eq(commentReplies.id, replyIdx))
  if (!row) throw notFound('Reply not found')
  return row
}

/**
 * Registers the calls of one kind of comment thread but its comment list (each kind pages
 * and caches its own): create, edit, delete, pin, like and report comments; list, create,
 * delete, like and report replies. Writes need a member with a channel; counters, pins and
 * reports are the community's (`commentStore`, `commentPins`, `likes`, `reports`).
 *
 * @example
 * threadRoutes(app, deps.db, postThread(deps.commentPages))
 */
export function threadRoutes<CommentBody, ReplyBody, ReplyQuery>(
  app: FastifyInstance,
  db: Db,
  spec: ThreadSpec<CommentBody, ReplyBody, ReplyQuery>,
): void {
  const e = spec.endpoints
  const changed = (thread: CommentThread) => spec.changed?.(thread)
  // Authors and the owner delete; a moderator (a manager) too, and what they did is written down.
  const mayDelete = async (access: CommentAccess, refused: ThreadRefusal) => {
    if (access.isAuthor || access.isOwner) return undefined
    if (!access.moderator) throw spec.refusal(refused)
    return access.moderator(() => spec.refusal(refused))
  }
  const report = (
    me: AuthMember,
    access: CommentAccess,
    target: { type: 'comment' | 'reply'; id: number; content: string },
    body: ReportBody,
  ) =>
    fileReport(db, me.id, {
      targetType: target.type,
      targetId: target.id,
      reason: body.reportReason,
      note: body.reportedCommentContent,
      content: target.content,
      isOwn: access.isAuthor,
      alreadyReportedCode: spec.alreadyReportedCode,
    })

  route(app, guardedBody(e.createComment), async ({ id, body, me, reply }) => {
    const channel = requireChannel(me)
    const roles = await spec.thread(db, id(spec.threadParam), me)
    const content = spec.commentText(body)
    const author = { memberId: me.id, channelIdx: channel.idx }
    const commentIdx = await addComment(db, roles.thread, author, content)
    changed(roles.thread)
    if (roles.notifyLink) {
      const note = { authorId: me.id, channelIdx: channel.idx, text: content }
      await notifyQuietly(app.log, db, { ...note, linkUrl: roles.notifyLink })
    }
    reply.code(201)
    return spec.commentView(await commentRow(db, commentIdx, me.id))
  })

  if (e.updateComment) {
    route(app, guardedBody(e.updateComment), async ({ id, body, me }) => {
      const { comment, thread, isAuthor } = await spec.comment(db, id('commentIdx'), me)
      if (!isAuthor) throw spec.refusal('edit')
      // Editing would serve new text in the place the channel hid.
      if (comment.blinded) throw conflict('The channel hid this comment')
      const content = spec.commentText(body)
      await editComment(db, comment.id, content)
      changed(thread)
      return spec.commentView(await commentRow(db, comment.id, me.id))
    })
  }

  route(app, e.deleteComment, async ({ id, me }) => {
    const access = await spec.comment(db, id('commentIdx'), me)
    const moderator = await mayDelete(access, 'delete-comment')
    await removeComment(db, access.thread, access.comment.id)
    if (moderator) {
      await recordManagerAction(db, moderator.standing, moderator.channelIdx, 'commentDelete', {
        target: access.comment.channelId,
        // A blinded text is not served again, the activity list included.
        detail: access.comment.blinded ? null : activityNote(access.comment.content),
      })
    }
    changed(access.thread)
    return null
  })

  for (const [definition, pin] of [
    [e.pinComment, true],
    [e.unpinComment, false],
  ] as const) {
    route(app, definition, async ({ id, me }) => {
      const access = await spec.comment(db, id('commentIdx'), me)
      const { thread, comment } = access
      if (!access.mayPin) throw spec.refusal(pin ? 'pin' : 'unpin')
      // One pin a thread: pinning takes the thread's other pin away.
      await (pin ? pinComment(db, thread, comment.id) : unpinComment(db, comment.id))
      changed(thread)
      return null
    })
  }

  for (const [definition, like] of [
    [e.likeComment, true],
    [e.unlikeComment, false],
  ] as const) {
    route(app, definition, async ({ id, me }) => {
      const { comment, thread } = await spec.comment(db, id('commentIdx'), me)
      const state = await setLike(db, 'comment', comment.id, me.id, like)
      changed(thread)
      return state
    })
  }

  route(app, guardedBody(e.reportComment), async ({ id, body, me }) => {
    const access = await spec.comment(db, id('commentIdx'), me)
    const { comment } = access
    if (comment.blinded) throw conflict('The channel hid this comment')
    return report(me, access, { type: 'comment', id: comment.id, content: comment.content }, body)
  })

  route(app, e.listReplies, async ({ id, query, member }) => {
    const { comment } = await spec.comment(db, id('commentIdx'), member)
    const window = spec.replyWindow(query)
    const rows = await replyRows(db, comment.id, window, member?.id)
    return spec.replyPage({ currentPage: window.page, totalCnt: comment.replyCnt, rows })
  })

  route(app, guardedBody(e.createReply), async ({ id, body, me, reply }) => {
    const channel = requireChannel(me)
    const access = await spec.comment(db, id('commentIdx'), me)
    const { comment, thread } = access
    const content = spec.replyText(body)
    const author = { memberId: me.id, channelIdx: channel.idx }
    const replyIdx = await addReply(db, comment.id, author, content)
    // The comment's replyCnt shows on the thread's comment pages.
    changed(thread)
    if (access.notifyLink) {
      const note = { authorId: me.id, channelIdx: channel.idx, text: content }
      const replyTo = { memberId: comment.memberId }
      await notifyQuietly(app.log, db, { ...note, linkUrl: access.notifyLink, replyTo })
    }
    reply.code(201)
    return spec.replyView(await replyRow(db, replyIdx, me.id))
  })

  route(app, e.deleteReply, async ({ id, me }) => {
    const access = await spec.reply(db, id('replyIdx'), me)
    const moderator = await mayDelete(access, 'delete-reply')
    await removeReply(db, access.reply)
    if (moderator) {
      await recordManagerAction(db, moderator.standing, moderator.channelIdx, 'commentDelete', {
        target: access.reply.channelId,
        detail: access.reply.blinded ? null : activityNote(access.reply.content),
      })
    }
    changed(access.thread)
    return null
  })

  for (const [definition, like] of [
    [e.likeReply, true],
    [e.unlikeReply, false],
  ] as const) {
    route(app, definition, async ({ id, me }) => {
      const { reply } = await spec.reply(db, id('replyIdx'), me)
      return setLike(db, 'reply', reply.id, me.id, like)
    })
  }

  if (e.reportReply) {
    route(app, guardedBody(e.reportReply), async ({ id, body, me }) => {
      const access = await spec.reply(db, id('replyIdx'), me)
      const { reply } = access
      if (reply.blinded) throw conflict('The channel hid this reply')
      return report(me, access, { type: 'reply', id: reply.id, content: reply.content }, body)
    })
  }
}
