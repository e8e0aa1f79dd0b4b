import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, communityPosts } from '../db/schema'
import { lockRow, type Tx } from '../db/transaction'

/** Published posts: no reservation, or one whose time has come. */
export const publishedAt = (now: Date) =>
  or(isNull(communityPosts.reservedAt), lte(communityPosts.reservedAt, now))

/**
 * Serialises the pin changes of one channel: every pin takes the channel's row lock first, so
 * two pins at once leave exactly one pinned post of each kind.
 */
export async function lockChannel(tx: Tx, channelIdx: number): Promise<void> {
  await lockRow(tx, channels.id, channelIdx)
}

/**
 * Pins a post, unpinning the channel's other pinned post of the same kind (one published and
 * one reserved pin at most). Answers the index of the post that lost its pin, if any. Call it
 * inside a transaction after `lockChannel`.
 *
 * @example
 * const replacedPostIdx = await pinPost(tx, post, new Date())
 */
export async function pinPost(
  tx: Tx,
  post: { id: number; channelId: number; reservedAt: Date | null },
  now: Date,
): Promise<number | null> {
  const reserved = post.reservedAt !== null && post.reservedAt.getTime() > now.getTime()
  const sameKind = reserved ? gt(communityPosts.reservedAt, now) : publishedAt(now)
  const unpinned = await tx
    .update(communityPosts)
    .set({ isFixed: false })
    .where(
      and(
        eq(communityPosts.channelId, post.channelId),
        eq(communityPosts.isFixed, true),
        isNull(communityPosts.deletedAt),
        ne(communityPosts.id, post.id),
        sameKind,
      ),
    )
    .returning({ id: communityPosts.id })
  await tx.update(communityPosts).set({ isFixed: true }).where(eq(communityPosts.id, post.id))
  // Older data may hold more than one; the newest replaced one is named.
  return unpinned.reduce<number | null>(
    (max, row) => (max === null || row.id > max ? row.id : max),
    null,
  )
}

/**
 * Whether the channel has a pinned published post and a pinned reserved post.
 *
 * @example
 * const { isFixedPublished } = await pinStatus(db, channelIdx)
 */
export async function pinStatus(db: Db, channelIdx: number) {
  const at = now()
  const [row] = await db
    .select({
      published: sql<boolean>`coalesce(bool_or(${publishedAt(at)}), false)`,
      reserved: sql<boolean>`coalesce(bool_or(${gt(communityPosts.reservedAt, at)}), false)`,
    })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.channelId, channelIdx),
        eq(communityPosts.isFixed, true),
        isNull(communityPosts.deletedAt),
      ),
    )
  return { isFixedPublished: row?.published ?? false, isFixedReserved: row?.reserved ?? false }
}
