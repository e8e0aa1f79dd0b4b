import type { ViewerStats } from '@airwave/sdk/contract'
import { sql } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { runningBroadcast } from '../live/broadcasts'
import { selectRows } from './eventStore'
import { END_KINDS, PLAYBACK_KINDS } from './intake'

/**
 * A viewer is watching now when one of their plays sent an event in the last 60 s (the player
 * beats every 30 s, so one lost heartbeat is forgiven) and that play's latest event is not its
 * end (vod/vout, bout). Counted by viewer: a member with two tabs is one.
 */
const CURRENT_WINDOW_MS = 60_000

const tally = (rows: { key: string; n: number | string }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]))

/**
 * The dashboard's live viewer figures of a channel: watching now (and how: guest or member,
 * client, country, stream type) from the raw events of the last minute, and the distinct
 * viewers of the running broadcast so far.
 *
 * @example const stats = await viewerStats(db, channel.idx)
 */
export async function viewerStats(db: Db, channelIdx: number): Promise<ViewerStats> {
  const since = new Date(now().getTime() - CURRENT_WINDOW_MS).toISOString()
  const kinds = sql.raw(PLAYBACK_KINDS.map((k) => `'${k}'`).join(', '))
  const ends = sql.raw(END_KINDS.map((k) => `'${k}'`).join(', '))
  const watching = sql`
    select distinct on (viewer_key) viewer_key, login, client_type, country, stream_type
    from (
      select distinct on (view_id) view_id, kind, at, viewer_key, login, client_type, country,
        stream_type
      from stat_events
      where channel_id = ${channelIdx} and at >= ${since} and view_id is not null
        and kind in (${kinds})
      order by view_id, at desc
    ) plays
    where kind not in (${ends})
    order by viewer_key, at desc`
  const rows = await selectRows<{
    viewer_key: string
    login: boolean
    client_type: string
    country: string
    stream_type: string
  }>(db, watching)
  const count = (pick: (row: (typeof rows)[number]) => string) => {
    const out: { key: string; n: number }[] = []
    const by = new Map<string, number>()
    for (const row of rows) by.set(pick(row), (by.get(pick(row)) ?? 0) + 1)
    for (const [key, n] of by) out.push({ key, n })
    return tally(out)
  }
  const live = await runningBroadcast(db, channelIdx)
  let cumulative = 0
  if (live) {
    // The rolled-up viewers of the broadcast and those of the events not rolled up yet.
    const [row] = await selectRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (
        select viewer_key from stat_viewer_day where broadcast_id = ${live.id}
        union
        select viewer_key from stat_events where channel_id = ${channelIdx}
          and broadcast_id = ${live.id} and kind in (${kinds})
          and at >= coalesce((select watermark from stat_rollup_state where name = 'events'), 'epoch')
      ) v`,
    )
    cumulative = Number(row?.n ?? 0)
  }
  const login = rows.filter((row) => row.login).length
  return {
    cumulativeViewer: cumulative,
    currentViewer: rows.length,
    guestViewer: rows.length - login,
    loginViewer: login,
    byClientType: count((row) => row.client_type),
    byCountry: count((row) => row.country),
    byStreamType: count((row) => row.stream_type),
  }
}
