import {
  VIDEO_COMMENT_FIRST_PAGE,
  VIDEO_COMMENT_PAGE_SIZE,
  type VideoCommentSort,
  videoCommentPageOffset,
} from '@airwave/sdk/contract'
import { and, asc, count, desc, isNull } from 'drizzle-orm'
import type { PageWindow } from '../community/comments/replyPages'
import { type CommentThread, inThread } from '../community/comments/thread'
import { type CommentQueryRow, commentQuery, type ReplyQueryRow } from '../community/wireShapes'
import type { Db } from '../db/database'
import { postComments } from '../db/schema'
import { badRequest } from '../http/httpError'

// The read side of a video's comments: the community's comment and reply queries (author,
// like and block flags), in the video contract's order, paging and wire names.

/** The largest page a client may ask for (chosen). */
const PAGE_MAX = 100

export interface PageQuery {
  page?: number | undefined
  limit?: number | undefined
  firstPageLimit?: number | undefined
}

function whole(value: number | undefined, fallback: number, name: string, max: number) {
  const n = value ?? fallback
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw badRequest(`${name} must be a whole number from 1 to ${max}`)
  }
  return n
}

/**
 * The page asked for with the contract's defaults (page 1, `firstPageLimit` 20, `limit` 10):
 * the offset and size of that page, or 400 for a page or size that is not a whole number in
 * range.
 *
 * @example pageWindow({ page: 2 }) // { page: 2, offset: 20, size: 10 }
 */
export function pageWindow(query: PageQuery | undefined): PageWindow {
  const page = whole(query?.page, 1, 'page', 2 ** 31 - 1)
  const limit = whole(query?.limit, VIDEO_COMMENT_PAGE_SIZE, 'limit', PAGE_MAX)
  const firstPageLimit = whole(
    query?.firstPageLimit,
    VIDEO_COMMENT_FIRST_PAGE,
    'firstPageLimit',
    PAGE_MAX,
  )
  const offset = videoCommentPageOffset(page, firstPageLimit, limit)
  return { page, offset, size: page === 1 ? firstPageLimit : limit }
}

// A pinned comment leads page 1 in both orders. Under likeCnt-desc equal counts keep the order
// they came in, so a new comment (no likes yet) is the last one: where the client appends it.
const orders = {
  'likeCnt-desc': [desc(postComments.likeCnt), asc(postComments.id)],
  'createDate-desc': [desc(postComments.createdAt), desc(postComments.id)],
}

/** What a comment and a reply show alike, in the video contract's names. */
const authored = (row: CommentQueryRow | ReplyQueryRow) => ({
  content: row.content,
  channelId: row.channelId,
  nickName: row.nickname,
  profileUrl: row.channelProfileImg ?? undefined,
  likeCnt: row.likeCnt,
  createDate: row.createdAt.toISOString(),
  isBlockedChannel: row.isBlockedChannel,
  isBlinded: row.isBlinded,
})

/** A comment row in the video contract's names. */
export function vodCommentView(row: CommentQueryRow) {
  const { commentIdx, isFixed, isLikeComment, replyCnt } = row
  return { commentIdx, ...authored(row), isFixed, isLike: isLikeComment, replyCnt }
}

/** A reply row in the video contract's names. */
export function vodReplyView(row: ReplyQueryRow) {
  return { replyIdx: row.replyIdx, ...authored(row), isLike: row.isLikeReply }
}

/**
 * One page of a video's comments, pinned first, with the caller's flags.
 *
 * @example const page = await vodCommentPage(db, thread, 'likeCnt-desc', { page: 1 }, member?.id)
 */
export async function vodCommentPage(
  db: Db,
  thread: CommentThread,
  sort: VideoCommentSort,
  query: PageQuery | undefined,
  memberId: number | undefined,
) {
  const { page, offset, size } = pageWindow(query)
  const live = and(inThread(thread), isNull(postComments.deletedAt))
  const [rows, [total]] = await Promise.all([
    commentQuery(db, memberId)
      .where(live)
      .orderBy(desc(postComments.isFixed), ...orders[sort])
      .offset(offset)
      .limit(size),
    db.select({ n: count() }).from(postComments).where(live),
  ])
  return { currentPage: page, totalCnt: total?.n ?? 0, vodCommentList: rows.map(vodCommentView) }
}
