import {
  type Comment,
  type CommentReport,
  type Post,
  type PostBody,
  type PostPatch,
  postPageOffset,
  type Reply,
} from '@airwave/sdk/contract'
import { isBlockedBy, member, page, Refusal, store } from './backend'
import type { CommentRow, PostRow, ReplyRow } from './fixtures'
import { BOARD, nicknameOf } from './people'

function postRow(postIdx: number): PostRow {
  const row = store.data.posts.find((r) => r.post.idx === postIdx)
  if (!row) throw new Refusal('CHA30006', 'The post does not exist')
  return row
}

function commentRow(commentIdx: number): CommentRow {
  const row = store.data.comments.find((r) => r.comment.commentIdx === commentIdx)
  if (!row) throw new Refusal('CHA30015', 'The comment does not exist')
  return row
}

function replyRow(replyIdx: number): ReplyRow {
  const row = store.data.replies.find((r) => r.reply.replyIdx === replyIdx)
  if (!row) throw new Refusal('CHA30023', 'The reply does not exist')
  return row
}

function toggleLike(row: { likes: Set<string> }, viewer: string | undefined, like: boolean) {
  const who = member(viewer)
  if (like) row.likes.add(who)
  else row.likes.delete(who)
  return { isLike: like, likeCnt: row.likes.size }
}

const postFor = (row: PostRow, viewer: string | undefined): Post => ({
  ...row.post,
  likeCnt: row.likes.size,
  isLikePost: viewer !== undefined && row.likes.has(viewer),
})

const commentFor = (row: CommentRow, viewer: string | undefined): Comment => ({
  ...row.comment,
  likeCnt: row.likes.size,
  isLikeComment: viewer !== undefined && row.likes.has(viewer),
  isBlockedChannel: isBlockedBy(viewer, row.comment.channelId),
})

const replyFor = (row: ReplyRow, viewer: string | undefined): Reply => ({
  ...row.reply,
  likeCnt: row.likes.size,
  isLikeReply: viewer !== undefined && row.likes.has(viewer),
  isBlockedChannel: isBlockedBy(viewer, row.reply.channelId),
})

// Pinned first, then newest (or most liked) first: the order the reference server answers in.
function sortedComments(postIdx: number, sort: string) {
  const rows = store.data.comments.filter((r) => r.postIdx === postIdx)
  return rows.sort(
    (a, b) =>
      Number(b.comment.isFixed === true) - Number(a.comment.isFixed === true) ||
      (sort === 'like' ? b.likes.size - a.likes.size : 0) ||
      b.comment.commentIdx - a.comment.commentIdx,
  )
}

function authored(viewer: string | undefined) {
  const channelId = member(viewer)
  return { channelId, nickname: nicknameOf(channelId), createDate: new Date().toISOString() }
}

// Only the board's owner or the item's author may delete it.
function mayDelete(viewer: string | undefined, author: string) {
  const who = member(viewer)
  if (who !== BOARD && who !== author) throw new Refusal('FORBIDDEN', 'Not yours to delete')
}

function report(viewer: string | undefined, key: string) {
  const id = `${member(viewer)}:${key}`
  if (store.reported.has(id)) throw new Refusal('CHA30049', 'Already reported')
  store.reported.add(id)
}

/**
 * The community board of the in-memory backend: posts, comments, replies, likes, pins,
 * reports. `viewer` is the calling channel (from the bearer token), undefined when anonymous.
 */
