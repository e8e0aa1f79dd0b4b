#!/usr/bin/env node
// The statistics' intake and pages on PostgreSQL, through the reference server over HTTP on
// 127.0.0.1 (a fresh database, the demo data, write limits off: one address drives thousands of
// viewers). Not a test: bounded, run by hand.
//
// 1. Intake: 2,000 simulated viewers of `airwave` send their events as the SDK's log client
//    does (batches of 50: a few plays' starts, heartbeats, quality changes, ends), 16 batches in
//    flight, 2,400 batches (120,000 events) at most or 30 s. Printed: events/s accepted, batch
//    latency, and the rollup's lag (how far the rolled-up watermark is behind now) sampled
//    during the run and the time until every event is rolled up after it.
// 2. Pages: 1,000 past broadcasts' aggregates seeded for `airwave`, then 300 calls of the
//    broadcast list (pages 1 to 50), 100 of one broadcast, 100 of the channel by day and by
//    month, one at a time. Printed: p50 and p95 of each; the budget is 100 ms p95.
//
//   node bench/stats-intake.mjs
//   BENCH_SECONDS=10 BENCH_CONCURRENCY=8 node bench/stats-intake.mjs
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { freshDatabase, percentile } from './gems.mjs'
import { median, root, startAirwaveServer } from './lib.mjs'

// The server's own client: the bench reads the rollup's watermark and seeds aggregates with it.
const postgres = createRequire(join(root, 'apps/server/package.json'))('postgres')

const VIEWERS = 2_000
const BATCH = 50
const MAX_BATCHES = 2_400
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const TARGET_EVENTS_PER_S = 5_000
const PAGE_BUDGET_MS = 100

const databaseUrl = await freshDatabase('aw_stats_bench')
const sqlc = postgres(databaseUrl, { max: 2, onnotice: () => {} })
const server = await startAirwaveServer({
  env: { DATABASE_URL: databaseUrl, AIRWAVE_WRITE_RATE_LIMITS: '0' },
  dataDirPrefix: 'airwave-stats-bench-',
})
const guard = setTimeout(() => {
  console.error('bench guard: 4 minutes passed')
  server.stop().finally(() => process.exit(1))
}, 240_000)

async function post(path, body, token) {
  const started = performance.now()
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.code} ${json.message}`)
  return { data: json.data, ms: performance.now() - started }
}

async function get(path, token) {
  const started = performance.now()
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.code}`)
  return performance.now() - started
}

/** A viewer's next events, as its player sends them: a start, heartbeats, a change, an end. */
function viewerEvents(n, step) {
  const viewId = `view-${n}-${Math.floor(step / 20)}`
  const base = {
    clientId: `bench-${n}`,
    viewId,
    channelId: 'airwave',
    streamType: 'live',
    clientType: n % 3 === 0 ? 'mobile' : 'pc',
  }
  const phase = step % 20
  if (phase === 0) return { kind: 'bin', ...base }
  if (phase === 19) return { kind: 'bout', ...base, watchMs: 12_000 }
  if (phase === 7) return { kind: 'change-quality', ...base, quality: '720p' }
  return { kind: 'cstatus', ...base, watchMs: 30_000 }
}

const lagOf = async () => {
  const [row] = await sqlc`select extract(epoch from now() - watermark) * 1000 as lag
    from stat_rollup_state where name = 'events'`
  return row ? Number(row.lag) : Number.NaN
}

