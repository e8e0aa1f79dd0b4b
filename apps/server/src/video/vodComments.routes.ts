import { COMMENT_MAX_LENGTH, isWithinLength, videoEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import {
  type ThreadRefusal,
  type ThreadSpec,
  threadRoutes,
} from '../community/comments/threadRoutes'
import { storableText } from '../community/text'
import type { AppDeps } from '../deps'
import { badRequest, forbidden, type HttpError } from '../http/httpError'
import { route } from '../http/route'
import { notVodOwner } from './vodAccess'
import { vodComment, vodReply, vodThread } from './vodCommentAccess'
import {
  type PageQuery,
  pageWindow,
  vodCommentPage,
  vodCommentView,
  vodReplyView,
} from './vodCommentPages'

/** Chosen: a video comment holds what a community comment holds (the spec shows no limit). */
function commentText(value: string, field: string): string {
  storableText(value, field)
  const text = value.trim()
  if (!isWithinLength(text, COMMENT_MAX_LENGTH)) {
    throw badRequest(`${field} holds at most ${COMMENT_MAX_LENGTH} characters`)
  }
  return text
}

// Every refusal is VOD1004 (viewing.md: not owner).
const refusals: Record<ThreadRefusal, () => HttpError> = {
  edit: notVodOwner,
  'delete-comment': notVodOwner,
  'delete-reply': () =>
    forbidden('Only its author or the video owner can delete a reply', 'VOD1004'),
  pin: notVodOwner,
  unpin: notVodOwner,
}

/**
 * A video's comment thread (viewing.md): the video's access rules (VOD1000, VOD1008,
 * VOD1017), pins by its owner or a manager, VOD1004 and VOD1021, pages of 20 then 10, the
 * video contract's wire names; no edit, no reply report, no notification. The channel's own
 * nickname is used, whatever `nickName` says.
 */
const vodThreadSpec: ThreadSpec<{ comment: string }, { reply: string }, PageQuery | undefined> = {
  endpoints: videoEndpoints,
  threadParam: 'vodNo',
  thread: vodThread,
  comment: vodComment,
  reply: vodReply,
  commentText: (body) => commentText(body.comment, 'comment'),
  replyText: (body) => commentText(body.reply, 'reply'),
  commentView: vodCommentView,
  replyView: vodReplyView,
  replyWindow: pageWindow,
  replyPage: ({ rows, ...page }) => ({ ...page, vodReplyList: rows.map(vodReplyView) }),
  refusal: (refused) => refusals[refused](),
  alreadyReportedCode: 'VOD1021',
}

/**
 * A video's comments and replies (`/vodComment/...`), on the community's comment threads: the
 * same storage, counters, likes, pins and reports, under the video's access rules and in the
 * video contract's shapes.
 */
export function vodCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, videoEndpoints.listComments, async ({ id, query, member }) => {
    const { thread } = await vodThread(db, id('vodNo'), member)
    return vodCommentPage(db, thread, query?.sort ?? 'likeCnt-desc', query, member?.id)
  })

  threadRoutes(app, db, vodThreadSpec)
}
