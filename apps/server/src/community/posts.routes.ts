import { communityEndpoints, postPageLimit, postPageOffset } from '@airwave/sdk/contract'
import { and, asc, count, desc, eq, gt, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { now as clockNow } from '../clock'
import type { Db } from '../db/database'
import { communityPosts } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { requireChannel } from '../http/auth'
import { badRequest, notFound } from '../http/httpError'
import { route } from '../http/route'
import { type BoardChannel, findChannel, isReserved, requireOwner, visiblePost } from './access'
import { setLike } from './likes'
import { postContent, postImages, reservationDate, socialLink } from './postInput'
import { lockChannel, pinPost, pinStatus, publishedAt } from './postPins'
import { fileReport } from './reports'
import { guardedBody, likePattern, storableText } from './text'
import { postViews } from './views'

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

async function onePost(
  db: Db,
  request: FastifyRequest,
  postIdx: number,
  channel: BoardChannel,
  member: AuthMember | undefined,
) {
  const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, postIdx))
  if (!row) throw notFound('Post not found')
  const [view] = await postViews(db, request, [row], channel, member?.id)
  if (!view) throw notFound('Post not found')
  return view
}

/**
 * Posts of a channel's community board: list, detail, create, edit (and pin), delete, pin
 * status, like, report.
 */
