#!/usr/bin/env node
// The reference server at a real platform's size, on PostgreSQL: 10,000 channels, 1,000 of them
// live at once, 100,000 videos, 1,000,000 video comments (100,000 on one video), 100,000
// followers on one channel. It seeds a database of its own (dropped and made again each run),
// starts the server on it as `npm start` would with DATABASE_URL, and asks the calls of the main
// pages at a steady 200 requests a second each: the latency of every request, p50 and p95,
// against the server's `/healthz` at the same rate in the same round (the yardstick: what
// HTTP and the machine cost). Then the plans of the pages' heaviest queries (EXPLAIN).
//
//   node bench/scale.mjs
//
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test): a database to connect to first; the
// bench makes `airwave_scale` beside it. BENCH_RATE (200) requests a second, BENCH_SECONDS (10)
// a measure, BENCH_ROUNDS (3); BENCH_SCALE (1) multiplies the seed's counts (0.1 for a quick
// look). BENCH_KEEP=1 leaves the database for a look afterwards; with BENCH_ROUNDS=0 the bench
// only seeds it, checks that every call answers and shows the plans: no load.
//
// The load is open-loop: a request leaves at its time whether or not the ones before it were
// answered, and its latency counts from that time, so a server that falls behind shows it
// (autocannon's connections wait for their answers, which hides the queue, and it reports no
// p95). It is bounded: BENCH_RATE × BENCH_SECONDS requests, at most 256 in flight, and a hard
// stop at three times the measure's length.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { median, root, startAirwaveServer } from './lib.mjs'

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const rate = Number(process.env.BENCH_RATE ?? 200)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const scale = Number(process.env.BENCH_SCALE ?? 1)
const MAX_IN_FLIGHT = 256
const DATABASE = 'airwave_scale'

// postgres.js is the server's driver; the bench borrows it rather than adding its own.
const postgres = createRequire(join(root, 'apps/server/package.json'))('postgres')

const count = (n) => Math.max(1, Math.round(n * scale))
const CHANNELS = count(10_000)
const LIVE = count(1_000)
const VIDEOS = count(100_000)
const COMMENTS = count(1_000_000)
const HOT_COMMENTS = count(100_000)
const FOLLOWERS = count(100_000)

const databaseUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${DATABASE}`
  return url.toString()
})()

async function recreateDatabase() {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`)
    await admin.unsafe(`create database ${DATABASE}`)
  } finally {
    await admin.end({ timeout: 5 })
  }
}

// Words of channel names and video titles, for search to find (and to misspell).
const WORDS = [
  'pixel',
  'river',
  'summit',
  'harbor',
  'ember',
  'canyon',
  'meadow',
  'orbit',
  'falcon',
  'lantern',
  'glacier',
  'thunder',
  'velvet',
  'mosaic',
  'cobalt',
  'saffron',
  'quartz',
  'tundra',
  'willow',
  'zephyr',
]
const word = (n) =>
  `(array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + ((${n}) % ${WORDS.length})]`

/**
 * The platform's rows, beside the demo data the server seeded: in SQL, set-based, one
 * statement a table. Scale members own the channels and follow the demo streamer's channel.
 */
