import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { now } from '../clock'
import { liveStreams, statDaily, statHourly, statMinute, statViewerDay } from '../db/schema'
import type { SeedContext } from '../seed'
import { refreshBroadcasts } from './rollup'

// Demo statistics for the demo streamer: a month of past broadcasts with their viewer curves,
// viewers and plays, and a year of days, written straight into the aggregates (the raw events
// of a real month would be millions of rows). Deterministic: the same numbers on every seed.

const BROADCASTS = 24
const DAYS = 365
const DAY_MS = 86_400_000
const CLIENTS = ['pc', 'pc', 'pc', 'mobile', 'mobile', 'embed'] as const
const COUNTRIES = ['TH', 'TH', 'KR', 'US', 'TW', 'JP', 'ZZ'] as const
const TITLES = ['Speedrun practice', 'Late night chat', 'Ranked grind', 'Art stream', 'Q&A']

/** A fixed sequence in [0, 1): the demo looks alive and is the same each time. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const insertAll = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000))
}

/** Seeds the demo streamer's statistics. @example await seedStatistics(context) */
export async function seedStatistics({ db, accounts }: SeedContext): Promise<void> {
  const streamer = accounts.get('airwave')
  if (!streamer) return
  const channelId = streamer.channelIdx
  const random = sequence(29)
  const at = now()
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())

  const minutes: (typeof statMinute.$inferInsert)[] = []
  const viewers: (typeof statViewerDay.$inferInsert)[] = []
  const hourly: (typeof statHourly.$inferInsert)[] = []
  for (let i = 0; i < BROADCASTS; i++) {
    const lengthMin = 60 + Math.floor(random() * 180)
    const startedAt = new Date(today - (BROADCASTS - i) * 1.25 * DAY_MS + 19 * 3_600_000)
    const endedAt = new Date(startedAt.getTime() + lengthMin * 60_000)
    const [row] = await db
      .insert(liveStreams)
      .values({
        channelId,
        title: `${TITLES[i % TITLES.length]} #${i + 1}`,
        isStream: false,
        startedAt,
        endedAt,
        endedReason: 0,
        heartbeatAt: endedAt,
        totalViewer: 0,
      })
      .returning({ id: liveStreams.id })
    const broadcastId = row?.id as number
    // Viewers rise, hold and fall off towards the end, as a broadcast's audience does.
    const peak = 20 + Math.floor(random() * 60) + i * 3
    for (let m = 0; m < lengthMin; m++) {
      const shape = Math.min(1, m / 20) * Math.min(1, (lengthMin - m) / 30)
      const value = Math.round(peak * shape * (0.85 + random() * 0.15))
      minutes.push({
        channelId,
        broadcastId,
        minute: new Date(startedAt.getTime() + m * 60_000),
        viewers: value,
      })
    }
    const unique = Math.round(peak * 1.8)
    const day = new Date(startedAt).toISOString().slice(0, 10)
    for (let v = 0; v < unique; v++) {
      viewers.push({
        channelId,
        broadcastId,
        day,
        viewerKey: `demo:${broadcastId}:${v}`,
        login: random() < 0.4,
        clientType: CLIENTS[Math.floor(random() * CLIENTS.length)] as string,
        country: COUNTRIES[Math.floor(random() * COUNTRIES.length)] as string,
        streamType: 'live',
      })
    }
    const shares = new Map<string, typeof statHourly.$inferInsert>()
    for (const viewer of viewers.slice(-unique)) {
      const key = `${viewer.clientType} ${viewer.country} ${viewer.login}`
      const share = shares.get(key) ?? {
        channelId,
        broadcastId,
        hour: new Date(Math.floor(startedAt.getTime() / 3_600_000) * 3_600_000),
        clientType: viewer.clientType,
        country: viewer.country,
        streamType: 'live',
        login: viewer.login,
        views: 0,
        watchMs: 0,
      }
      share.views = (share.views ?? 0) + 1 + Math.floor(random() * 2)
      share.watchMs = (share.watchMs ?? 0) + Math.round(lengthMin * 60_000 * (0.2 + random() * 0.5))
      shares.set(key, share)
    }
    hourly.push(...shares.values())
  }
  await insertAll(minutes, (chunk) => db.insert(statMinute).values(chunk))
  await insertAll(viewers, (chunk) => db.insert(statViewerDay).values(chunk))
  await insertAll(hourly, (chunk) => db.insert(statHourly).values(chunk))

  // A year of days: an audience that grows, more on weekends.
  const days: (typeof statDaily.$inferInsert)[] = []
  let followers = 120
  for (let d = DAYS - 1; d >= 1; d--) {
    const date = new Date(today - d * DAY_MS)
    const growth = 1 + (DAYS - d) / 120
    const weekend = [0, 6].includes(date.getUTCDay()) ? 1.5 : 1
    const dayViewers = Math.round((30 + random() * 40) * growth * weekend)
    const newFollowers = Math.floor(random() * 6 * growth)
    followers += newFollowers
    days.push({
      channelId,
      day: date.toISOString().slice(0, 10),
      views: Math.round(dayViewers * (1.3 + random() * 0.4)),
      viewers: dayViewers,
      watchMs: Math.round(dayViewers * (15 + random() * 30) * 60_000),
      followers,
      newFollowers,
    })
  }
  await insertAll(days, (chunk) => db.insert(statDaily).values(chunk))

  await refreshBroadcasts(
    db,
    sql`select ${liveStreams.id} from ${liveStreams} where ${and(
      eq(liveStreams.channelId, channelId),
      isNotNull(liveStreams.endedAt),
    )}`,
    at,
  )
  // The demo's broadcasts were before its chat, follows and gems: their share is made up too.
  await db.execute(sql`update stat_broadcast set
      chat_messages = (unique_viewers * 7 + broadcast_id * 13) % 900 + unique_viewers,
      new_followers = (unique_viewers + broadcast_id * 3) % 17,
      gems = ((broadcast_id * 37) % 12) * 100
    where channel_id = ${channelId}`)
}
