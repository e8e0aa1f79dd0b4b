import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryInteger } from '../../core/queryInteger'
import { unreadAnswer as none } from '../core/fields'
import { commentReportSchema, postReportSchema } from '../report/report.schemas'
import {
  commentBodySchema,
  commentPageSchema,
  commentSchema,
  likeStateSchema,
  pinStatusSchema,
  postBodySchema,
  postPageSchema,
  postPatchSchema,
  postSchema,
  postUpdateSchema,
  replyPageSchema,
  replySchema,
  uploadedImagesSchema,
} from './community.schemas'

/** Comments and replies per page. */
export const COMMENT_PAGE_SIZE = 10
/** Posts on the first page of a channel's list; later pages hold {@link POST_PAGE_SIZE}. */
export const POST_FIRST_PAGE_SIZE = 20
export const POST_PAGE_SIZE = 10

// Query values arrive as strings at the server; typed as numbers for callers.
const page = z._default(queryInteger(), 1)
const limit = (size: number) => z._default(queryInteger(100), size)
const POST = '/v2/channel/post/{postIdx}'
const COMMENT = '/v2/channel/post/comment/{commentIdx}'
const REPLY = '/v2/channel/post/comment/reply/{replyIdx}'

const listPosts = endpoint({
  method: 'GET',
  path: '/v2/channel/post',
  query: z.object({
    channelId: z.string(),
    page,
    limit: limit(POST_FIRST_PAGE_SIZE),
    sort: z.optional(z.string()),
    postType: z.optional(z.string()),
    search: z.optional(z.string()),
  }),
  answer: postPageSchema,
  auth: 'optional',
})

const getPost = endpoint({
  method: 'GET',
  path: POST,
  query: z.object({ channelId: z.string() }),
  answer: postSchema,
  auth: 'optional',
})

const createPost = endpoint({
  method: 'POST',
  path: '/v2/channel/post',
  body: postBodySchema,
  answer: postSchema,
  auth: 'required',
})

const updatePost = endpoint({
  method: 'PUT',
  path: POST,
  body: postPatchSchema,
  answer: postUpdateSchema,
  auth: 'required',
  chosen: 'answers { post, replacedPostIdx } so a pin names the post that lost its pin',
})

const deletePost = endpoint({ method: 'DELETE', path: POST, answer: none, auth: 'required' })

const getPinStatus = endpoint({
  method: 'GET',
  path: `${POST}/fixed-status`,
  answer: pinStatusSchema,
  auth: 'required',
})

// The spec's like payload also lists postIdx (in the path) and sort (a cache key of the page).
const postLikeInput = z.object({ channelId: z.optional(z.string()) })
const likeAnswer = 'answers the new { isLike, likeCnt } so an optimistic update can reconcile'

const likePost = endpoint({
  method: 'POST',
  path: `${POST}/like`,
  body: postLikeInput,
  answer: likeStateSchema,
  auth: 'required',
  embed: true,
  chosen: likeAnswer,
})

const unlikePost = endpoint({
  method: 'DELETE',
  path: `${POST}/like`,
  query: postLikeInput,
  answer: likeStateSchema,
  auth: 'required',
  embed: true,
  chosen: likeAnswer,
})

const reportPost = endpoint({
  method: 'POST',
  path: `${POST}/report`,
  body: postReportSchema,
  answer: none,
  auth: 'required',
  embed: true,
})

const uploadImages = endpoint({
  method: 'POST',
  path: '/v2/channel/post/upload',
  body: 'multipart',
  answer: uploadedImagesSchema,
  auth: 'required',
  chosen: 'answers [{ url, width, height }] per file, in the order sent',
})

const listComments = endpoint({
  method: 'GET',
  path: `${POST}/comment`,
  query: z.object({
    page,
    limit: limit(COMMENT_PAGE_SIZE),
    // A literal list rather than z.enum: the same check, and literals are already paid for.
    sort: z._default(z.literal(['recently', 'like']), 'recently'),
  }),
  answer: commentPageSchema,
  auth: 'optional',
})

const createComment = endpoint({
  method: 'POST',
  path: `${POST}/comment`,
  body: commentBodySchema,
  answer: commentSchema,
  auth: 'required',
  embed: true,
})

const updateComment = endpoint({
  method: 'PUT',
  path: COMMENT,
  body: commentBodySchema,
  answer: commentSchema,
  auth: 'required',
  embed: true,
  chosen: 'PUT on the comment; the answer carries isEdited: true',
})

const deleteComment = endpoint({ method: 'DELETE', path: COMMENT, answer: none, auth: 'required' })
const pinComment = endpoint({
  method: 'POST',
  path: `${COMMENT}/fix`,
  answer: none,
  auth: 'required',
  embed: true,
})
const unpinComment = endpoint({
  method: 'DELETE',
  path: `${COMMENT}/fix`,
  answer: none,
  auth: 'required',
})

const likeComment = endpoint({
  method: 'POST',
  path: `${COMMENT}/like`,
  answer: likeStateSchema,
  auth: 'required',
  embed: true,
  chosen: likeAnswer,
})

const unlikeComment = endpoint({
  method: 'DELETE',
  path: `${COMMENT}/like`,
  answer: likeStateSchema,
  auth: 'required',
  embed: true,
  chosen: likeAnswer,
})

const reportComment = endpoint({
  method: 'POST',
  path: `${COMMENT}/report`,
  body: commentReportSchema,
  answer: none,
  auth: 'required',
  embed: true,
})

const listReplies = endpoint({
  method: 'GET',
  path: `${COMMENT}/reply`,
  query: z.object({ page, limit: limit(COMMENT_PAGE_SIZE) }),
  answer: replyPageSchema,
  auth: 'optional',
})

const createReply = endpoint({
  method: 'POST',
  path: `${COMMENT}/reply`,
  body: commentBodySchema,
  answer: replySchema,
  auth: 'required',
  embed: true,
})

const deleteReply = endpoint({
  method: 'DELETE',
  path: REPLY,
  answer: none,
  auth: 'required',
  embed: true,
  chosen: 'path not shown; mirrors the comment path under /comment/reply/{replyIdx}',
})

const likeReply = endpoint({
  method: 'POST',
  path: `${REPLY}/like`,
  answer: likeStateSchema,
  auth: 'required',
  embed: true,
  chosen: `path not shown; mirrors comment likes. ${likeAnswer}`,
})

const unlikeReply = endpoint({
  method: 'DELETE',
  path: `${REPLY}/like`,
  answer: likeStateSchema,
  auth: 'required',
  embed: true,
  chosen: `path not shown; mirrors comment likes. ${likeAnswer}`,
})

const reportReply = endpoint({
  method: 'POST',
  path: `${REPLY}/report`,
  body: commentReportSchema,
  answer: none,
  auth: 'required',
  embed: true,
  chosen: 'path not shown; mirrors comment reports, with the comment report payload',
})

/**
 * Every call of a channel's community board.
 *
 * @example
 * const client = bindEndpoints(transport, { community: communityEndpoints })
 * const page = await client.community.listComments(postIdx, { page: 2, sort: 'like' })
 */
export const communityEndpoints = {
  listPosts,
  getPost,
  createPost,
  updatePost,
  deletePost,
  getPinStatus,
  likePost,
  unlikePost,
  reportPost,
  uploadImages,
  listComments,
  createComment,
  updateComment,
  deleteComment,
  pinComment,
  unpinComment,
  likeComment,
  unlikeComment,
  reportComment,
  listReplies,
  createReply,
  deleteReply,
  likeReply,
  unlikeReply,
  reportReply,
}
