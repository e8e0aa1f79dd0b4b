import { postPageLimit, postPageOffset } from '@airwave/sdk/contract'
import { and, asc, count, desc, eq, gt, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { communityPosts } from '../db/schema'
import { badRequest, notFound } from '../http/httpError'
import { lockChannel, pinPost, publishedAt } from './postPins'
import { likePattern, storableText } from './text'

// A channel board's posts: the list with its sorts, types and search, and the writes that
// touch pins (inside the channel's lock). The queries behind the post routes.

const SEARCH_MAX = 100

// The spec does not list the values of `sort` and `postType`; these are ours.
const sorts = {
  recently: (publishedTime: SQL) => [desc(publishedTime), desc(communityPosts.id)],
  oldest: (publishedTime: SQL) => [asc(publishedTime), asc(communityPosts.id)],
  like: (publishedTime: SQL) => [
    desc(communityPosts.likeCnt),
    desc(publishedTime),
    desc(communityPosts.id),
  ],
}

const postTypes = {
  all: () => undefined,
  image: () => sql`jsonb_array_length(${communityPosts.images}) > 0`,
  text: () => sql`jsonb_array_length(${communityPosts.images}) = 0`,
  reserved: (now: Date) => gt(communityPosts.reservedAt, now),
  fixed: () => eq(communityPosts.isFixed, true),
}

function pick<T extends object>(
  table: T,
  value: string | undefined,
  fallback: keyof T,
  what: string,
) {
  const key = (value ?? fallback) as keyof T
  if (!Object.hasOwn(table, key)) {
    throw badRequest(`${what} must be one of ${Object.keys(table).join(', ')}`)
  }
  return table[key]
}

/** What the list asks for, as the contract's query gives it. */
export interface PostListQuery {
  sort?: string | undefined
  postType?: string | undefined
  search?: string | undefined
  page: number
  limit: number
}

/**
 * A page of a channel's posts, pinned first: reserved ones only for the owner; page 1 holds 20
 * and later pages 10, sliced so that none is skipped or repeated.
 */
export async function listPosts(
  db: Db,
  channel: { idx: number; isOwner: boolean },
  query: PostListQuery,
  now: Date,
) {
  const order = pick(sorts, query.sort, 'recently', 'sort')
  const type = pick(postTypes, query.postType, 'all', 'postType')
  const search = query.search === undefined ? '' : storableText(query.search, 'search').trim()
  if (search.length > SEARCH_MAX) throw badRequest(`search holds at most ${SEARCH_MAX} characters`)
  const where = and(
    eq(communityPosts.channelId, channel.idx),
    isNull(communityPosts.deletedAt),
    channel.isOwner ? undefined : publishedAt(now),
    type(now),
    search ? ilike(communityPosts.content, likePattern(search)) : undefined,
  )
  const publishedTime = sql`coalesce(${communityPosts.reservedAt}, ${communityPosts.createdAt})`
  const rows = await db
    .select()
    .from(communityPosts)
    .where(where)
    .orderBy(desc(communityPosts.isFixed), ...order(publishedTime))
    .offset(postPageOffset(query.page))
    .limit(Math.min(query.limit, postPageLimit(query.page)))
  const [total] = await db.select({ n: count() }).from(communityPosts).where(where)
  return { rows, total: total?.n ?? 0 }
}

/** A post's row, deleted or not, or 404. */
export async function postRow(db: Db, postIdx: number) {
  const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, postIdx))
  if (!row) throw notFound('Post not found')
  return row
}

/** Inserts a post, pinned at once when asked (one pin of its kind per channel). */
export async function insertPost(
  db: Db,
  values: typeof communityPosts.$inferInsert & { channelId: number },
  pin: boolean,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [post] = await tx.insert(communityPosts).values(values).returning()
    if (!post) throw new Error('post insert returned nothing')
    if (pin) {
      await lockChannel(tx, values.channelId)
      await pinPost(tx, post, now)
    }
    return post.id
  })
}

/**
 * Applies a post's changes and its pin under the channel's lock. Answers the post that lost its
 * pin to this one, if any. A pinned post whose kind changed (reserved to published) takes its
 * new kind's pin.
 */
export async function updatePost(
  db: Db,
  post: { id: number; channelId: number },
  changes: Partial<typeof communityPosts.$inferInsert>,
  isFixed: boolean | undefined,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockChannel(tx, post.channelId)
    const [updated] = await tx
      .update(communityPosts)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(communityPosts.id, post.id), isNull(communityPosts.deletedAt)))
      .returning()
    if (!updated) throw notFound('Post not found')
    if (isFixed === false) {
      await tx.update(communityPosts).set({ isFixed: false }).where(eq(communityPosts.id, post.id))
      return null
    }
    if (isFixed || (updated.isFixed && changes.reservedAt !== undefined)) {
      return pinPost(tx, updated, now)
    }
    return null
  })
}

/** Deletes a post (soft) and takes its pin off. */
export async function deletePost(db: Db, postIdx: number): Promise<void> {
  await db
    .update(communityPosts)
    .set({ deletedAt: new Date(), isFixed: false })
    .where(and(eq(communityPosts.id, postIdx), isNull(communityPosts.deletedAt)))
}
