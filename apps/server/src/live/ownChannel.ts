import { liveHandleIs } from '../channel/channelHandle'
import { requireChannelRight } from '../channel/managerRights'
import type { Db } from '../db/database'
import { channels } from '../db/schema'
import { type AuthMember, requireChannel } from '../http/auth'
import { notFound } from '../http/httpError'

/** The channel a streamer's own call is about. */
export interface OwnChannel {
  idx: number
  /** The public channel id as stored. */
  handle: string
  ownerId: number
}

/**
 * The channel named by a streamer's call (`channelId`, default the caller's own), once the
 * caller is its streamer: 404 CHA30023 for no such channel, 403 MANAGER_PERMISSION for a
 * manager of it or anyone else (the stream key and settings are the streamer's alone), 403
 * CHANNEL_REQUIRED for a member without a channel asking for their own.
 *
 * @example const channel = await ownChannel(db, me, query.channelId)
 */
export async function ownChannel(
  db: Db,
  me: AuthMember,
  channelId: string | undefined,
): Promise<OwnChannel> {
  if (channelId === undefined) {
    const mine = requireChannel(me)
    return { idx: mine.idx, handle: mine.channelId, ownerId: me.id }
  }
  const [channel] = await db
    .select({ idx: channels.id, handle: channels.handle, ownerId: channels.ownerId })
    .from(channels)
    .where(liveHandleIs(channelId))
  if (!channel) throw notFound('No channel has this id', 'CHA30023')
  await requireChannelRight(db, channel.idx, me, 'owner')
  return channel
}
