import * as z from 'zod/mini'
import { endpoint, type Schema } from '../../core/endpoint'
import { queryInteger } from '../../core/queryInteger'
import { unreadAnswer as none } from '../core/fields'
import { switchEndpoints } from '../core/switchEndpoints'
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

/**
 * One level of a post's thread (its comments, or a comment's replies): a page of it, open to
 * guests, and a new entry in it, the viewer's own, so an embed may send it.
 */
function threadCalls<
  const Path extends string,
  Query extends Schema,
  Page extends Schema,
  Entry extends Schema,
>(thread: { path: Path; query: Query; page: Page; entry: Entry }) {
  const { path, query } = thread
  return {
    list: endpoint({ method: 'GET', path, query, answer: thread.page, auth: 'optional' }),
    create: endpoint({
      method: 'POST',
      path,
      body: commentBodySchema,
      answer: thread.entry,
      auth: 'required',
      embed: true,
    }),
  }
}

/** A report of a post, a comment or a reply: the viewer's own action, so an embed may send it. */
function report<const Path extends string, Body extends Schema>(
  path: Path,
  body: Body,
  chosen?: string,
) {
  return endpoint({
    method: 'POST',
    path,
    body,
    answer: none,
    auth: 'required',
    embed: true,
    ...(chosen === undefined ? {} : { chosen }),
  })
}

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

/** The viewer's like of a comment or a reply, answered with the new like state. */
function likeSwitch<const Path extends string>(path: Path, chosen: string) {
  return switchEndpoints({ path, answer: likeStateSchema, auth: 'required', embed: true, chosen })
}

// A post's like and unlike differ only in where the payload goes: a DELETE sends it as query.
const postLike = {
  path: `${POST}/like`,
  answer: likeStateSchema,
  auth: 'required',
  embed: true,
  chosen: likeAnswer,
} as const
const likePost = endpoint({ ...postLike, method: 'POST', body: postLikeInput })
const unlikePost = endpoint({ ...postLike, method: 'DELETE', query: postLikeInput })

const reportPost = report(`${POST}/report`, postReportSchema)

const uploadImages = endpoint({
  method: 'POST',
  path: '/v2/channel/post/upload',
  body: 'multipart',
  answer: uploadedImagesSchema,
  auth: 'required',
  chosen: 'answers [{ url, width, height }] per file, in the order sent',
})

const { list: listComments, create: createComment } = threadCalls({
  path: `${POST}/comment`,
  query: z.object({
    page,
    limit: limit(COMMENT_PAGE_SIZE),
    // A literal list rather than z.enum: the same check, and literals are already paid for.
    sort: z._default(z.literal(['recently', 'like']), 'recently'),
  }),
  page: commentPageSchema,
  entry: commentSchema,
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

const { on: likeComment, off: unlikeComment } = likeSwitch(`${COMMENT}/like`, likeAnswer)

const reportComment = report(`${COMMENT}/report`, commentReportSchema)

const { list: listReplies, create: createReply } = threadCalls({
  path: `${COMMENT}/reply`,
  query: z.object({ page, limit: limit(COMMENT_PAGE_SIZE) }),
  page: replyPageSchema,
  entry: replySchema,
})

const deleteReply = endpoint({
  method: 'DELETE',
  path: REPLY,
  answer: none,
  auth: 'required',
  embed: true,
  chosen: 'path not shown; mirrors the comment path under /comment/reply/{replyIdx}',
})

const { on: likeReply, off: unlikeReply } = likeSwitch(
  `${REPLY}/like`,
  `path not shown; mirrors comment likes. ${likeAnswer}`,
)

const reportReply = report(
  `${REPLY}/report`,
  commentReportSchema,
  'path not shown; mirrors comment reports, with the comment report payload',
)

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
