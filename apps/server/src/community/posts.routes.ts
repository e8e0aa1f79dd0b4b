import { communityEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { recordManagerAction } from '../channel/managerRights'
import { now as clockNow } from '../clock'
import type { Db } from '../db/database'
import type { communityPosts } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { requireChannel } from '../http/auth'
import { badRequest, forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import {
  activityNote,
  type BoardChannel,
  communityModerator,
  findChannel,
  isReserved,
  requireOwner,
  visiblePost,
} from './access'
import { setLike } from './likes'
import { postContent, postImages, reservationDate, socialLink } from './postInput'
import { pinStatus } from './postPins'
import { deletePost, insertPost, listPosts, postRow, updatePost } from './posts'
import { fileReport } from './reports'
import { guardedBody, storableText } from './text'
import { postViews } from './wireShapes'

async function onePost(
  db: Db,
  request: FastifyRequest,
  postIdx: number,
  channel: BoardChannel,
  member: AuthMember | undefined,
) {
  const row = await postRow(db, postIdx)
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
    const { rows, total } = await listPosts(
      db,
      { idx: channel.idx, isOwner: member?.id === channel.ownerId },
      query,
      clockNow(),
    )
    return {
      list: await postViews(db, request, rows, channel, member?.id),
      page: query.page,
      total,
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
    const postIdx = await insertPost(
      db,
      {
        channelId: channel.idx,
        content,
        images,
        reservedAt,
        socialPostLink: socialLink(body.socialPostLink),
      },
      body.isFixed === true,
      now,
    )
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
    const replacedPostIdx = await updatePost(db, post, changes, body.isFixed, now)
    // A changed reservation changes who may read the post's comments.
    pages.invalidatePost(post.id)
    return {
      post: await onePost(db, request, post.id, access.channel, me),
      replacedPostIdx,
    }
  })

  route(app, communityEndpoints.deletePost, async ({ id, me }) => {
    const access = await visiblePost(db, id('postIdx'), me)
    const moderator = access.isOwner
      ? undefined
      : await communityModerator(db, access.channel.idx, me, () =>
          forbidden('Only the channel owner can delete a post'),
        )
    await deletePost(db, access.post.id)
    if (moderator) {
      await recordManagerAction(db, moderator, access.channel.idx, 'postDelete', {
        detail: activityNote(access.post.content),
      })
    }
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