export const community = {
  listPosts(viewer: string | undefined, query: { channelId: string; page: number; limit: number }) {
    // Reserved posts are the owner's until their time comes; pinned first, then newest.
    const rows = store.data.posts
      .filter((r) => r.post.channelId === query.channelId)
      .filter((r) => !r.post.isReserved || viewer === r.post.channelId)
      .sort(
        (a, b) =>
          Number(b.post.isFixed === true) - Number(a.post.isFixed === true) ||
          b.post.createDate.localeCompare(a.post.createDate),
      )
    const start = postPageOffset(query.page)
    const list = rows.slice(start, start + query.limit).map((row) => postFor(row, viewer))
    return { list, page: query.page, total: rows.length }
  },
  getPost: (viewer: string | undefined, postIdx: number) => postFor(postRow(postIdx), viewer),
  createPost(viewer: string | undefined, body: PostBody) {
    const row: PostRow = {
      post: {
        ...authored(viewer),
        idx: store.nextIdx++,
        content: body.content,
        likeCnt: 0,
        commentCnt: 0,
        attachImgLink: body.attachImgLink ?? [],
        isFixed: false,
      },
      likes: new Set(),
    }
    store.data.posts.unshift(row)
    return postFor(row, viewer)
  },
  updatePost(viewer: string | undefined, postIdx: number, patch: PostPatch) {
    const row = postRow(postIdx)
    if (member(viewer) !== row.post.channelId) throw new Refusal('FORBIDDEN', 'Not your post')
    let replacedPostIdx: number | null = null
    if (patch.isFixed) {
      const kind = (p: Post) => p.isReserved === true
      const other = store.data.posts.find(
        (r) => r !== row && r.post.isFixed && kind(r.post) === kind(row.post),
      )
      if (other) {
        other.post.isFixed = false
        replacedPostIdx = other.post.idx
      }
    }
    const { content, isFixed, attachImgLink } = patch
    row.post = {
      ...row.post,
      ...(content !== undefined && { content }),
      ...(isFixed !== undefined && isFixed !== null && { isFixed }),
      ...(attachImgLink && { attachImgLink }),
    }
    return { post: postFor(row, viewer), replacedPostIdx }
  },
  deletePost(viewer: string | undefined, postIdx: number) {
    mayDelete(viewer, postRow(postIdx).post.channelId)
    store.data.posts = store.data.posts.filter((r) => r.post.idx !== postIdx)
  },
  getPinStatus() {
    const pinned = store.data.posts.filter((r) => r.post.isFixed)
    return {
      isFixedPublished: pinned.some((r) => !r.post.isReserved),
      isFixedReserved: pinned.some((r) => r.post.isReserved),
    }
  },
  likePost: (viewer: string | undefined, postIdx: number, like: boolean) =>
    toggleLike(postRow(postIdx), viewer, like),
  reportPost: (viewer: string | undefined, postIdx: number) =>
    report(viewer, `post:${postRow(postIdx).post.idx}`),

  listComments(viewer: string | undefined, postIdx: number, q: CommentQuery) {
    const rows = sortedComments(postIdx, q.sort)
    return {
      currentPage: q.page,
      totalCnt: rows.length,
      postComments: page(rows, q.page, q.limit).map((row) => commentFor(row, viewer)),
    }
  },
  createComment(viewer: string | undefined, postIdx: number, content: string) {
    const row: CommentRow = {
      postIdx,
      comment: {
        ...authored(viewer),
        commentIdx: store.nextIdx++,
        content,
        likeCnt: 0,
        replyCnt: 0,
      },
      likes: new Set(),
    }
    store.data.comments.push(row)
    const target = store.data.posts.find((r) => r.post.idx === postIdx)
    if (target) target.post.commentCnt += 1
    return commentFor(row, viewer)
  },
  updateComment(viewer: string | undefined, commentIdx: number, content: string) {
    const row = commentRow(commentIdx)
    if (member(viewer) !== row.comment.channelId) throw new Refusal('FORBIDDEN', 'Not yours')
    row.comment = { ...row.comment, content, isEdited: true }
    return commentFor(row, viewer)
  },
  deleteComment(viewer: string | undefined, commentIdx: number) {
    mayDelete(viewer, commentRow(commentIdx).comment.channelId)
    store.data.comments = store.data.comments.filter((r) => r.comment.commentIdx !== commentIdx)
  },
  pinComment(viewer: string | undefined, commentIdx: number, pin: boolean) {
    const row = commentRow(commentIdx)
    if (member(viewer) !== BOARD) throw new Refusal('FORBIDDEN', 'Only the owner pins')
    // One pinned comment a post: a new pin takes the place of the old one.
    if (pin) {
      for (const other of store.data.comments) {
        if (other.postIdx === row.postIdx) other.comment.isFixed = false
      }
    }
    row.comment.isFixed = pin
  },
  likeComment: (viewer: string | undefined, commentIdx: number, like: boolean) =>
    toggleLike(commentRow(commentIdx), viewer, like),
  reportComment: (viewer: string | undefined, commentIdx: number, _report: CommentReport) =>
    report(viewer, `comment:${commentRow(commentIdx).comment.commentIdx}`),

  listReplies(viewer: string | undefined, commentIdx: number, q: { page: number; limit: number }) {
    // Newest first, as a new reply is placed at the front of the first page.
    const rows = store.data.replies
      .filter((r) => r.commentIdx === commentIdx)
      .sort((a, b) => b.reply.replyIdx - a.reply.replyIdx)
    return {
      currentPage: q.page,
      totalCnt: rows.length,
      postCommentReplies: page(rows, q.page, q.limit).map((row) => replyFor(row, viewer)),
    }
  },
  createReply(viewer: string | undefined, commentIdx: number, content: string) {
    const parent = commentRow(commentIdx)
    const row: ReplyRow = {
      commentIdx,
      reply: { ...authored(viewer), replyIdx: store.nextIdx++, content, likeCnt: 0 },
      likes: new Set(),
    }
    store.data.replies.push(row)
    parent.comment.replyCnt += 1
    return replyFor(row, viewer)
  },
  deleteReply(viewer: string | undefined, replyIdx: number) {
    const row = replyRow(replyIdx)
    mayDelete(viewer, row.reply.channelId)
    store.data.replies = store.data.replies.filter((r) => r !== row)
    const parent = store.data.comments.find((r) => r.comment.commentIdx === row.commentIdx)
    if (parent) parent.comment.replyCnt = Math.max(0, parent.comment.replyCnt - 1)
  },
  likeReply: (viewer: string | undefined, replyIdx: number, like: boolean) =>
    toggleLike(replyRow(replyIdx), viewer, like),
  reportReply: (viewer: string | undefined, replyIdx: number) =>
    report(viewer, `reply:${replyRow(replyIdx).reply.replyIdx}`),
}

interface CommentQuery {
  page: number
  limit: number
  sort: string
}
