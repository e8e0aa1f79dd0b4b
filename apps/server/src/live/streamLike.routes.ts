import { liveEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { liveStreams } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { conflict, forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import { channelOfIdx } from './broadcasts'
import { isRestrictedIn } from './category/categories'
import { createLikeCountPusher, setStreamLike } from './streamLikes'
import { settingsOf } from './streamSettings'
import { regionOf, watchableChannel } from './viewerAccess'

/**
 * `POST` and `DELETE /stream/like` {streamIdx}: a member's like of a broadcast (spec "Live
 * like"), once per member, exact under concurrency, answered with `{isLike, likeCnt}`. The
 * count reaches the channel's room as LIVE_INFO `likeCnt`, coalesced to about one push a
 * second. Refusals: 404 NOT_FOUND for no such broadcast; the viewer's access as for stream
 * info (VIEWER_SUSPENDED, CHA30068, CHA30016, CHA43005); 403 CHA30017 for the streamer's own
 * broadcast (chosen: a streamer's likes of their own live would only inflate it); 409
 * ALREADY_OFF once the broadcast has ended (a broadcast waiting for its end still takes likes).
 */
export function streamLikeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  const pusher = createLikeCountPusher({
    count: async (streamIdx) => {
      const [row] = await db
        .select({ likeCnt: liveStreams.likeCnt })
        .from(liveStreams)
        .where(eq(liveStreams.id, streamIdx))
      return row?.likeCnt ?? 0
    },
    push: (channelId, likeCnt) =>
      deps.realtime.toChannel(channelId, 'LIVE_INFO', { channelId, likeCnt }),
    onError: (error) => app.log.warn({ err: error }, 'pushing a like count failed'),
  })
  app.addHook('onClose', async () => pusher.close())

  const setLike = async (
    member: AuthMember,
    streamIdx: number,
    like: boolean,
    region: string | undefined,
  ) => {
    const [stream] = await db
      .select({
        channelIdx: liveStreams.channelId,
        isStream: liveStreams.isStream,
        pendingEndUntil: liveStreams.pendingEndUntil,
      })
      .from(liveStreams)
      .where(eq(liveStreams.id, streamIdx))
    const owner = stream && (await channelOfIdx(db, stream.channelIdx))
    if (!stream || !owner) throw notFound('No broadcast has this index')
    const channel = await watchableChannel(db, owner.handle, member)
    if (channel.ownerId === member.id) {
      throw forbidden('You cannot like your own broadcast', 'CHA30017')
    }
    const settings = await settingsOf(db, channel.id)
    if (await isRestrictedIn(db, settings.categoryIdx, region)) {
      throw forbidden('This category is not available in your region', 'CHA43005')
    }
    if (!stream.isStream && stream.pendingEndUntil === null) {
      throw conflict('This live has ended', 'ALREADY_OFF')
    }
    const state = await setStreamLike(db, streamIdx, member.id, like)
    if (state.changed) pusher.changed(channel.handle, streamIdx)
    return { isLike: state.isLike, likeCnt: state.likeCnt }
  }

  route(app, liveEndpoints.like, ({ me, body, request }) =>
    setLike(me, body.streamIdx, true, regionOf(request)),
  )
  route(app, liveEndpoints.unlike, ({ me, body, request }) =>
    setLike(me, body.streamIdx, false, regionOf(request)),
  )
}
