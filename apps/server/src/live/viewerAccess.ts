import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { targetChannel } from '../channel/channelRelations'
import type { Db } from '../db/database'
import { channelBlocks, channels } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { forbidden } from '../http/httpError'

/** A channel a viewer may watch, as `watchableChannel` found it. */
export type WatchedChannel = Awaited<ReturnType<typeof targetChannel>>

/** The viewer's region, as the SDK sends it (`x-region-code`); unknown when absent. */
export function regionOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-region-code']
  return typeof value === 'string' && /^[A-Za-z]{2,10}$/.test(value) ? value : undefined
}

/**
 * Whether the viewer's own channel is suspended (spec: "Suspended viewer: alert, then
 * sign-out"): a suspended channel may not watch or like until the suspension is lifted.
 */
async function viewerSuspended(db: Db, member: AuthMember | undefined): Promise<boolean> {
  if (!member?.channel) return false
  const [row] = await db
    .select({ suspended: channels.suspended })
    .from(channels)
    .where(eq(channels.id, member.channel.idx))
  return row?.suspended === true
}

/** Whether the channel's owner put the viewer's channel on their block list (blacklisted). */
async function blacklisted(db: Db, channel: WatchedChannel, member: AuthMember | undefined) {
  if (!member?.channel || member.id === channel.ownerId) return false
  const [row] = await db
    .select({ memberId: channelBlocks.memberId })
    .from(channelBlocks)
    .where(
      and(
        eq(channelBlocks.memberId, channel.ownerId),
        eq(channelBlocks.channelId, member.channel.idx),
      ),
    )
  return row !== undefined
}

/**
 * The channel `handle` if this viewer may watch it, or the error that says why not, each
 * leading to its player alert (spec section 4): the viewer's own channel suspended
 * (VIEWER_SUSPENDED, ours: the spec names no code), the channel deleted (CHA30071), suspended
 * (CHA30068), the viewer's channel on the owner's block list (CHA30016, BLACK), the stream's
 * category restricted in the viewer's region (CHA43005, COUNTRY_RESTRICT; checked by the caller,
 * which knows the category). The viewer's own situation comes first, as the player ranks it.
 *
 * @example
 * const channel = await watchableChannel(db, 'airwave', member)
 */
export async function watchableChannel(
  db: Db,
  handle: string,
  member: AuthMember | undefined,
): Promise<WatchedChannel> {
  if (await viewerSuspended(db, member)) {
    throw forbidden('Your channel is suspended', 'VIEWER_SUSPENDED')
  }
  const channel = await targetChannel(db, handle)
  if (channel.suspended) throw forbidden('This channel is suspended', 'CHA30068')
  if (await blacklisted(db, channel, member)) {
    throw forbidden('The streamer has blocked you from this channel', 'CHA30016')
  }
  return channel
}
