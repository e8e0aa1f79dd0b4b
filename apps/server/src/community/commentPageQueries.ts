import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { qualified } from '../db/qualified'
import { channelBlocks, channels, commentLikes, communityPosts, postComments } from '../db/schema'
import { notFound } from '../http/httpError'
import type { BaseComment, CommentPage } from './commentPages'
import { commentColumns } from './wireShapes'

export type CommentSort = 'recently' | 'like'

const orders = {
  recently: [desc(postComments.createdAt), desc(postComments.id)],
  like: [desc(postComments.likeCnt), desc(postComments.id)],
}

/**
 * Loads the member-independent comment page of a live post, with what its visibility needs.
 * The statements are built and prepared once, not per request. A deleted post (or one of a
 * deleted channel) is 404; a reserved one is loaded, and the caller decides who sees it.
 *
 * @example
 * const loadPage = commentPageLoader(db)
 * const page = await loadPage(postIdx, 'recently', 1, 10)
 */
export function commentPageLoader(db: Db) {
  const postStatement = db
    .select({
      id: communityPosts.id,
      ownerId: channels.ownerId,
      reservedAt: communityPosts.reservedAt,
      commentCnt: communityPosts.commentCnt,
    })
    .from(communityPosts)
    .innerJoin(channels, eq(channels.id, communityPosts.channelId))
    .where(
      and(
        eq(communityPosts.id, sql.placeholder('postIdx')),
        isNull(communityPosts.deletedAt),
        isNull(channels.deletedAt),
      ),
    )
    .prepare('comment_page_post')
  const rowsStatement = (sort: CommentSort) =>
    db
      .select(commentColumns)
      .from(postComments)
      .innerJoin(channels, eq(channels.id, postComments.channelId))
      .where(
        and(eq(postComments.postId, sql.placeholder('postIdx')), isNull(postComments.deletedAt)),
      )
      // One ordering for every page: the pinned comment leads page 1 and is not repeated later.
      .orderBy(desc(postComments.isFixed), ...orders[sort])
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(`comment_page_${sort}`)
  const rowStatements = { recently: rowsStatement('recently'), like: rowsStatement('like') }

  return async (
    postIdx: number,
    sort: CommentSort,
    page: number,
    limit: number,
  ): Promise<CommentPage> => {
    const [post] = await postStatement.execute({ postIdx })
    if (!post) throw notFound('Post not found')
    const found = await rowStatements[sort].execute({
      postIdx,
      offset: (page - 1) * limit,
      limit,
    })
    const rows: BaseComment[] = found.map(({ createdAt, ...row }) => ({
      ...row,
      createDate: createdAt.toISOString(),
    }))
    return { post, rows }
  }
}

export interface CommentFlags {
  isLikeComment: boolean
  isBlockedChannel: boolean
}

/**
 * The caller's flags on some comments, in one query: whether the member likes each and has
 * blocked its author. Comments with neither flag are absent from the map.
 *
 * @example
 * const flags = await commentFlags(db, member.id, page.rows.map((row) => row.commentIdx))
 */
export async function commentFlags(
  db: Db,
  memberId: number,
  commentIds: readonly number[],
): Promise<Map<number, CommentFlags>> {
  if (commentIds.length === 0) return new Map()
  const liked = sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.targetId} = ${qualified(postComments.id)} and ${commentLikes.memberId} = ${memberId})`
  const blocked = sql<boolean>`exists (select 1 from ${channelBlocks} where ${channelBlocks.memberId} = ${memberId} and ${channelBlocks.channelId} = ${qualified(postComments.channelId)})`
  const rows = await db
    .select({ id: postComments.id, isLikeComment: liked, isBlockedChannel: blocked })
    .from(postComments)
    .where(inArray(postComments.id, [...commentIds]))
  const flags = new Map<number, CommentFlags>()
  for (const { id, ...row } of rows) {
    if (row.isLikeComment || row.isBlockedChannel) flags.set(id, row)
  }
  return flags
}
