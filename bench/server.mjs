#!/usr/bin/env node
// Throughput and latency of the reference server, on loopback, with the server on core 0 and
// the load generator (this process) on core 1. A bare Fastify JSON route runs in the same way in
// the same run as the yardstick. Not part of the test command: the machines are noisy, so every
// figure is the median of several runs.
//
//   node bench/server.mjs                # PGlite and PostgreSQL (127.0.0.1:5432)
//   BENCH_DATABASES=pglite node bench/server.mjs
//   BENCH_RUNS=5 BENCH_SECONDS=10 node bench/server.mjs
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const PASSWORD = 'Airwave!2026'

// Pin the load generator to core 1; the servers are started on core 0.
if (!process.env.BENCH_PINNED) {
  const child = spawn('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  })
  child.on('exit', (code) => process.exit(code ?? 1))
} else {
  await main()
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function startProcess(label, args, env, cwd = root) {
  const child = spawn('taskset', ['-c', '0', process.execPath, ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  child.label = label
  return child
}

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

async function stop(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

async function json(url, init) {
  const res = await fetch(url, init)
  const body = await res.json()
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`)
  return body.data
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    )
  })
}

async function measure(name, options) {
  const rps = []
  const p99 = []
  let errors = 0
  for (let i = 0; i < RUNS; i++) {
    const result = await load(options)
    rps.push(result.requests.average)
    p99.push(result.latency.p99)
    errors += result.errors + result.non2xx
  }
  return { name, rps: median(rps), p99: median(p99), errors }
}

/**
 * Open-loop load: one request every 1000/rate ms on keep-alive connections, whatever the answers
 * do, each latency counted from the time its request was due (so a stalled server or generator
 * shows, no coordinated omission). autocannon's `overallRate` is not usable for this: each
 * connection sends its whole per-second quota back to back and then waits for the next second
 * (a burst of `rate` requests every second), and its coordinated-omission correction takes
 * `Math.ceil(1 / rate)` = 1 ms as the expected interval, so even a bare route shows a p99 of
 * 10-20 ms there.
 */
function paced(url, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const interval = 1000 / rate
  const total = Math.round(rate * seconds)
  const latencies = []
  let sent = 0
  let done = 0
  let errors = 0
  const start = performance.now()
  return new Promise((resolve) => {
    const finish = () => {
      if (++done < total) return
      agent.destroy()
      latencies.sort((a, b) => a - b)
      const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]
      resolve({ p50: at(0.5), p99: at(0.99), errors })
    }
    const fire = (due) => {
      http
        .get(url, { agent }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode !== 200) errors++
            latencies.push(performance.now() - due)
            finish()
          })
        })
        .on('error', () => {
          errors++
          finish()
        })
    }
    const tick = () => {
      const now = performance.now()
      while (sent < total && start + sent * interval <= now) fire(start + sent++ * interval)
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()))
    }
    tick()
  })
}

async function fixedRate(name, url, rate) {
  const p99 = []
  const p50 = []
  let errors = 0
  for (let i = 0; i < RUNS; i++) {
    const result = await paced(url, rate, SECONDS)
    p99.push(result.p99)
    p50.push(result.p50)
    errors += result.errors
  }
  const ms = (value) => Number(median(value).toFixed(2))
  return { name: `${name} at ${rate} req/s (paced)`, p50: ms(p50), p99: ms(p99), errors }
}

async function benchBare() {
  const port = 4101
  const child = startProcess('bare fastify', [join(root, 'bench/bareFastify.mjs')], {
    PORT: String(port),
  })
  try {
    await waitFor(`http://127.0.0.1:${port}/json`)
    return await measure('bare Fastify JSON route (yardstick)', {
      url: `http://127.0.0.1:${port}/json`,
    })
  } finally {
    await stop(child)
  }
}

async function benchServer(database) {
  const port = 4100
  const dataDir = mkdtempSync(join(tmpdir(), 'airwave-bench-'))
  // The like loop is one member far past any person's pace: the write limits would answer 429.
  const env = { PORT: String(port), AIRWAVE_DATA_DIR: dataDir, AIRWAVE_WRITE_RATE_LIMITS: '0' }
  if (database === 'postgres') {
    const admin = PG_ADMIN
    execFileSync('psql', [admin, '-qc', 'DROP DATABASE IF EXISTS airwave_bench'])
    execFileSync('psql', [admin, '-qc', 'CREATE DATABASE airwave_bench'])
    env.DATABASE_URL = admin.replace(/\/[^/]*$/, '/airwave_bench')
  }
  const child = startProcess(
    `server on ${database}`,
    ['--conditions=@airwave/source', '--import', 'tsx', 'src/main.ts'],
    env,
    join(root, 'apps/server'),
  )
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/healthz`)
    const tokens = await json(`${base}/member/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viewer1@airwave.test', password: PASSWORD }),
    })
    const auth = { authorization: `Bearer ${tokens.accessToken}` }
    const posts = await json(`${base}/v2/channel/post?channelId=airwave&page=1&limit=20`)
    const post = [...posts.list].sort((a, b) => b.commentCnt - a.commentCnt)[0]
    const commentsUrl = `${base}/v2/channel/post/${post.idx}/comment?page=1&limit=10&sort=recently`
    const rows = []
    rows.push(
      await measure(`comment page (post ${post.idx}, ${post.commentCnt} comments)`, {
        url: commentsUrl,
      }),
    )
    rows.push(
      await measure('comment page, signed in (per-member flags)', {
        url: commentsUrl,
        headers: auth,
      }),
    )
    rows.push(
      await measure('like and unlike a post (alternating)', {
        url: base,
        requests: [
          { method: 'POST', path: `/v2/channel/post/${post.idx}/like`, headers: auth },
          { method: 'DELETE', path: `/v2/channel/post/${post.idx}/like`, headers: auth },
        ],
      }),
    )
    rows.push(
      await measure('sign-in (argon2id verify)', {
        url: `${base}/member/auth/sign-in`,
        method: 'POST',
        connections: 4,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'viewer2@airwave.test', password: PASSWORD }),
      }),
    )
    const latency = await fixedRate('comment page', commentsUrl, 1000)
    return { rows, latency }
  } finally {
    await stop(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  console.log(
    `Airwave server benchmark: ${RUNS} runs of ${SECONDS} s, ${CONNECTIONS} connections, medians; server on core 0, load on core 1\n`,
  )
  const bare = await benchBare()
  console.log('| route | database | req/s (median) | p99 ms (median) | errors |')
  console.log('|---|---|---:|---:|---:|')
  console.log(`| ${bare.name} | none | ${bare.rps.toFixed(0)} | ${bare.p99} | ${bare.errors} |`)
  const latencies = []
  for (const database of DATABASES) {
    const { rows, latency } = await benchServer(database)
    for (const row of rows) {
      const ratio = ((row.rps / bare.rps) * 100).toFixed(0)
      console.log(
        `| ${row.name} | ${database} | ${row.rps.toFixed(0)} (${ratio}% of bare) | ${row.p99} | ${row.errors} |`,
      )
    }
    latencies.push({ database, ...latency })
  }
  console.log('\n| fixed rate | database | p50 ms | p99 ms | errors |')
  console.log('|---|---|---:|---:|---:|')
  for (const l of latencies) {
    console.log(`| ${l.name} | ${l.database} | ${l.p50} | ${l.p99} | ${l.errors} |`)
  }
}
