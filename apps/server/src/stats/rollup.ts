import { sql } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { selectRows } from './eventStore'
import { PLAYBACK_KINDS, VIEW_KINDS } from './intake'

// The rollup: folds the raw events received since its watermark into the aggregates the pages
// read, in one transaction with the watermark, so every event is counted once whichever
// instance runs it (the state row is locked for the run). Events are read up to a few seconds
// ago: an event is stamped when received and committed right after, and one stamped before the
// watermark but committed after it would be missed.

/** How far behind now the rollup reads: inserts in flight commit well within it. */
const SETTLE_MS = 5_000
const STATE = 'events'
/** Broadcasts ended this long ago still get their chat, follows and gems counted again. */
const AFTER_END_MS = 60 * 60_000
const PRESENCE_KEPT_MS = 2 * 86_400_000

const list = (kinds: readonly string[]) => sql.raw(kinds.map((k) => `'${k}'`).join(', '))

export interface RollupResult {
  /** Raw events folded in by this run. */
  events: number
  /** The new watermark: events received before it are in the aggregates. */
  watermark: Date
}

/**
 * Runs the rollup once: the raw events of (watermark, now − 5 s] into the minute, hourly,
 * daily, viewer and broadcast aggregates.
 *
 * @example const { events, watermark } = await rollUp(db)
 */