export function postRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, commentPages: pages } = deps

  route(app, communityEndpoints.listPosts, async ({ query, member, request }) => {
    storableText(query.channelId, 'channelId')
    const channel = await findChannel(db, query.channelId)
    const isOwner = member?.id === channel.ownerId
    const now = clockNow()
    const order = pick(sorts, query.sort, 'recently', 'sort')
    const type = pick(postTypes, query.postType, 'all', 'postType')
    const search = query.search === undefined ? '' : storableText(query.search, 'search').trim()
    if (search.length > SEARCH_MAX)
      throw badRequest(`search holds at most ${SEARCH_MAX} characters`)
    const where = and(
      eq(communityPosts.channelId, channel.idx),
      isNull(communityPosts.deletedAt),
      isOwner ? undefined : publishedAt(now),
      type(now),
      search ? ilike(communityPosts.content, likePattern(search)) : undefined,
    )
    const publishedTime = sql`coalesce(${communityPosts.reservedAt}, ${communityPosts.createdAt})`
    // Page 1 holds 20 posts and later pages 10, sliced so that none is skipped or repeated.
    const rows = await db
      .select()
      .from(communityPosts)
      .where(where)
      .orderBy(desc(communityPosts.isFixed), ...order(publishedTime))
      .offset(postPageOffset(query.page))
      .limit(Math.min(query.limit, postPageLimit(query.page)))
    const [total] = await db.select({ n: count() }).from(communityPosts).where(where)
    return {
      list: await postViews(db, request, rows, channel, member?.id),
      page: query.page,
      total: total?.n ?? 0,
    }
  })

  route(app, communityEndpoints.getPost, async ({ id, query, member, request }) => {
    const access = await visiblePost(db, id('postIdx'), member)
    // The detail page shows not-found when the post sits in another channel than its route.
    if (access.channel.handle.toLowerCase() !== query.channelId.toLowerCase()) {
      throw notFound('Post not found')
    }
    return onePost(db, request, access.post.id, access.channel, member)
  })

  route(app, guardedBody(communityEndpoints.createPost), async ({ body, me, request, reply }) => {
    const own = requireChannel(me)
    const channel = await findChannel(db, own.channelId)
    const now = clockNow()
    const images = postImages(request, body.attachImgLink ?? [])
    const content = postContent(body.content, images)
    const reservedAt = body.reservedDate ? reservationDate(body.reservedDate, now) : null
    const postIdx = await db.transaction(async (tx) => {
      const [post] = await tx
        .insert(communityPosts)
        .values({
          channelId: channel.idx,
          content,
          images,
          reservedAt,
          socialPostLink: socialLink(body.socialPostLink),
        })
        .returning()
      if (!post) throw new Error('post insert returned nothing')
      if (body.isFixed) {
        await lockChannel(tx, channel.idx)
        await pinPost(tx, post, now)
      }
      return post.id
    })
    reply.code(201)
    return onePost(db, request, postIdx, channel, me)
  })

  route(app, guardedBody(communityEndpoints.updatePost), async ({ id, body, me, request }) => {
    const access = await visiblePost(db, id('postIdx'), me)
    requireOwner(access, 'edit a post')
    const { post } = access
    const now = clockNow()
    const changes: Partial<typeof communityPosts.$inferInsert> = {}
    const images =
      body.attachImgLink === undefined ? post.images : postImages(request, body.attachImgLink)
    if (body.attachImgLink !== undefined) changes.images = images
    if (body.content !== undefined || body.attachImgLink !== undefined) {
      changes.content = postContent(body.content ?? post.content, images)
    }
    if (body.socialPostLink !== undefined) changes.socialPostLink = socialLink(body.socialPostLink)
    if (body.reservedDate !== undefined) {
      if (!isReserved(post, now) && body.reservedDate !== null) {
        throw badRequest('A published post cannot be reserved again')
      }
      // Clearing the reservation publishes the post now.
      changes.reservedAt =
        body.reservedDate === null ? now : reservationDate(body.reservedDate, now)
    }
    if (Object.keys(changes).length === 0 && body.isFixed === undefined) {
      return {
        post: await onePost(db, request, post.id, access.channel, me),
        replacedPostIdx: null,
      }
    }
    const replacedPostIdx = await db.transaction(async (tx) => {
      await lockChannel(tx, post.channelId)
      const [updated] = await tx
        .update(communityPosts)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(communityPosts.id, post.id), isNull(communityPosts.deletedAt)))
        .returning()
      if (!updated) throw notFound('Post not found')
      if (body.isFixed === false) {
        await tx
          .update(communityPosts)
          .set({ isFixed: false })
          .where(eq(communityPosts.id, post.id))
        return null
      }
      // A pinned post whose kind changed (reserved -> published) takes its new kind's pin.
      if (body.isFixed || (updated.isFixed && changes.reservedAt !== undefined)) {
        return pinPost(tx, updated, now)
      }
      return null
    })
    // A changed reservation changes who may read the post's comments.
    pages.invalidatePost(post.id)
    return {
      post: await onePost(db, request, post.id, access.channel, me),
      replacedPostIdx,
    }
  })

  route(app, communityEndpoints.deletePost, async ({ id, me }) => {
    const access = await visiblePost(db, id('postIdx'), me)
    requireOwner(access, 'delete a post')
    await db
      .update(communityPosts)
      .set({ deletedAt: new Date(), isFixed: false })
      .where(and(eq(communityPosts.id, access.post.id), isNull(communityPosts.deletedAt)))
    pages.invalidatePost(access.post.id)
    return null
  })

  route(app, communityEndpoints.getPinStatus, async ({ id, me }) => {
    const access = await visiblePost(db, id('postIdx'), me)
    requireOwner(access, 'pin posts')
    return pinStatus(db, access.post.channelId)
  })

  const likeTarget = async (postIdx: number, member: AuthMember, channelId?: string) => {
    const access = await visiblePost(db, postIdx, member)
    if (
      channelId !== undefined &&
      channelId.toLowerCase() !== access.channel.handle.toLowerCase()
    ) {
      throw notFound('Post not found')
    }
    return access.post.id
  }

  route(app, guardedBody(communityEndpoints.likePost), async ({ id, body, me }) => {
    const postIdx = await likeTarget(id('postIdx'), me, body.channelId)
    return setLike(db, 'post', postIdx, me.id, true)
  })

  route(app, communityEndpoints.unlikePost, async ({ id, query, me }) => {
    const postIdx = await likeTarget(id('postIdx'), me, query.channelId)
    return setLike(db, 'post', postIdx, me.id, false)
  })

  route(app, guardedBody(communityEndpoints.reportPost), async ({ id, body, me }) => {
    const { post, isOwner } = await visiblePost(db, id('postIdx'), me)
    return fileReport(db, me.id, {
      targetType: 'post',
      targetId: post.id,
      reason: body.reportReasonIdx,
      note: body.reportedCommentContent,
      content: post.content,
      isOwn: isOwner,
    })
  })
}
