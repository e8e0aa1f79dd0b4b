#!/usr/bin/env node
// 1,000 concurrent cheers from 100 members on PostgreSQL, through the reference server (pinned
// to core 0) over HTTP on 127.0.0.1. Each member buys 1,000 gems through the payment path (an
// order, then the provider's signed webhook), then sends 10 cheers of 50 to 200 gems to the demo
// channel `airwave`, all at once; about one in ten is sent twice at the same moment with the
// same idempotency key (a client retrying). Some cheers ask more than the wallet has left.
// Checked: every retry answers as its first, every balance equals its transfers, none below
// zero, every unit sums to zero, one transfer per cheer that went through, each wallet and the
// channel hold exactly what the answers say. Printed: throughput and latency percentiles.
// Not a test: bounded (1,100 requests, a 3-minute guard), run by hand.
//
//   node bench/gems-cheers.mjs
//   BENCH_PORT=4161 BENCH_SEED=7 node bench/gems-cheers.mjs
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  cpuMs,
  deliver,
  freshDatabase,
  orderPack,
  paidEvent,
  percentile,
  startGemServer,
} from './gems.mjs'

const MEMBERS = 100
const CHEERS_EACH = 10
const RETRY_SHARE = 0.1
const PORT = Number(process.env.BENCH_PORT ?? 4161)
const SEED = Number(process.env.BENCH_SEED ?? 26)

/** A small seeded PRNG (mulberry32): the same plan every run of a seed. */
function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Runs `tasks` with at most `limit` at once. */
async function pool(tasks, limit) {
  const results = []
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]()
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}

/** JSON with every object's keys sorted. */
function canonical(value) {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`)
  console.log(`  ok  ${message}`)
}

const databaseUrl = await freshDatabase('aw_ledger_bench')
const server = await startGemServer({ databaseUrl, port: PORT, members: MEMBERS })
const guard = setTimeout(() => {
  console.error('bench guard: 3 minutes passed')
  server.kill().finally(() => process.exit(1))
}, 180_000)
try {
  console.log(`server ${server.url} (pid ${server.pid}), ${server.members.length} members`)
  // Each member buys 1,000 gems: the order, then the provider's signed webhook.
  const bought = await pool(
    server.members.map((member) => async () => {
      const order = await orderPack(server.url, member.token, 'gem-1000')
      return deliver(server.url, paidEvent(order, 999, 'USD'))
    }),
    10,
  )
  check(
    bought.every((answer) => answer.outcome === 'credited'),
    `${bought.length} orders paid by webhook`,
  )

  const random = prng(SEED)
  const plan = []
  for (const member of server.members) {
    for (let i = 0; i < CHEERS_EACH; i += 1) {
      plan.push({
        member,
        gem: 50 + Math.floor(random() * 151),
        key: randomUUID(),
        retried: random() < RETRY_SHARE,
      })
    }
  }
  const send = async (cheer) => {
    const started = performance.now()
    const response = await fetch(`${server.url}/v2/item/gem/cheer/airwave`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${cheer.member.token}`,
        'content-type': 'application/json',
        'idempotency-key': cheer.key,
      },
      body: JSON.stringify({ gem: cheer.gem, message: 'bench' }),
    })
    const body = await response.json()
    return { ms: performance.now() - started, status: response.status, body }
  }
  const requests = plan.flatMap((cheer) => (cheer.retried ? [cheer, cheer] : [cheer]))
  const cpuBefore = cpuMs(server.pid)
  const started = performance.now()
  // All at once by default; BENCH_CONCURRENCY caps the requests in flight (to compare).
  const cap = Number(process.env.BENCH_CONCURRENCY ?? requests.length)
  const answers = await pool(
    requests.map((cheer) => () => send(cheer)),
    cap,
  )
  const wallMs = performance.now() - started
  const serverCpuMs = cpuMs(server.pid) - cpuBefore

  // Pair each answer with its cheer; a retried cheer has two.
  const byKey = new Map()
  requests.forEach((cheer, i) => {
    const list = byKey.get(cheer.key) ?? []
    list.push(answers[i])
    byKey.set(cheer.key, list)
  })
  const statuses = {}
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
  const pairs = [...byKey.values()].filter((list) => list.length === 2)
  // Key order aside (a stored answer comes back from jsonb): the same status and answer.
  const same = (a, b) => a.status === b.status && canonical(a.body) === canonical(b.body)
  const differing = pairs.filter(([a, b]) => !same(a, b))
  if (differing.length > 0) console.log(JSON.stringify(differing[0]))
  check(differing.length === 0, `${pairs.length} retried cheers answered exactly as their first`)
  check(
    answers.every((a) => a.status === 200 || (a.status === 409 && a.body.code === 'ITE20001')),
    `every answer a cheer (200) or not enough gems (409 ITE20001): ${JSON.stringify(statuses)}`,
  )
  const spent = new Map()
  let through = 0
  for (const cheer of plan) {
    const [first] = byKey.get(cheer.key)
    if (first.status !== 200) continue
    through += 1
    spent.set(cheer.member.memberId, (spent.get(cheer.member.memberId) ?? 0) + cheer.gem)
  }
  const audit = await server.audit()
  check(
    audit.ledger.mismatched.length === 0,
    `every balance equals its transfers (${audit.ledger.accounts} accounts, ${audit.ledger.transfers} transfers)`,
  )
  check(audit.ledger.negative.length === 0, 'no balance below zero')
  check(
    Object.values(audit.ledger.sums).every((sum) => sum === 0),
    `every unit sums to zero ${JSON.stringify(audit.ledger.sums)}`,
  )
  const cheers = audit.kinds.find((row) => row.kind === 'cheer')?.n ?? 0
  check(
    cheers === through,
    `${cheers} cheer transfers for ${through} cheers that went through (no duplicate)`,
  )
  check(
    server.members.every(
      (m) => audit.wallets[`${m.channelId}@bench.test`] === 1000 - (spent.get(m.memberId) ?? 0),
    ),
    'each wallet holds 1,000 minus what its answers say it sent',
  )
  const total = [...spent.values()].reduce((a, b) => a + b, 0)
  check(audit.earnings === total, `the channel holds ${audit.earnings} gems, what the answers say`)

  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      requests: requests.length,
      cheers: plan.length,
      through,
      refused: plan.length - through,
      retried: pairs.length,
      wallMs: Math.round(wallMs),
      throughputPerS: Math.round((requests.length / wallMs) * 1000),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1)),
      serverCpuMsPerRequest: Number((serverCpuMs / requests.length).toFixed(2)),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    }),
  )
} finally {
  clearTimeout(guard)
  await server.stop()
}
