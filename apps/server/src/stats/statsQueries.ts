import type {
  BroadcastDetail,
  BroadcastStat,
  BroadcastStatPage,
  ChannelStatPoint,
  ChannelStats,
  StatShare,
  StatUnit,
} from '@airwave/sdk/contract'
import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { statBroadcast, statDaily } from '../db/schema'
import { notFound } from '../http/httpError'
import { selectRows } from './eventStore'

// What the statistics pages read: the aggregates only, never the raw events.

type BroadcastRow = typeof statBroadcast.$inferSelect

function broadcastStat(row: BroadcastRow, at: Date): BroadcastStat {
  const end = row.endedAt ?? at
  return {
    broadcastIdx: row.broadcastId,
    title: row.title,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000)),
    peakViewers: row.peakViewers,
    averageViewers: Math.round(row.averageViewers * 10) / 10,
    uniqueViewers: row.uniqueViewers,
    views: row.views,
    watchSeconds: Math.round(row.watchMs / 1000),
    chatMessages: row.chatMessages,
    newFollowers: row.newFollowers,
    gems: row.gems,
  }
}

/**
 * A page of a channel's broadcasts, newest first.
 *
 * @example await broadcastPage(db, channel.idx, { page: 1, limit: 20 })
 */
export async function broadcastPage(
  db: Db,
  channelIdx: number,
  { page, limit }: { page: number; limit: number },
): Promise<BroadcastStatPage> {
  const rows = await db
    .select()
    .from(statBroadcast)
    .where(eq(statBroadcast.channelId, channelIdx))
    .orderBy(desc(statBroadcast.broadcastId))
    .limit(limit)
    .offset((page - 1) * limit)
  const [total] = await db
    .select({ n: count() })
    .from(statBroadcast)
    .where(eq(statBroadcast.channelId, channelIdx))
  const totalCount = total?.n ?? 0
  const at = now()
  return {
    broadcastList: rows.map((row) => broadcastStat(row, at)),
    currentPage: page,
    totalCount,
    totalPages: Math.ceil(totalCount / limit),
    hasNext: page * limit < totalCount,
  }
}

type ShareRow = { key: string; views: number | string; watch_ms: number | string }
type ViewerRow = { key: string; viewers: number | string }

async function breakdown(db: Db, broadcastId: number, column: string): Promise<StatShare[]> {
  const by = sql.raw(column)
  const plays = await selectRows<ShareRow>(
    db,
    sql`select ${by}::text as key, sum(views) as views, sum(watch_ms) as watch_ms
      from stat_hourly where broadcast_id = ${broadcastId} group by 1`,
  )
  const viewers = await selectRows<ViewerRow>(
    db,
    sql`select ${by}::text as key, count(distinct viewer_key) as viewers
      from stat_viewer_day where broadcast_id = ${broadcastId} group by 1`,
  )
  const shares = new Map<string, StatShare>()
  const label = (key: string) => (column === 'login' ? (key === 'true' ? 'login' : 'guest') : key)
  for (const row of plays) {
    shares.set(label(row.key), {
      key: label(row.key),
      views: Number(row.views),
      viewers: 0,
      watchSeconds: Math.round(Number(row.watch_ms) / 1000),
    })
  }
  for (const row of viewers) {
    const key = label(row.key)
    const share = shares.get(key) ?? { key, views: 0, viewers: 0, watchSeconds: 0 }
    share.viewers = Number(row.viewers)
    shares.set(key, share)
  }
  return [...shares.values()].sort((a, b) => b.viewers - a.viewers || b.views - a.views)
}

/** The longest curve a broadcast answers: a day of minutes. */
const CURVE_MAX_MINUTES = 1440

/**
 * One broadcast of the channel: figures, viewer curve, breakdowns. 404 when the broadcast is
 * not the channel's.
 *
 * @example await broadcastDetail(db, channel.idx, 12)
 */
