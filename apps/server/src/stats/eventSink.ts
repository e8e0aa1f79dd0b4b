import type { Db } from '../db/database'
import { statEvents } from './eventStore'

/** One event as it is stored: resolved, anonymised, stamped with the server's time. */
export type StatEvent = typeof statEvents.$inferInsert

/**
 * Where accepted events go. The intake only appends; the PostgreSQL sink is one bulk insert
 * per call, and a column store (ClickHouse, see the server's README) replaces it behind this
 * interface.
 *
 * @example await sink.append([{ at: now(), kind: 'bin', ... }])
 */
export interface EventSink {
  append(events: readonly StatEvent[]): Promise<void>
}

/**
 * Appends to the `stat_events` table, all of a call's events in one `insert`. `ready` resolves
 * once the table exists (created at start by `createEventStore`).
 *
 * @example const sink = postgresEventSink(db, store.ready)
 */
export function postgresEventSink(db: Db, ready: Promise<unknown>): EventSink {
  return {
    async append(events) {
      if (events.length === 0) return
      await ready
      await db.insert(statEvents).values([...events])
    },
  }
}
