import { and, eq, isNull } from 'drizzle-orm'
import { channelIdentity, liveHandleIs } from '../channel/channelHandle'
import {
  type ChannelStanding,
  channelStanding,
  missingPermission,
  standingAllows,
} from '../channel/managerRights'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, commentReplies, communityPosts, postComments } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'

/** A channel as the community calls see it. */
export interface BoardChannel {
  idx: number
  handle: string
  nickname: string
  profileImg: string | null
  ownerId: number
}

export type PostRow = typeof communityPosts.$inferSelect
/** A comment of a post (comments of videos share the table: their `postId` is null). */
export type CommentRow = typeof postComments.$inferSelect & { postId: number }
export type ReplyRow = typeof commentReplies.$inferSelect

/** A post with its channel, and whether the caller owns that channel. */
export interface PostAccess {
  post: PostRow
  channel: BoardChannel
  isOwner: boolean
}

const channelColumns = { ...channelIdentity, profileImg: channels.profileImg }

/** A reserved post is one whose publication time is still ahead. */
export function isReserved(post: Pick<PostRow, 'reservedAt'>, at = now()): boolean {
  return post.reservedAt !== null && post.reservedAt.getTime() > at.getTime()
}

/**
 * A live channel by its public id (case-insensitive), or 404 CHA30023.
 *
 * @example
 * const channel = await findChannel(db, 'airwave')
 */
export async function findChannel(db: Db, handle: string): Promise<BoardChannel> {
  const [channel] = await db.select(channelColumns).from(channels).where(liveHandleIs(handle))
  if (!channel) throw notFound('No channel has this id', 'CHA30023')
  return channel
}

/**
 * A post the caller may see: not deleted, on a live channel, and published unless the caller
 * owns the channel (reserved posts are invisible to others until their time). Anything else
 * is the same 404, so a reserved post's existence does not leak.
 *
 * @example
 * const { post, isOwner } = await visiblePost(db, postIdx, member)
 */
export async function visiblePost(
  db: Db,
  postIdx: number,
  member: AuthMember | undefined,
): Promise<PostAccess> {
  const [row] = await db
    .select({ post: communityPosts, channel: channelColumns })
    .from(communityPosts)
    .innerJoin(channels, eq(channels.id, communityPosts.channelId))
    .where(
      and(
        eq(communityPosts.id, postIdx),
        isNull(communityPosts.deletedAt),
        isNull(channels.deletedAt),
      ),
    )
  if (!row) throw notFound('Post not found')
  const isOwner = canSeePost(row.channel.ownerId, row.post, member)
  return { ...row, isOwner }
}

/**
 * 404 unless the caller may see a live post: its channel's owner always, others once it is
 * published (checked against now, also for posts read from a cache). Answers whether the
 * caller owns it.
 *
 * @example
 * const isOwner = canSeePost(page.post.ownerId, page.post, member)
 */
export function canSeePost(
  ownerId: number,
  post: Pick<PostRow, 'reservedAt'>,
  member: AuthMember | undefined,
): boolean {
  const isOwner = member?.id === ownerId
  if (!isOwner && isReserved(post)) throw notFound('Post not found')
  return isOwner
}

/** 403 unless the caller owns the post's channel. */
export function requireOwner(access: { isOwner: boolean }, action: string): void {
  if (!access.isOwner) throw forbidden(`Only the channel owner can ${action}`)
}

/**
 * The standing of someone moderating a channel's community who does not own it: one of its
 * managers given `community` (they delete posts, comments and replies and pin comments, as the
 * owner does). A manager without it: 403 MANAGER_PERMISSION; anyone else the owner-only 403.
 *
 * @example const standing = await communityModerator(db, access.channel.idx, me, () => forbidden('…'))
 */
export async function communityModerator(
  db: Db,
  channelIdx: number,
  member: AuthMember,
  refusal: () => Error,
): Promise<ChannelStanding> {
  const standing = await channelStanding(db, channelIdx, member)
  if (standing.role === 'manager') {
    if (standingAllows(standing, 'community')) return standing
    throw missingPermission()
  }
  throw refusal()
}

/** A short note of removed text for the manager activity. */
export const activityNote = (text: string) =>
  text.length > 80 ? `${text.slice(0, 79)}\u2026` : text

/**
 * A live comment of a visible post.
 *
 * @example
 * const { comment, isOwner } = await visibleComment(db, commentIdx, member)
 */
export async function visibleComment(
  db: Db,
  commentIdx: number,
  member: AuthMember | undefined,
): Promise<PostAccess & { comment: CommentRow; isAuthor: boolean }> {
  const [row] = await db
    .select({ comment: postComments })
    .from(postComments)
    .where(and(eq(postComments.id, commentIdx), isNull(postComments.deletedAt)))
  const postId = row?.comment.postId
  // A video's comment is not reachable through the community's calls.
  if (!row || postId == null) throw notFound('Comment not found')
  const access = await visiblePost(db, postId, member).catch(() => {
    throw notFound('Comment not found')
  })
  const comment = { ...row.comment, postId }
  return { ...access, comment, isAuthor: member?.id === comment.memberId }
}

/**
 * A live reply of a live comment of a visible post.
 *
 * @example
 * const { reply, isAuthor } = await visibleReply(db, replyIdx, member)
 */
export async function visibleReply(
  db: Db,
  replyIdx: number,
  member: AuthMember | undefined,
): Promise<PostAccess & { comment: CommentRow; reply: ReplyRow; isAuthor: boolean }> {
  const [row] = await db
    .select({ reply: commentReplies })
    .from(commentReplies)
    .where(and(eq(commentReplies.id, replyIdx), isNull(commentReplies.deletedAt)))
  if (!row) throw notFound('Reply not found')
  const access = await visibleComment(db, row.reply.commentId, member).catch(() => {
    throw notFound('Reply not found')
  })
  return { ...access, reply: row.reply, isAuthor: member?.id === row.reply.memberId }
}
