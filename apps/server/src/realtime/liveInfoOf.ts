import type { LiveInfoEvent } from '@airwave/sdk/contract'
import { desc, eq } from 'drizzle-orm'
import { followerCount } from '../channel/channelRelations'
import { liveStreams } from '../db/schema'
import type { AppDeps } from '../deps'

/**
 * A channel's live counters as a socket gets them on entering: viewers (presence, every
 * instance), likes of its latest broadcast and followers.
 *
 * @example socket.emit('LIVE_INFO', await liveInfoOf(deps, room.channel))
 */
export async function liveInfoOf(
  deps: AppDeps,
  channel: { idx: number; handle: string },
): Promise<LiveInfoEvent> {
  const [latest] = await deps.db
    .select({ likeCnt: liveStreams.likeCnt })
    .from(liveStreams)
    .where(eq(liveStreams.channelId, channel.idx))
    .orderBy(desc(liveStreams.id))
    .limit(1)
  return {
    channelId: channel.handle,
    totalViewer: await deps.realtime.presence.count(channel.handle),
    likeCnt: latest?.likeCnt ?? 0,
    totalFollowerCount: await followerCount(deps.db, channel.idx),
  }
}
