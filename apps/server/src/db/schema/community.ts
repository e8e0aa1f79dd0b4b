import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, belongsTo, counter, createdAt, deletedAt, flag, serialId } from './columns'
import { mediaVods } from './media'
import { channelRef, memberRef } from './refs'

// Counters (likeCnt, commentCnt, replyCnt) are columns changed in the same transaction as the
// row they count, with `count = count ± 1` (a row lock), so they stay exact under concurrency.
// Likes, reports, blocks and follows are unique per (member, target): a second insert is a no-op.

/** A post on a channel's community board. Reserved until `reservedAt` when that is future. */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serialId(),
    channelId: channelRef(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    socialPostLink: text('social_post_link'),
    reservedAt: at('reserved_at'),
    isFixed: flag('is_fixed'),
    likeCnt: counter('like_cnt'),
    commentCnt: counter('comment_cnt'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
    deletedAt: deletedAt(),
  },
  (t) => [index('community_posts_channel').on(t.channelId, t.createdAt)],
)

/**
 * A comment of a thread: a community post's (`postId`) or a video's (`vodId`), exactly one of
 * them. Both kinds share the replies, likes, pins and reports. At most one pinned comment per
 * thread.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: serialId(),
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id').references(() => mediaVods.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    /** The author's channel (its handle, nickname and picture are shown). */
    channelId: channelRef(),
    content: text('content').notNull(),
    isFixed: flag('is_fixed'),
    isEdited: flag('is_edited'),
    /** Hidden by the channel from its report queue: kept in its thread, its text never served. */
    blinded: flag('blinded'),
    likeCnt: counter('like_cnt'),
    replyCnt: counter('reply_cnt'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('post_comments_post').on(t.postId, t.createdAt),
    index('post_comments_vod').on(t.vodId, t.createdAt),
    uniqueIndex('post_comments_one_pin')
      .on(t.postId)
      .where(sql`${t.isFixed} and ${t.deletedAt} is null`),
    uniqueIndex('post_comments_one_vod_pin')
      .on(t.vodId)
      .where(sql`${t.isFixed} and ${t.deletedAt} is null`),
    check('post_comments_one_thread', sql`num_nonnulls(${t.postId}, ${t.vodId}) = 1`),
  ],
)

/** A reply to a comment. */
export const commentReplies = pgTable(
  'comment_replies',
  {
    id: serialId(),
    commentId: belongsTo('comment_id', () => postComments.id),
    memberId: memberRef(),
    channelId: channelRef(),
    content: text('content').notNull(),
    /** Hidden by the channel from its report queue: kept under its comment, its text never served. */
    blinded: flag('blinded'),
    likeCnt: counter('like_cnt'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('comment_replies_comment').on(t.commentId, t.createdAt)],
)

/**
 * The likes of one kind of target, one per member and target: `targetId` is the liked row (its
 * `{target}_id` column), found by target to count and to read a page's likes.
 */
const likesOf = <N extends string>(name: N, target: string, targetKey: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      memberId: memberRef(),
      targetId: belongsTo(`${target}_id`, targetKey),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.memberId, t.targetId] }),
      index(`${name}_${target}`).on(t.targetId),
    ],
  )

/** Likes of posts, one per member and post. */
export const postLikes = likesOf('post_likes', 'post', () => communityPosts.id)

/** Likes of comments, one per member and comment. */
export const commentLikes = likesOf('comment_likes', 'comment', () => postComments.id)

/** Likes of replies, one per member and reply. */
export const replyLikes = likesOf('reply_likes', 'reply', () => commentReplies.id)

/**
 * Reports of posts, comments and replies: one per member and target. `content` is the text as
 * stored when reported (not as the reporter sent it). The channel's report queue
 * (`/dashboard/report/comment`) reads the open ones and closes them.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: serialId(),
    memberId: memberRef(),
    targetType: text('target_type').$type<'post' | 'comment' | 'reply' | 'channel'>().notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    content: text('content').notNull(),
    /** What the channel's streamer or a manager did with it (null: still open). */
    handled: text('handled').$type<'dismiss' | 'blind' | 'delete'>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('community_reports_once').on(t.memberId, t.targetType, t.targetId),
    index('community_reports_target').on(t.targetType, t.targetId),
  ],
)

const relationColumns = () => ({
  memberId: memberRef(),
  channelId: channelRef(),
  createdAt: createdAt(),
})

/** Channels a member blocked (their comments and replies show as blocked to that member). */
export const channelBlocks = pgTable('channel_blocks', relationColumns(), (t) => [
  primaryKey({ columns: [t.memberId, t.channelId] }),
])
/** Channels a member is not interested in. */
export const channelNotInterested = pgTable('channel_not_interested', relationColumns(), (t) => [
  primaryKey({ columns: [t.memberId, t.channelId] }),
])
/** Channels a member follows. */
export const channelFollows = pgTable('channel_follows', relationColumns(), (t) => [
  primaryKey({ columns: [t.memberId, t.channelId] }),
  index('channel_follows_channel').on(t.channelId),
])
