import { STREAM_HEALTH_INTERVAL_MS, type StreamHealth } from '@airwave/sdk/contract'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { liveStreamHealth } from '../db/schema'
import type { IngestMeter } from './ingestMeter'

/** A measure older than this lost its writer (its instance, or the publish, is gone). */
const STALE_MS = 5 * STREAM_HEALTH_INTERVAL_MS

/**
 * Writes the meter's measure of a publish to `live_stream_health` every 2 s, so whichever
 * instance serves the dashboard reads it. A publish that resumes the same broadcast (a pending
 * end's wait) counts one reconnect; a new broadcast starts the count again. Returns the stop.
 *
 * @example const stop = reportStreamHealth(db, channel.idx, streamIdx, meter, app.log)
 */
export function reportStreamHealth(
  db: Db,
  channelIdx: number,
  streamIdx: number,
  meter: IngestMeter,
  log: { warn(obj: object, msg: string): void },
  intervalMs = STREAM_HEALTH_INTERVAL_MS,
): () => void {
  let writing = false
  let first = true
  const write = async () => {
    const measure = meter.measure()
    const values = {
      streamId: streamIdx,
      bitrateKbps: measure.bitrateKbps,
      frameRate10: Math.round(measure.frameRate * 10),
      width: measure.width ?? null,
      height: measure.height ?? null,
      keyframeMs: measure.keyframeMs ?? null,
      measuredAt: new Date(),
    }
    const resumed = first
    first = false
    await db
      .insert(liveStreamHealth)
      .values({ channelId: channelIdx, ...values, reconnects: 0 })
      .onConflictDoUpdate({
        target: liveStreamHealth.channelId,
        set: {
          ...values,
          // The first measure of a publish: the same broadcast again is a reconnect.
          reconnects: resumed
            ? sql`case when ${liveStreamHealth.streamId} = ${streamIdx} then ${liveStreamHealth.reconnects} + 1 else 0 end`
            : sql`${liveStreamHealth.reconnects}`,
        },
      })
  }
  const timer = setInterval(() => {
    if (writing) return
    writing = true
    write()
      .catch((error: unknown) => log.warn({ err: error }, 'stream health not written'))
      .finally(() => {
        writing = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * The latest measure of a broadcast, if a fresh one exists.
 *
 * @example const health = await streamHealthOf(db, channel.idx, live.id)
 */
export async function streamHealthOf(
  db: Db,
  channelIdx: number,
  streamIdx: number,
): Promise<StreamHealth | undefined> {
  const [row] = await db
    .select()
    .from(liveStreamHealth)
    .where(
      and(
        eq(liveStreamHealth.channelId, channelIdx),
        eq(liveStreamHealth.streamId, streamIdx),
        gt(liveStreamHealth.measuredAt, sql`now() - ${`${STALE_MS} milliseconds`}::interval`),
      ),
    )
  if (!row) return undefined
  return {
    ...(row.bitrateKbps !== null && { bitrateKbps: row.bitrateKbps }),
    ...(row.frameRate10 !== null && { frameRate: row.frameRate10 / 10 }),
    ...(row.width !== null && { width: row.width }),
    ...(row.height !== null && { height: row.height }),
    ...(row.keyframeMs !== null && { keyframeInterval: row.keyframeMs / 1000 }),
    reconnects: row.reconnects,
    measuredAt: row.measuredAt.toISOString(),
  }
}