export async function rollUp(db: Db): Promise<RollupResult> {
  const upTo = new Date(now().getTime() - SETTLE_MS)
  return db.transaction(async (tx) => {
    // The first run starts at the oldest event (none yet: now), not at 1970, which would count
    // every past broadcast's chat, follows and gems again.
    await tx.execute(
      sql`insert into stat_rollup_state (name, watermark)
        select ${STATE}, coalesce((select min(at) from stat_events), ${upTo.toISOString()}::timestamptz)
        on conflict do nothing`,
    )
    const [state] = await selectRows<{ watermark: string | Date }>(
      tx,
      sql`select watermark from stat_rollup_state where name = ${STATE} for update`,
    )
    const from = new Date(state?.watermark ?? 0)
    if (upTo <= from) return { events: 0, watermark: from }
    const w = sql`at >= ${from.toISOString()} and at < ${upTo.toISOString()}`
    const playback = sql`${w} and channel_id is not null and kind in (${list(PLAYBACK_KINDS)})`

    const [counted] = await selectRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from stat_events where ${w}`,
    )
    const events = Number(counted?.n ?? 0)

    if (events > 0) {
      await tx.execute(sql`
        insert into stat_presence (channel_id, broadcast_id, minute, viewer_key)
        select distinct channel_id, broadcast_id, date_trunc('minute', at), viewer_key
        from stat_events where ${playback}
        on conflict do nothing`)
      await tx.execute(sql`
        insert into stat_minute (channel_id, broadcast_id, minute, viewers)
        select p.channel_id, p.broadcast_id, p.minute, count(*)
        from stat_presence p
        join (select distinct channel_id, broadcast_id, date_trunc('minute', at) as minute
              from stat_events where ${playback}) t
          on t.channel_id = p.channel_id and t.broadcast_id = p.broadcast_id and t.minute = p.minute
        group by 1, 2, 3
        on conflict (channel_id, broadcast_id, minute) do update set viewers = excluded.viewers`)
      await tx.execute(sql`
        insert into stat_viewer_day
          (channel_id, broadcast_id, day, viewer_key, login, client_type, country, stream_type)
        select distinct on (channel_id, broadcast_id, day, viewer_key)
          channel_id, broadcast_id, (at at time zone 'UTC')::date as day, viewer_key, login,
          client_type, country, stream_type
        from stat_events where ${playback}
        order by channel_id, broadcast_id, day, viewer_key, at
        on conflict do nothing`)
      await tx.execute(sql`
        insert into stat_hourly
          (channel_id, broadcast_id, hour, client_type, country, stream_type, login, views, watch_ms)
        select channel_id, broadcast_id, date_trunc('hour', at, 'UTC'), client_type, country,
          stream_type, login, count(*) filter (where kind in (${list(VIEW_KINDS)})), sum(watch_ms)
        from stat_events where ${playback}
        group by 1, 2, 3, 4, 5, 6, 7
        on conflict (channel_id, broadcast_id, hour, client_type, country, stream_type, login)
        do update set views = stat_hourly.views + excluded.views,
          watch_ms = stat_hourly.watch_ms + excluded.watch_ms`)
    }

    const f = sql`created_at >= ${from.toISOString()} and created_at < ${upTo.toISOString()}`
    // The days to count again: those with new events, and those with new followers.
    await tx.execute(sql`
      insert into stat_daily (channel_id, day, views, viewers, watch_ms, followers, new_followers)
      select d.channel_id, d.day,
        coalesce((select sum(h.views) from stat_hourly h where h.channel_id = d.channel_id
          and h.hour >= d.day::timestamp at time zone 'UTC'
          and h.hour < (d.day + 1)::timestamp at time zone 'UTC'), 0),
        (select count(distinct v.viewer_key) from stat_viewer_day v
          where v.channel_id = d.channel_id and v.day = d.day),
        coalesce((select sum(h.watch_ms) from stat_hourly h where h.channel_id = d.channel_id
          and h.hour >= d.day::timestamp at time zone 'UTC'
          and h.hour < (d.day + 1)::timestamp at time zone 'UTC'), 0),
        -- The day before's total and this day's follows: unfollows leave no trace to count
        -- back, so a day's total is never rewritten from today's rows.
        coalesce((select p.followers from stat_daily p where p.channel_id = d.channel_id
            and p.day < d.day order by p.day desc limit 1),
          (select count(*) from channel_follows cf where cf.channel_id = d.channel_id
            and cf.created_at < d.day::timestamp at time zone 'UTC'))
        + (select count(*) from channel_follows cf where cf.channel_id = d.channel_id
          and cf.created_at >= d.day::timestamp at time zone 'UTC'
          and cf.created_at < (d.day + 1)::timestamp at time zone 'UTC'),
        (select count(*) from channel_follows cf where cf.channel_id = d.channel_id
          and cf.created_at >= d.day::timestamp at time zone 'UTC'
          and cf.created_at < (d.day + 1)::timestamp at time zone 'UTC')
      from (
        select distinct channel_id, (at at time zone 'UTC')::date as day
          from stat_events where ${playback}
        union
        select distinct channel_id, (created_at at time zone 'UTC')::date
          from channel_follows where ${f}
      ) d
      on conflict (channel_id, day) do update set views = excluded.views,
        viewers = excluded.viewers, watch_ms = excluded.watch_ms,
        followers = excluded.followers, new_followers = excluded.new_followers`)

    // The broadcasts to count again: those with new events, and those running or just ended
    // (their chat, follows and gems move without a viewing event).
    const recent = new Date(from.getTime() - AFTER_END_MS).toISOString()
    await refreshBroadcasts(
      tx as unknown as Db,
      sql`select id from live_streams where started_at < ${upTo.toISOString()}
          and (ended_at is null or ended_at >= ${recent})
        union select distinct broadcast_id from stat_events where ${playback} and broadcast_id > 0`,
      upTo,
    )

    await tx.execute(
      sql`update stat_rollup_state set watermark = ${upTo.toISOString()} where name = ${STATE}`,
    )
    // Each crossing of an hour: presence older than two days only fed finished minutes.
    if (Math.floor(from.getTime() / 3_600_000) !== Math.floor(upTo.getTime() / 3_600_000)) {
      const old = new Date(upTo.getTime() - PRESENCE_KEPT_MS).toISOString()
      await tx.execute(sql`delete from stat_presence where minute < ${old}`)
    }
    return { events, watermark: upTo }
  })
}

/**
 * Writes the `stat_broadcast` rows of the broadcasts `ids` selects, from the aggregates and
 * the chat, follows and gems of their time.
 *
 * @example await refreshBroadcasts(db, sql`select 12`, now())
 */
export async function refreshBroadcasts(db: Db, ids: ReturnType<typeof sql>, upTo: Date) {
  const end = sql`coalesce(b.ended_at, ${upTo.toISOString()}::timestamptz)`
  await db.execute(sql`
    insert into stat_broadcast (broadcast_id, channel_id, title, started_at, ended_at,
      peak_viewers, average_viewers, unique_viewers, views, watch_ms, chat_messages,
      new_followers, gems)
    select b.id, b.channel_id, b.title, b.started_at, b.ended_at,
      coalesce((select max(m.viewers) from stat_minute m where m.broadcast_id = b.id), 0),
      coalesce((select sum(m.viewers) from stat_minute m where m.broadcast_id = b.id), 0)
        / greatest(1, ceil(extract(epoch from ${end} - b.started_at) / 60)),
      (select count(distinct v.viewer_key) from stat_viewer_day v where v.broadcast_id = b.id),
      coalesce((select sum(h.views) from stat_hourly h where h.broadcast_id = b.id), 0),
      coalesce((select sum(h.watch_ms) from stat_hourly h where h.broadcast_id = b.id), 0),
      (select count(*) from chat_messages c where c.channel_id = b.channel_id
        and c.type = 'CHAT_MESSAGE' and c.created_at >= b.started_at and c.created_at < ${end}),
      (select count(*) from channel_follows cf where cf.channel_id = b.channel_id
        and cf.created_at >= b.started_at and cf.created_at < ${end}),
      coalesce((select sum(t.amount) from ledger_transfers t where t.channel_id = b.channel_id
        and t.kind = 'cheer' and t.created_at >= b.started_at and t.created_at < ${end}), 0)
    from live_streams b where b.id in (${ids})
    on conflict (broadcast_id) do update set title = excluded.title,
      ended_at = excluded.ended_at, peak_viewers = excluded.peak_viewers,
      average_viewers = excluded.average_viewers, unique_viewers = excluded.unique_viewers,
      views = excluded.views, watch_ms = excluded.watch_ms,
      chat_messages = excluded.chat_messages, new_followers = excluded.new_followers,
      gems = excluded.gems`)
}