try {
  const { data: pair } = await post('/member/auth/sign-in', {
    email: 'streamer@airwave.test',
    password: 'Airwave!2026',
  })
  const token = pair.accessToken

  // 1. Intake.
  let sent = 0
  let accepted = 0
  let step = 0
  const latencies = []
  const lags = []
  const deadline = Date.now() + SECONDS * 1000
  const started = performance.now()
  const sampler = setInterval(() => {
    lagOf().then(
      (lag) => lags.push(lag),
      () => {},
    )
  }, 1_000)
  const worker = async () => {
    while (sent < MAX_BATCHES && Date.now() < deadline) {
      sent++
      const events = []
      for (let i = 0; i < BATCH; i++) {
        const n = (step * BATCH + i) % VIEWERS
        events.push(viewerEvents(n, Math.floor((step * BATCH + i) / VIEWERS)))
      }
      step++
      const { data, ms } = await post('/log/batch', { events })
      accepted += data.accepted
      latencies.push(ms)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  const endedAt = Date.now()
  clearInterval(sampler)
  const rate = accepted / seconds
  latencies.sort((a, b) => a - b)
  console.log(
    `intake: ${accepted} events in ${seconds.toFixed(1)} s = ${Math.round(rate)} events/s`,
  )
  console.log(
    `  batch of ${BATCH}: p50 ${median(latencies).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  )
  console.log(
    `  rollup lag during the run: median ${Math.round(median(lags))} ms, max ${Math.round(Math.max(...lags.filter(Number.isFinite)))} ms (job every 10 s, reads up to 5 s ago)`,
  )
  // Every event received before the end rolled up: the watermark passes the end.
  const caughtUp = Date.now()
  for (let i = 0; i < 120; i++) {
    const [row] = await sqlc`select watermark from stat_rollup_state where name = 'events'`
    if (row && new Date(row.watermark).getTime() >= endedAt) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.log(
    `  everything rolled up ${((Date.now() - caughtUp) / 1000).toFixed(1)} s after the run`,
  )
  const [rolled] = await sqlc`select coalesce(sum(views), 0)::int as views from stat_hourly
    where hour >= date_trunc('hour', now() - interval '10 minutes')`
  console.log(
    `  plays rolled up: ${rolled.views} of ${Math.ceil(accepted / 20)} sent (one in 20 events)`,
  )
  console.log(
    `  ${rate >= TARGET_EVENTS_PER_S ? 'ok' : 'BELOW'}  ${TARGET_EVENTS_PER_S} events/s target`,
  )

  // 2. Pages over 1,000 broadcasts.
  const [channel] = await sqlc`select id from channels where handle = 'airwave'`
  await sqlc`
    with made as (
      insert into live_streams (channel_id, title, is_stream, started_at, ended_at, ended_reason)
      select ${channel.id}, 'Bench broadcast ' || g, false,
        now() - (g || ' hours')::interval * 9, now() - (g || ' hours')::interval * 9 + interval '3 hours', 0
      from generate_series(1, 1000) g
      returning id, channel_id, title, started_at, ended_at)
    insert into stat_broadcast (broadcast_id, channel_id, title, started_at, ended_at,
      peak_viewers, average_viewers, unique_viewers, views, watch_ms, chat_messages,
      new_followers, gems)
    select id, channel_id, title, started_at, ended_at, 100 + id % 50, 60.5, 300, 420,
      420 * 1800000, 900, 12, 3000 from made`
  const [sample] = await sqlc`select broadcast_id from stat_broadcast
    where channel_id = ${channel.id} order by broadcast_id desc limit 1`
  await sqlc`insert into stat_minute (channel_id, broadcast_id, minute, viewers)
    select ${channel.id}, ${sample.broadcast_id}, s, 50 + (extract(minute from s))::int
    from generate_series(now() - interval '3 hours', now(), interval '1 minute') s
    on conflict do nothing`
  const measure = async (label, paths) => {
    for (const path of paths.slice(0, 10)) await get(path, token) // warm up
    const times = []
    for (const path of paths) times.push(await get(path, token))
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    console.log(
      `${label}: ${times.length} calls, p50 ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms  ${p95 < PAGE_BUDGET_MS ? 'ok' : 'OVER'} (${PAGE_BUDGET_MS} ms)`,
    )
  }
  await measure(
    'broadcast list (1,000 broadcasts, pages 1-50)',
    Array.from(
      { length: 300 },
      (_, i) => `/v2/stats/broadcast/airwave?page=${(i % 50) + 1}&limit=20`,
    ),
  )
  await measure(
    'one broadcast (3 h curve, breakdowns)',
    Array.from({ length: 100 }, () => `/v2/stats/broadcast/airwave/${sample.broadcast_id}`),
  )
  await measure(
    'channel by day and by month',
    Array.from(
      { length: 100 },
      (_, i) => `/v2/stats/channel/airwave?unit=${i % 2 ? 'month' : 'day'}`,
    ),
  )
} finally {
  clearTimeout(guard)
  await sqlc.end({ timeout: 5 })
  await server.stop()
}
