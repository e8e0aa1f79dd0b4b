import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { liveStreams } from '../db/schema'

/**
 * How long a broadcast whose publisher stopped waits for them to come back when the streamer
 * turned pending end on (chosen: the spec gives no window). A minute covers OBS reconnecting
 * after a network drop, a scene-collection switch or a restart of the encoder.
 */
export const PENDING_END_MS = 60_000

/** Runs `run` after `ms`; returns what cancels it. Tests pass one they fire themselves. */
export type Schedule = (run: () => void, ms: number) => () => void

/** `setTimeout`, unref'd so a waiting broadcast never keeps the process up. */
export const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms)
  timer.unref()
  return () => clearTimeout(timer)
}

/**
 * The publisher of an ON broadcast stopped and pending end is on: the broadcast goes OFF with
 * endedReason 3 and waits until `until`. Whether it did (a forced off or a suspension that
 * came first has already ended it).
 *
 * @example if (await startWaiting(db, streamIdx, deadline)) tellRoom({ status: false, endedReason: 3 })
 */
export async function startWaiting(db: Db, streamIdx: number, until: Date): Promise<boolean> {
  const rows = await db
    .update(liveStreams)
    .set({ isStream: false, endedAt: now(), endedReason: 3, pendingEndUntil: until })
    .where(and(eq(liveStreams.id, streamIdx), eq(liveStreams.isStream, true)))
    .returning({ id: liveStreams.id })
  return rows.length > 0
}

/**
 * A publish of a channel whose broadcast is waiting for its end, before the deadline: the same
 * broadcast is ON again (its likes and index kept, no restream). Its index, or undefined when
 * nothing waits. Racing the end of the wait, exactly one of the two changes the row.
 *
 * @example const streamIdx = (await resumeWaiting(db, channel.idx)) ?? (await newBroadcast())
 */
export async function resumeWaiting(db: Db, channelIdx: number): Promise<number | undefined> {
  const [row] = await db
    .update(liveStreams)
    .set({
      isStream: true,
      endedAt: null,
      endedReason: null,
      pendingEndUntil: null,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(liveStreams.channelId, channelIdx),
        isNotNull(liveStreams.pendingEndUntil),
        gt(liveStreams.pendingEndUntil, now()),
      ),
    )
    .returning({ id: liveStreams.id })
  return row?.id
}

/**
 * Ends the broadcasts whose wait is over (endedReason 0), one or all: the timer of the instance
 * that saw the publisher stop, and every instance's heartbeat for a wait whose instance is
 * gone. The channels whose broadcast this call ended.
 *
 * @example for (const { channelIdx } of await endWaits(db)) tellRoom(channelIdx)
 */
export async function endWaits(
  db: Db,
  streamIdx?: number,
): Promise<{ streamIdx: number; channelIdx: number }[]> {
  return db
    .update(liveStreams)
    .set({ endedReason: 0, pendingEndUntil: null })
    .where(
      and(
        isNotNull(liveStreams.pendingEndUntil),
        lte(liveStreams.pendingEndUntil, now()),
        streamIdx === undefined ? undefined : eq(liveStreams.id, streamIdx),
      ),
    )
    .returning({ streamIdx: liveStreams.id, channelIdx: liveStreams.channelId })
}
