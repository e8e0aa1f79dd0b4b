import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'

// The raw viewing events. On PostgreSQL the table is partitioned by day (declarative range
// partitions on `at`, in UTC): a day's events are one table that the retention drops whole, and
// the rollup's and the live stats' range scans touch one or two partitions. drizzle-kit's
// migrations cannot declare `partition by`, and a hand-written migration would run on PGlite
// too (every migration runs on both), so the table is created here, at start, idempotently, by
// the stats module alone: a PostgreSQL database gets the partitioned table, PGlite (one process,
// development and tests) a plain one with the same columns. The table is deliberately not in the
// schema barrel (`db/schema/index.ts`), so drizzle-kit never generates it.

/** Days of raw events kept; the aggregates stay. */
const RAW_RETENTION_DAYS = 35
/** Partitions created ahead of today, so an insert never waits for one. */
const DAYS_AHEAD = 3
const DAY_MS = 86_400_000

/** The raw events' columns, for typed inserts and reads. */
export const statEvents = pgTable('stat_events', {
  /** When the server received it: the client's clock is not trusted. */
  at: timestamp('at', { withTimezone: true }).notNull(),
  kind: text('kind').notNull(),
  channelId: integer('channel_id'),
  broadcastId: integer('broadcast_id').notNull(),
  viewId: text('view_id'),
  /** `m:{memberId}`, or for a guest a keyed hash of its client id (never the address). */
  viewerKey: text('viewer_key').notNull(),
  login: boolean('login').notNull(),
  clientType: text('client_type').notNull(),
  country: text('country').notNull(),
  streamType: text('stream_type').notNull(),
  watchMs: integer('watch_ms').notNull(),
  detail: jsonb('detail'),
})

const columns = `
  at timestamptz not null,
  kind text not null,
  channel_id integer,
  broadcast_id integer not null,
  view_id text,
  viewer_key text not null,
  login boolean not null,
  client_type text not null,
  country text not null,
  stream_type text not null,
  watch_ms integer not null,
  detail jsonb`

export type EventLayout = 'partitioned' | 'plain'

/** `stat_events_p20261128`: the partition of a UTC day. */
export const partitionName = (day: Date) =>
  `stat_events_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`

const dayStart = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS)

/** Another instance created it first: that is what we wanted. */
const alreadyThere = (error: unknown) => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code
  return code === '42P07' || code === '23505'
}

async function run(db: Db, statement: string) {
  try {
    await db.execute(sql.raw(statement))
  } catch (error) {
    if (!alreadyThere(error)) throw error
  }
}

/**
 * Creates the events table (and on PostgreSQL the partitions of the next days) when missing.
 * Which layout: PostgreSQL partitions, PGlite gets a plain table.
 *
 * @example const layout = await createEventStore(db) // 'partitioned' on PostgreSQL
 */
export async function createEventStore(db: Db, today: Date): Promise<EventLayout> {
  const [row] = await selectRows<{ pglite: boolean }>(
    db,
    sql`select version() like '%PGlite%' as pglite`,
  )
  const pglite = row?.pglite === true
  if (pglite) {
    await run(db, `create table if not exists stat_events (${columns})`)
  } else {
    await run(db, `create table if not exists stat_events (${columns}) partition by range (at)`)
    // A safety net for a day whose partition is missing (the job stopped for days): its events
    // land here instead of failing; a partition for a day with rows here cannot be created.
    await run(db, 'create table if not exists stat_events_default partition of stat_events default')
  }
  await run(db, 'create index if not exists stat_events_at on stat_events (at)')
  await run(db, 'create index if not exists stat_events_channel_at on stat_events (channel_id, at)')
  const layout: EventLayout = pglite ? 'plain' : 'partitioned'
  await maintainEventStore(db, layout, today)
  return layout
}

/**
 * Creates the partitions of today and the next days, drops those past the retention (PostgreSQL);
 * deletes events past the retention (PGlite).
 *
 * @example await maintainEventStore(db, 'partitioned', now())
 */
export async function maintainEventStore(db: Db, layout: EventLayout, today: Date) {
  const first = dayStart(today.getTime())
  const cutoff = new Date(first.getTime() - RAW_RETENTION_DAYS * DAY_MS)
  if (layout === 'plain') {
    await db.execute(sql`delete from stat_events where at < ${cutoff.toISOString()}`)
    return
  }
  for (let i = 0; i <= DAYS_AHEAD; i++) {
    const from = new Date(first.getTime() + i * DAY_MS)
    const to = new Date(from.getTime() + DAY_MS)
    await run(
      db,
      `create table if not exists ${partitionName(from)} partition of stat_events for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
    )
  }
  for (const name of await eventPartitions(db)) {
    const day = /^stat_events_p(\d{4})(\d{2})(\d{2})$/.exec(name)
    if (day && Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!) < cutoff.getTime()) {
      await run(db, `drop table if exists ${name}`)
    }
  }
}

/**
 * The names of the events table's partitions in the current schema (PostgreSQL).
 *
 * @example await eventPartitions(db) // ['stat_events_default', 'stat_events_p20261128', ...]
 */
export async function eventPartitions(db: Db): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
      join pg_namespace n on n.oid = p.relnamespace
      where p.relname = 'stat_events' and n.nspname = current_schema()
      order by 1`,
  )
  return rows.map((row) => row.name)
}

/**
 * The rows of a raw statement, whichever driver runs it (PGlite answers `{ rows }`,
 * postgres.js an array).
 *
 * @example const rows = await selectRows<{ n: number }>(db, sql`select 1 as n`)
 */
export async function selectRows<Row>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] }
  return Array.isArray(result) ? result : result.rows
}
