import type { LiveInfoEvent } from '@airwave/sdk/contract'
import { followerCount } from '../channel/channelRelations'
import type { AppDeps } from '../deps'
import { latestBroadcast } from '../live/broadcasts'
import { subscriberCount } from '../subscription/perks/subscribers'

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
  const latest = await latestBroadcast(deps.db, channel.idx)
  return {
    channelId: channel.handle,
    totalViewer: await deps.realtime.presence.count(channel.handle),
    likeCnt: latest?.likeCnt ?? 0,
    totalFollowerCount: await followerCount(deps.db, channel.idx),
    totalSubscriberCount: await subscriberCount(deps.db, channel.idx),
  }
}
