import { and, desc, eq, isNotNull, or } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, liveStreams } from '../db/schema'
import type { AppDeps } from '../deps'

/** Why a broadcast ended (`ENDED_REASON` of the SDK): 3, pending end, is not an end. */
export type EndedReason = 0 | 1 | 2

/** A broadcast still running: ON, or OFF but waiting for its end (pending end). */
const running = or(eq(liveStreams.isStream, true), isNotNull(liveStreams.pendingEndUntil))

/**
 * The channel's broadcast that is ON or waiting for its end, if any.
 *
 * @example const live = await runningBroadcast(db, channel.id) // { id: 12, isStream: false } while waiting
 */
export async function runningBroadcast(db: Db, channelIdx: number) {
  const [row] = await db
    .select({ id: liveStreams.id, isStream: liveStreams.isStream })
    .from(liveStreams)
    .where(and(eq(liveStreams.channelId, channelIdx), running))
    .orderBy(desc(liveStreams.id))
    .limit(1)
  return row
}

/**
 * The channel's latest broadcast, whatever its state (ON, waiting for its end, ended), if it
 * ever broadcast.
 *
 * @example const latest = await latestBroadcast(db, channel.idx) // its title, likeCnt, isStream...
 */
export async function latestBroadcast(db: Db, channelIdx: number) {
  const [row] = await db
    .select()
    .from(liveStreams)
    .where(eq(liveStreams.channelId, channelIdx))
    .orderBy(desc(liveStreams.id))
    .limit(1)
  return row
}

/**
 * Ends a broadcast that is ON or waiting for its end, and tells the channel's room, once: the
 * ingest's stop, a forced off, a suspension and the end of the wait may race, and only the
 * first one ends it, with its reason. Whether this call ended it.
 *
 * @example
 * await endBroadcast(deps, streamIdx, 'airwave', 1) // LIVE_STATUS { status: false, endedReason: 1 }
 */
export async function endBroadcast(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  streamIdx: number,
  channelId: string,
  endedReason: EndedReason,
): Promise<boolean> {
  const [ended] = await deps.db
    .update(liveStreams)
    .set({ isStream: false, endedAt: now(), endedReason, pendingEndUntil: null })
    .where(and(eq(liveStreams.id, streamIdx), running))
    .returning({ id: liveStreams.id })
  if (!ended) return false
  deps.realtime.toChannel(channelId, 'LIVE_STATUS', { channelId, status: false, endedReason })
  return true
}

/**
 * The channel's handle and owner, for the calls that find a broadcast by its index.
 *
 * @example const channel = await channelOfIdx(db, row.channelId)
 */
export async function channelOfIdx(db: Db, channelIdx: number) {
  const [channel] = await db
    .select({ idx: channels.id, handle: channels.handle, ownerId: channels.ownerId })
    .from(channels)
    .where(eq(channels.id, channelIdx))
  return channel
}
