import { communityEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { forbidden } from '../http/httpError'
import { route } from '../http/route'
import {
  canSeePost,
  communityModerator,
  type PostAccess,
  visibleComment,
  visiblePost,
  visibleReply,
} from './access'
import { type CommentFlags, commentFlags, commentPageLoader } from './commentPageQueries'
import type { CommentPage, CommentPageCache } from './commentPages'
import {
  type ThreadRefusal,
  type ThreadRoles,
  type ThreadSpec,
  threadRoutes,
} from './comments/threadRoutes'
import { storableText } from './text'
import { commentView, replyView } from './wireShapes'

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
        isBlinded: row.isBlinded,
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

const refusals: Record<ThreadRefusal, string> = {
  edit: 'Only its author can edit a comment',
  'delete-comment': 'Only its author or the channel owner can delete a comment',
  'delete-reply': 'Only its author or the channel owner can delete a reply',
  pin: 'Only the channel owner can pin a comment',
  unpin: 'Only the channel owner can unpin a comment',
}

/**
 * The caller's roles on a post they may see; a comment or reply there notifies. The channel's
 * managers given `community` delete comments and replies there.
 */
const postRoles = (
  db: Db,
  { post, channel, isOwner }: PostAccess,
  member: AuthMember | undefined,
): ThreadRoles => ({
  thread: { kind: 'post', id: post.id },
  isOwner,
  mayPin: isOwner,
  notifyLink: `/${channel.handle}/community/${post.id}`,
  ...(member && {
    moderator: async (refusal: () => Error) => ({
      standing: await communityModerator(db, channel.idx, member, refusal),
      channelIdx: channel.idx,
    }),
  }),
})

type Text = { content: string }

/**
 * A post's comment thread (community.md): the post's visibility, its owner pins, edits and
 * reply reports, pages of 10, the community's wire names; a write that changes what the
 * post's comment pages show drops their cached copies.
 *
 * @example threadRoutes(app, db, postThread(deps.commentPages))
 */
function postThread(
  pages: CommentPageCache,
): ThreadSpec<Text, Text, { page: number; limit: number }> {
  return {
    endpoints: communityEndpoints,
    threadParam: 'postIdx',
    thread: async (db, postIdx, member) =>
      postRoles(db, await visiblePost(db, postIdx, member), member),
    comment: async (db, commentIdx, member) => {
      const access = await visibleComment(db, commentIdx, member)
      return {
        ...postRoles(db, access, member),
        comment: access.comment,
        isAuthor: access.isAuthor,
      }
    },
    reply: async (db, replyIdx, member) => {
      const { comment, reply, isAuthor, ...access } = await visibleReply(db, replyIdx, member)
      return { ...postRoles(db, access, member), comment, reply, isAuthor }
    },
    commentText: (body) => storableText(body.content, 'content'),
    replyText: (body) => storableText(body.content, 'content'),
    commentView,
    replyView,
    replyWindow: ({ page, limit }) => ({ page, offset: (page - 1) * limit, size: limit }),
    replyPage: ({ rows, ...page }) => ({ ...page, postCommentReplies: rows.map(replyView) }),
    refusal: (refused) => forbidden(refusals[refused]),
    changed: (thread) => pages.invalidatePost(thread.id),
  }
}

/**
 * Comments of a post and their replies: the list (pinned first, from the page cache), and
 * every other call of the comment thread.
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

  threadRoutes(app, db, postThread(pages))
}
