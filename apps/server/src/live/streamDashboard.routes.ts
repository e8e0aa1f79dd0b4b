import { CHAT_ACTIVITY_MINUTES, liveEndpoints } from '@airwave/sdk/contract'
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { chatMessages } from '../db/schema'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { latestBroadcast } from './broadcasts'
import { ownChannel } from './ownChannel'
import { streamHealthOf } from './streamHealth'
import { requireNotSuspended } from './streamKeys'

/**
 * `GET /v2/stream/dashboard/live`: the streamer's dashboard home, for the channel's streamer
 * only (`channelId`, default their own). The health is the ingest's latest measure, written by
 * whichever instance holds the publish; the chat's activity counts the messages (not deleted)
 * of the last {@link CHAT_ACTIVITY_MINUTES} minutes.
 */
export function streamDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  route(app, liveEndpoints.getStreamDashboard, async ({ me, query }) => {
    const channel = await ownChannel(db, me, query.channelId)
    await requireNotSuspended(db, channel.idx)
    const [broadcast, [chat]] = await Promise.all([
      latestBroadcast(db, channel.idx),
      db
        .select({ messages: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channel.idx),
            isNull(chatMessages.deletedAt),
            gt(
              chatMessages.createdAt,
              sql`now() - ${`${CHAT_ACTIVITY_MINUTES} minutes`}::interval`,
            ),
          ),
        ),
    ])
    const isStream = broadcast?.isStream === true
    const running = broadcast && (isStream || broadcast.pendingEndUntil !== null)
    const health = isStream ? await streamHealthOf(db, channel.idx, broadcast.id) : undefined
    return {
      channelId: channel.handle,
      isStream,
      isStreamPendingEnd: !isStream && broadcast?.pendingEndUntil != null,
      hasStreamed: broadcast !== undefined,
      ...(running && { streamIdx: broadcast.id, openDate: broadcast.startedAt.toISOString() }),
      ...(health && { health }),
      chatMessages: chat?.messages ?? 0,
      chatWindowMinutes: CHAT_ACTIVITY_MINUTES,
    }
  })
}