async function seedScale(sql) {
  const started = performance.now()
  const step = async (what, statement) => {
    const at = performance.now()
    await sql.unsafe(statement)
    console.log(`  ${what}: ${((performance.now() - at) / 1000).toFixed(1)} s`)
  }
  const members = CHANNELS + FOLLOWERS
  await step(
    `${members.toLocaleString('en')} members`,
    `insert into members (email, password_hash, birth_date)
     select 'scale-' || g || '@scale.airwave.test',
            (select password_hash from members where email = 'streamer@airwave.test'),
            '1990-01-01'
     from generate_series(1, ${members}) g`,
  )
  await step(
    `${CHANNELS.toLocaleString('en')} channels`,
    `insert into channels (handle, nickname, owner_id, created_at)
     select 'scale' || g, initcap(${word('g')}) || ' ' || initcap(${word('g / 20')}) || ' ' || g,
            m.id, now() - g * interval '1 hour'
     from generate_series(1, ${CHANNELS}) g
     join members m on m.email = 'scale-' || g || '@scale.airwave.test'`,
  )
  await step(
    'their owners act as them',
    `update members m set active_channel_id = c.id from channels c
     where c.owner_id = m.id and c.handle like 'scale%'`,
  )
  await step(
    `${LIVE.toLocaleString('en')} broadcasts live`,
    `insert into live_streams (channel_id, title, is_stream, started_at, heartbeat_at, tags)
     select c.id, initcap(${word('g * 3')}) || ' live ' || g, true,
            now() - g * interval '10 seconds', now(), array[${word('g')}]
     from generate_series(1, ${LIVE}) g join channels c on c.handle = 'scale' || g`,
  )
  // One statement's rows take consecutive ids: the scale videos are the ids after these.
  const [{ before }] = await sql`select coalesce(max(id), 0)::int as before from media_vods`
  await step(
    `${VIDEOS.toLocaleString('en')} videos`,
    `insert into media_vods (channel_id, title, status, progress, duration, width, height,
                             view_count, created_at, updated_at)
     select c.id, initcap(${word('g * 7')}) || ' ' || ${word('g / 3')} || ' ' || g, 'ready', 100,
            60 + g % 3600, 1280, 720, g % 5000, now() - g * interval '1 minute', now()
     from generate_series(1, ${VIDEOS}) g
     join channels c on c.handle = 'scale' || (1 + g % ${CHANNELS})`,
  )
  // The hot video, the first scale video, has HOT_COMMENTS of the comments.
  await step(
    `${COMMENTS.toLocaleString('en')} video comments`,
    `with first as (select min(id) as id from media_vods where id > ${before})
     insert into post_comments (vod_id, member_id, channel_id, content, created_at)
     select case when g <= ${HOT_COMMENTS} then (select id from first)
                 else (select id from first) + g % ${VIDEOS} end,
            c.owner_id, c.id, 'Comment ' || g || ' about ' || ${word('g')},
            now() - g * interval '1 second'
     from generate_series(1, ${COMMENTS}) g
     join channels c on c.handle = 'scale' || (1 + g % ${CHANNELS})`,
  )
  await step(
    `${FOLLOWERS.toLocaleString('en')} followers of airwave`,
    `insert into channel_follows (member_id, channel_id, created_at)
     select m.id, (select id from channels where handle = 'airwave'), now() - g * interval '1 second'
     from generate_series(${CHANNELS + 1}, ${members}) g
     join members m on m.email = 'scale-' || g || '@scale.airwave.test'`,
  )
  await step('analyze', 'analyze')
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * Asks `url` at `rate` a second for `seconds`; the latency of each request from the time it was
 * due. Answers the latencies (ms) and how many failed.
 */
async function steadyLoad(url, headers = {}) {
  const total = Math.round(rate * seconds)
  const latencies = []
  /** @type {Map<string, number>} why requests failed: their status, `network` or `skipped` */
  const failures = new Map()
  const fail = (why) => failures.set(why, (failures.get(why) ?? 0) + 1)
  let sent = 0
  let inFlight = 0
  const started = performance.now()
  const deadline = started + seconds * 3000
  await new Promise((resolve) => {
    const settle = () => {
      if (sent >= total && inFlight === 0) resolve()
    }
    const tick = () => {
      const now = performance.now()
      if (now > deadline) return resolve()
      const due = Math.min(total, Math.floor(((now - started) / 1000) * rate))
      while (sent < due) {
        const dueAt = started + (sent / rate) * 1000
        sent++
        if (inFlight >= MAX_IN_FLIGHT) {
          fail('skipped')
          continue
        }
        inFlight++
        fetch(url, { headers })
          .then(async (response) => {
            await response.arrayBuffer()
            if (!response.ok) fail(String(response.status))
          })
          .catch(() => fail('network'))
          .finally(() => {
            latencies.push(performance.now() - dueAt)
            inFlight--
            settle()
          })
      }
      if (sent < total) setTimeout(tick, 1)
      else settle()
    }
    tick()
  })
  return { latencies, failures, total }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Where PostgreSQL writes its log (Debian's), for the plans auto_explain logs. */
const pgLog = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log'

/**
 * The plans of every query each call makes, as PostgreSQL ran them (auto_explain, with ANALYZE,
 * into the server's log): the server restarted with auto_explain on for this database, each
 * call asked once, and the log's new plans read back. Skipped where the log cannot be read.
 */
async function explainCalls(calls) {
  if (!existsSync(pgLog)) {
    console.log(`\nplans: no PostgreSQL log at ${pgLog} (BENCH_PG_LOG), skipped`)
    return
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_timing': 'on',
  }
  for (const [name, value] of Object.entries(settings))
    await admin.unsafe(`alter database ${DATABASE} set ${name} = '${value}'`)
  await admin.end({ timeout: 5 })
  const server = await startAirwaveServer({ env: { DATABASE_URL: databaseUrl } })
  try {
    const token = await signIn(server.url, 'streamer@airwave.test')
    console.log('\nplans (auto_explain, ANALYZE), the queries over 1 ms of each call:')
    for (const [name, path, headers] of calls.slice(1)) {
      const from = statSync(pgLog).size
      const auth = headers ? { authorization: `Bearer ${token}` } : {}
      const response = await fetch(`${server.url}${path}`, { headers: auth })
      await response.arrayBuffer()
      // The log is written by another process: give it a moment to flush.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const text = readFileSync(pgLog, 'utf8').slice(from)
      console.log(`\n${name} (${path}):`)
      for (const plan of text.split(/\n(?=\S)/)) {
        const head = /duration: ([\d.]+) ms\s+plan:/.exec(plan)
        if (!head || Number(head[1]) < 1) continue
        const query = /Query Text: (.*)/.exec(plan)?.[1] ?? ''
        const nodes = plan
          .split('\n')
          .filter((line) => line.includes('(actual time='))
          .map(
            (line) =>
              `      ${line
                .replace(/\s*\(cost=[^)]*\)/, '')
                .trim()
                .slice(0, 150)}`,
          )
        console.log(`  ${head[1]} ms: ${query.slice(0, 140)}`)
        console.log(nodes.slice(0, 12).join('\n'))
      }
    }
  } finally {
    await server.stop()
  }
}

async function signIn(url, email) {
  const response = await fetch(`${url}/member/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Airwave!2026' }),
  })
  if (!response.ok) throw new Error(`sign-in: ${response.status}`)
  return (await response.json()).data.accessToken
}

async function main() {
  console.log(
    `scale: ${CHANNELS} channels, ${LIVE} live, ${VIDEOS} videos, ${COMMENTS} comments ` +
      `(${HOT_COMMENTS} on one video), ${FOLLOWERS} followers; ${rate} requests/s for ${seconds} s, ${rounds} rounds`,
  )
  await recreateDatabase()
  // The server migrates the new database and seeds the demo data, as a first `npm start` does.
  let server = await startAirwaveServer({ env: { DATABASE_URL: databaseUrl } })
  await server.stop()
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} })
  // Broadcasts stay ON while their heartbeat is fresh (30 s): the bench renews it.
  let heartbeat
  try {
    await seedScale(sql)
    const renew = () =>
      sql`update live_streams set heartbeat_at = now() where is_stream`.catch(() => {})
    heartbeat = setInterval(renew, 5_000)
    server = await startAirwaveServer({ env: { DATABASE_URL: databaseUrl } })
    const token = await signIn(server.url, 'streamer@airwave.test')
    const [hot] =
      await sql`select vod_id as id from post_comments group by vod_id order by count(*) desc limit 1`
    const deepFollowerPage = Math.max(1, Math.floor(FOLLOWERS / 30 / 2))
    const calls = [
      ['yardstick: /healthz', '/healthz'],
      ['home: live row', '/v2/stream?page=1&limit=8'],
      ['home: recent videos', '/v2/vod?page=1&limit=8'],
      ['live list', '/v2/stream?page=1&limit=20'],
      ['search, typo "pixle"', '/v2/search/channel?keyword=pixle&page=1&limit=20'],
      ['search videos, typo "rivr"', '/v2/search/video?keyword=rivr&page=1&limit=20'],
      ['channel page: info', '/v2/channel/info/scale42'],
      ['channel page: videos', '/vod/list/scale42?page=1&limit=20'],
      [`video comments (${HOT_COMMENTS} on it)`, `/vodComment/list/${hot.id}`],
      ['followers, page 1', '/v2/channel/follower?page=1', { authorization: `Bearer ${token}` }],
      [
        `followers, page ${deepFollowerPage}`,
        `/v2/channel/follower?page=${deepFollowerPage}`,
        { authorization: `Bearer ${token}` },
      ],
    ]
    // A look first: each call answers, and warms up.
    for (const [name, path, headers] of calls) {
      const response = await fetch(`${server.url}${path}`, { headers })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${name}: ${path} answered ${response.status}`)
    }
    if (rounds === 0) {
      console.log(`seeded, and every call answers: ${databaseUrl}`)
      await server.stop()
      await explainCalls(calls)
      return
    }
    const results = new Map(calls.map(([name]) => [name, []]))
    for (let round = 1; round <= rounds; round++) {
      for (const [name, path, headers] of calls) {
        const { latencies, failures, total } = await steadyLoad(`${server.url}${path}`, headers)
        results.get(name).push({
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          failures,
          total,
        })
      }
      console.log(`round ${round} of ${rounds} done`)
    }
    const yardstick = median(results.get(calls[0][0]).map((r) => r.p95))
    console.log(`\n| call | p50 ms | p95 ms | p95 / yardstick | failed |`)
    console.log('|---|---|---|---|---|')
    for (const [name] of calls) {
      const runs = results.get(name)
      const p50 = median(runs.map((r) => r.p50))
      const p95 = median(runs.map((r) => r.p95))
      const whys = new Map()
      for (const run of runs)
        for (const [why, n] of run.failures) whys.set(why, (whys.get(why) ?? 0) + n)
      const failed = [...whys.values()].reduce((sum, n) => sum + n, 0)
      const total = runs.reduce((sum, r) => sum + r.total, 0)
      const why = failed ? ` (${[...whys].map(([w, n]) => `${w}: ${n}`).join(', ')})` : ''
      console.log(
        `| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${(p95 / yardstick).toFixed(1)}× | ${failed} of ${total}${why} |`,
      )
    }
    console.log('\n(p50 and p95: medians of the rounds; each round asks every call in turn.)')
    await server.stop()
    await explainCalls(calls)
  } finally {
    clearInterval(heartbeat)
    await sql.end({ timeout: 5 })
    await server.stop().catch(() => {})
    if (process.env.BENCH_KEEP !== '1') {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
      await admin.unsafe(`drop database if exists ${DATABASE} with (force)`).catch(() => {})
      await admin.end({ timeout: 5 })
    }
  }
}

await main()
