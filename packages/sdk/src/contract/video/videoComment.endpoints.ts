import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import {
  unreadAnswer as done,
  optionalQueryNumber as queryNum,
  optionalString as str,
} from '../core/fields'
import { switchEndpoints } from '../core/switchEndpoints'
import { videoReportSchema } from '../report/report.schemas'
import {
  VIDEO_COMMENT_SORTS,
  videoCommentPageSchema,
  videoCommentSchema,
  videoReplyPageSchema,
  videoReplySchema,
} from './video.schemas'

const text = z.string().check(z.trim(), z.minLength(1))
// Comments and replies page alike: the first page holds `firstPageLimit`, later ones `limit`
// (see paging.ts).
const threadPaging = { page: queryNum, limit: queryNum, firstPageLimit: queryNum }

/** @example client.video.listComments(vodNo, { sort: 'createDate-desc', page: 2 }) */
const listComments = endpoint({
  method: 'GET',
  path: '/vodComment/list/{vodNo}',
  query: z.object({ sort: z.optional(z.enum(VIDEO_COMMENT_SORTS)), ...threadPaging }),
  answer: videoCommentPageSchema,
  auth: 'optional',
})

/** @example client.video.createComment(vodNo, { comment: 'great', nickName: 'kim' }) */
const createComment = endpoint({
  method: 'POST',
  path: '/vodComment/comment/{vodNo}',
  body: z.object({ comment: text, nickName: z.string() }),
  answer: videoCommentSchema,
  auth: 'required',
  chosen: 'answer: the created comment, so it can be placed without a refetch',
})

/** @example client.video.deleteComment(commentIdx) */
const deleteComment = endpoint({
  method: 'DELETE',
  path: '/vodComment/comment/{commentIdx}',
  answer: done,
  auth: 'required',
})

/** @example client.video.likeComment(commentIdx, { vodNo, nickName }) */
const likeComment = endpoint({
  method: 'POST',
  path: '/vodComment/like/{commentIdx}',
  body: z.object({ vodNo: z.optional(int32(1)), nickName: str }),
  answer: done,
  auth: 'required',
})

/** @example client.video.unlikeComment(commentIdx) */
const unlikeComment = endpoint({
  method: 'DELETE',
  path: '/vodComment/like/{commentIdx}',
  answer: done,
  auth: 'required',
})

/**
 * Pins a comment (only one per video) or unpins it.
 *
 * @example client.video.pinComment(commentIdx)
 * @example client.video.unpinComment(commentIdx)
 */
const { on: pinComment, off: unpinComment } = switchEndpoints({
  path: '/vodComment/fix/{commentIdx}',
  answer: done,
  auth: 'required',
})

/** Body: the report domain's video report. @example client.video.reportComment(commentIdx, report) */
const reportComment = endpoint({
  method: 'POST',
  path: '/vodComment/report/{commentIdx}',
  body: videoReportSchema,
  answer: done,
  auth: 'required',
})

/** @example client.video.listReplies(commentIdx, { page: 1 }) */
const listReplies = endpoint({
  method: 'GET',
  path: '/vodComment/reply/list/{commentIdx}',
  query: z.object(threadPaging),
  answer: videoReplyPageSchema,
  auth: 'optional',
})

/** @example client.video.createReply(commentIdx, { reply: 'agreed', nickName: 'kim' }) */
const createReply = endpoint({
  method: 'POST',
  path: '/vodComment/reply/{commentIdx}',
  body: z.object({ reply: text, nickName: z.string() }),
  answer: videoReplySchema,
  auth: 'required',
  chosen: 'answer: the created reply',
})

/** @example client.video.deleteReply(replyIdx) */
const deleteReply = endpoint({
  method: 'DELETE',
  path: '/vodComment/reply/{replyIdx}',
  answer: done,
  auth: 'required',
})

/**
 * @example client.video.likeReply(replyIdx)
 * @example client.video.unlikeReply(replyIdx)
 */
const { on: likeReply, off: unlikeReply } = switchEndpoints({
  path: '/vodComment/reply/like/{replyIdx}',
  answer: done,
  auth: 'required',
})

/** A video's comments and their replies. Part of `videoEndpoints`. */
export const videoCommentEndpoints = {
  listComments,
  createComment,
  deleteComment,
  likeComment,
  unlikeComment,
  pinComment,
  unpinComment,
  reportComment,
  listReplies,
  createReply,
  deleteReply,
  likeReply,
  unlikeReply,
}
