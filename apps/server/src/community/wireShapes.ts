import { type AnyColumn, and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { now } from '../clock'
import type { Db } from '../db/database'
import { qualified } from '../db/qualified'
import { channelBlocks, channels, commentReplies, communityPosts, postComments } from '../db/schema'
import { publicOrigin } from '../http/publicUrl'
import { type BoardChannel, isReserved, type PostRow } from './access'
import { type LikeTarget, likeTargets } from './likes'

// The wire shapes (z.input of the SDK answers) built from rows, with the per-member flags.

/** `exists (...)` as a boolean column, false for anonymous callers. */
function flag(memberId: number | undefined, condition: (memberId: number) => SQL): SQL<boolean> {
  if (memberId === undefined) return sql<boolean>`false`
  return sql<boolean>`exists (${condition(memberId)})`
}

/** Whether the caller likes the post, comment or reply each row is. */
const likedBy = (memberId: number | undefined, kind: LikeTarget) => {
  const { likes, table } = likeTargets[kind]
  return flag(
    memberId,
    (id) =>
      sql`select 1 from ${likes} where ${likes.targetId} = ${qualified(table.id)} and ${likes.memberId} = ${id}`,
  )
}

/** Images are stored as `/uploads/...` when they are ours; answers carry absolute URLs. */
function absoluteUrl(request: FastifyRequest, link: string): string {
  return link.startsWith('/uploads/') ? `${publicOrigin(request)}${link}` : link
}

/**
 * Posts as the API answers them, in the order of `rows`.
 *
 * @example
 * const [post] = await postViews(db, request, [row], channel, member?.id)
 */
export async function postViews(
  db: Db,
  request: FastifyRequest,
  rows: PostRow[],
  channel: BoardChannel,
  memberId: number | undefined,
) {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const liked = await db
    .select({ id: communityPosts.id, isLike: likedBy(memberId, 'post') })
    .from(communityPosts)
    .where(inArray(communityPosts.id, ids))
  const likedSet = new Set(liked.filter((row) => row.isLike).map((row) => row.id))
  // One preview per post: its pinned comment, else its newest one (not from a blocked author).
  const previews = await db
    .selectDistinctOn([postComments.postId], {
      postId: postComments.postId,
      content: postComments.content,
      nickname: channels.nickname,
    })
    .from(postComments)
    .innerJoin(channels, eq(channels.id, postComments.channelId))
    .where(
      and(
        inArray(postComments.postId, ids),
        isNull(postComments.deletedAt),
        // A blinded comment is nobody's preview: its text is not served.
        eq(postComments.blinded, false),
        memberId === undefined
          ? undefined
          : sql`not exists (select 1 from ${channelBlocks} where ${channelBlocks.memberId} = ${memberId} and ${channelBlocks.channelId} = ${qualified(postComments.channelId)})`,
      ),
    )
    .orderBy(postComments.postId, desc(postComments.isFixed), desc(postComments.id))
  const previewOf = new Map(previews.map((row) => [row.postId, row]))
  const at = now()
  return rows.map((post) => {
    const preview = previewOf.get(post.id)
    return {
      idx: post.id,
      channelId: channel.handle,
      nickname: channel.nickname,
      content: post.content,
      likeCnt: post.likeCnt,
      commentCnt: post.commentCnt,
      attachImgLink: post.images.map((link) => absoluteUrl(request, link)),
      isLikePost: likedSet.has(post.id),
      isFixed: post.isFixed,
      reservedDate: post.reservedAt?.toISOString() ?? null,
      isReserved: isReserved(post, at),
      socialPostLink: post.socialPostLink,
      previewComment: preview
        ? { commentNickname: preview.nickname, commentContent: preview.content }
        : null,
      createDate: post.createdAt.toISOString(),
    }
  })
}

const authorColumns = {
  channelId: channels.handle,
  nickname: channels.nickname,
  channelProfileImg: channels.profileImg,
}

/**
 * The text of a comment or reply as served: empty once the channel blinded it (the row keeps
 * its text, which nobody is served again, as with a blinded chat entry).
 */
const servedText = (table: typeof postComments | typeof commentReplies) =>
  sql<string>`case when ${table.blinded} then '' else ${table.content} end`

/** A comment with its author, as every comment answer and the comment page cache hold it. */
export const commentColumns = {
  commentIdx: postComments.id,
  content: servedText(postComments),
  isBlinded: postComments.blinded,
  createdAt: postComments.createdAt,
  isFixed: postComments.isFixed,
  isEdited: postComments.isEdited,
  likeCnt: postComments.likeCnt,
  replyCnt: postComments.replyCnt,
  ...authorColumns,
}

const blockedAuthor = (memberId: number | undefined, authorChannel: AnyColumn) =>
  flag(
    memberId,
    (id) =>
      sql`select 1 from ${channelBlocks} where ${channelBlocks.memberId} = ${id} and ${channelBlocks.channelId} = ${qualified(authorChannel)}`,
  )

/**
 * The comments of a post with their author and the caller's flags. `order` and paging are
 * the caller's; without them, the comments with the given ids.
 *
 * @example
 * const rows = await commentQuery(db, member?.id).where(eq(postComments.id, 5))
 */
export function commentQuery(db: Db, memberId: number | undefined) {
  return db
    .select({
      ...commentColumns,
      isLikeComment: likedBy(memberId, 'comment'),
      isBlockedChannel: blockedAuthor(memberId, postComments.channelId),
    })
    .from(postComments)
    .innerJoin(channels, eq(channels.id, postComments.channelId))
}

export type CommentQueryRow = Awaited<
  ReturnType<ReturnType<typeof commentQuery>['execute']>
>[number]

/** A comment row as the API answers it. */
export function commentView({ createdAt, ...row }: CommentQueryRow) {
  return { ...row, createDate: createdAt.toISOString() }
}

/**
 * The replies of a comment with their author and the caller's flags.
 *
 * @example
 * const rows = await replyQuery(db, member?.id).where(eq(commentReplies.id, 9))
 */
export function replyQuery(db: Db, memberId: number | undefined) {
  return db
    .select({
      replyIdx: commentReplies.id,
      content: servedText(commentReplies),
      isBlinded: commentReplies.blinded,
      createdAt: commentReplies.createdAt,
      likeCnt: commentReplies.likeCnt,
      ...authorColumns,
      isLikeReply: likedBy(memberId, 'reply'),
      isBlockedChannel: blockedAuthor(memberId, commentReplies.channelId),
    })
    .from(commentReplies)
    .innerJoin(channels, eq(channels.id, commentReplies.channelId))
}

export type ReplyQueryRow = Awaited<ReturnType<ReturnType<typeof replyQuery>['execute']>>[number]

/** A reply row as the API answers it. */
export function replyView({ createdAt, ...row }: ReplyQueryRow) {
  return { ...row, createDate: createdAt.toISOString() }
}