export async function broadcastDetail(
  db: Db,
  channelIdx: number,
  broadcastId: number,
): Promise<BroadcastDetail> {
  const [row] = await db
    .select()
    .from(statBroadcast)
    .where(and(eq(statBroadcast.broadcastId, broadcastId), eq(statBroadcast.channelId, channelIdx)))
  if (!row) throw notFound('This channel has no such broadcast')
  const at = now()
  const end = row.endedAt ?? at
  const curve = await selectRows<{ minute: string | Date; viewers: number | string }>(
    db,
    sql`select s.minute, coalesce(m.viewers, 0) as viewers
      from generate_series(date_trunc('minute', ${row.startedAt.toISOString()}::timestamptz),
        least(${end.toISOString()}::timestamptz,
          ${row.startedAt.toISOString()}::timestamptz + interval '${sql.raw(String(CURVE_MAX_MINUTES))} minutes'),
        interval '1 minute') as s(minute)
      left join stat_minute m on m.channel_id = ${channelIdx} and m.broadcast_id = ${broadcastId}
        and m.minute = s.minute
      order by s.minute`,
  )
  return {
    broadcast: broadcastStat(row, at),
    curve: curve.map((point) => ({
      minute: new Date(point.minute).toISOString(),
      viewers: Number(point.viewers),
    })),
    byClientType: await breakdown(db, broadcastId, 'client_type'),
    byCountry: await breakdown(db, broadcastId, 'country'),
    byStreamType: await breakdown(db, broadcastId, 'stream_type'),
    byLogin: await breakdown(db, broadcastId, 'login'),
  }
}

const DAYS = 30
const MONTHS = 12
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * A channel's last 30 days or last 12 months: followers, plays, viewers and time watched. A day
 * without a row had nothing new: it keeps the day before's followers.
 *
 * @example await channelStats(db, channel.idx, 'month')
 */
export async function channelStats(
  db: Db,
  channelIdx: number,
  unit: StatUnit,
): Promise<ChannelStats> {
  const today = now()
  const first =
    unit === 'day'
      ? new Date(
          Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - DAYS + 1),
        )
      : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - MONTHS + 1, 1))
  const rows = await db
    .select()
    .from(statDaily)
    .where(and(eq(statDaily.channelId, channelIdx), gte(statDaily.day, isoDay(first))))
    .orderBy(statDaily.day)
  // Followers before the window: the last day known before it.
  const [before] = await db
    .select({ followers: statDaily.followers })
    .from(statDaily)
    .where(and(eq(statDaily.channelId, channelIdx), sql`${statDaily.day} < ${isoDay(first)}`))
    .orderBy(desc(statDaily.day))
    .limit(1)
  const periodOf = (day: string) => (unit === 'day' ? day : day.slice(0, 7))
  const periods: string[] = []
  for (let i = 0; ; i++) {
    const date =
      unit === 'day'
        ? new Date(first.getTime() + i * 86_400_000)
        : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1))
    if (date > today || i > MONTHS + DAYS) break
    periods.push(periodOf(isoDay(date)))
  }
  const points = new Map<string, ChannelStatPoint>()
  for (const period of periods) {
    points.set(period, {
      period,
      followers: 0,
      newFollowers: 0,
      views: 0,
      viewers: 0,
      watchSeconds: 0,
    })
  }
  const known = new Set<string>()
  for (const row of rows) {
    const period = periodOf(row.day)
    const point = points.get(period)
    if (!point) continue
    point.newFollowers += row.newFollowers
    point.views += row.views
    point.viewers += row.viewers
    point.watchSeconds += Math.round(row.watchMs / 1000)
    // Rows come day by day: a month ends with its last day's total.
    point.followers = row.followers
    known.add(period)
  }
  // A period without a row had nothing new: it keeps the total before it.
  let followers = before?.followers ?? 0
  for (const period of periods) {
    const point = points.get(period) as ChannelStatPoint
    if (!known.has(period)) point.followers = followers
    followers = point.followers
  }
  return { unit, points: [...points.values()] }
}
