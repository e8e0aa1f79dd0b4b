#!/usr/bin/env node
// 500 concurrent pledges to one challenge mission on PostgreSQL, through the reference server
// over HTTP on 127.0.0.1, then its cancel. 100 members buy 1,000 gems each through the payment
// path (an order, then the provider's signed webhook); one proposes a mission to the demo
// channel `airwave` (which takes missions, minimum 100 gems); then all of them send 5 pledges of
// 100 gems each, all at once; the proposer cancels it. Checked: every pledge went through and
// the mission's total is their sum, one pledge transfer each; after the cancel the sum of all
// wallets is what it was before the first pledge, every wallet is back, every balance equals its
// transfers, none below zero, every unit sums to zero. Printed: the pledges' wall time,
// throughput, latency percentiles and the cancel's time. Not a test: bounded (600 requests, a
// 3-minute guard), run by hand.
//
//   node bench/mission-pledges.mjs
//   BENCH_PORT=4163 BENCH_CONCURRENCY=25 node bench/mission-pledges.mjs
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  call,
  deliver,
  freshDatabase,
  orderPack,
  paidEvent,
  percentile,
  startGemServer,
} from './gems.mjs'

const MEMBERS = 100
const PLEDGES_EACH = 5
const GEM = 100
const PORT = Number(process.env.BENCH_PORT ?? 4163)

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

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`)
  console.log(`  ok  ${message}`)
}

const sumOf = (wallets) => Object.values(wallets).reduce((a, b) => a + b, 0)

const databaseUrl = await freshDatabase('aw_mission_bench')
const server = await startGemServer({ databaseUrl, port: PORT, members: MEMBERS })
const guard = setTimeout(() => {
  console.error('bench guard: 3 minutes passed')
  server.kill().finally(() => process.exit(1))
}, 180_000)
try {
  console.log(`server ${server.url} (pid ${server.pid}), ${server.members.length} members`)
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
  const before = await server.audit()
  const walletsBefore = sumOf(before.wallets)

  const [proposer] = server.members
  const mission = await call(
    server.url,
    proposer.token,
    'POST',
    '/v2/mission',
    { streamerChannelId: 'airwave', title: 'The crowd pledges', gem: GEM },
    { 'idempotency-key': randomUUID() },
  )
  const pledges = server.members.flatMap((member) =>
    Array.from({ length: PLEDGES_EACH }, () => ({ member, key: randomUUID() })),
  )
  const send = async (pledge) => {
    const started = performance.now()
    const response = await fetch(`${server.url}/v2/mission/${mission.missionIdx}/gem`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${pledge.member.token}`,
        'content-type': 'application/json',
        'idempotency-key': pledge.key,
      },
      body: JSON.stringify({ gem: GEM }),
    })
    const body = await response.json()
    return { ms: performance.now() - started, status: response.status, body }
  }
  // All at once by default; BENCH_CONCURRENCY caps the requests in flight.
  const cap = Number(process.env.BENCH_CONCURRENCY ?? pledges.length)
  const started = performance.now()
  const answers = await pool(
    pledges.map((pledge) => () => send(pledge)),
    cap,
  )
  const wallMs = performance.now() - started
  const statuses = {}
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
  check(
    answers.every((a) => a.status === 200),
    `${answers.length} pledges answered 200 ${JSON.stringify(statuses)}`,
  )
  const total = GEM * (pledges.length + 1)
  const now = await call(server.url, proposer.token, 'GET', `/v2/mission/${mission.missionIdx}`)
  check(now.totalGem === total, `the mission holds ${now.totalGem} gems, the sum of the pledges`)
  const during = await server.audit()
  const pledgeTransfers = during.kinds.find((row) => row.kind === 'pledge')?.n ?? 0
  // The demo data's pledges are there too.
  const demoPledges = before.kinds.find((row) => row.kind === 'pledge')?.n ?? 0
  check(
    pledgeTransfers - demoPledges === pledges.length + 1,
    `${pledgeTransfers - demoPledges} pledge transfers for ${pledges.length + 1} pledges`,
  )

  const cancelStarted = performance.now()
  const cancelled = await call(
    server.url,
    proposer.token,
    'DELETE',
    `/v2/mission/${mission.missionIdx}`,
  )
  const cancelMs = performance.now() - cancelStarted
  check(cancelled.missionStatus === 7, 'the proposer cancelled it (status 7)')
  const after = await server.audit()
  check(
    sumOf(after.wallets) === walletsBefore,
    `the sum of all wallets is unchanged (${walletsBefore} gems)`,
  )
  check(
    server.members.every((m) => after.wallets[`${m.channelId}@bench.test`] === 1000),
    'every giver holds their 1,000 gems again',
  )
  check(after.ledger.mismatched.length === 0, 'every balance equals its transfers')
  check(after.ledger.negative.length === 0, 'no balance below zero')
  check(
    Object.values(after.ledger.sums).every((sum) => sum === 0),
    `every unit sums to zero ${JSON.stringify(after.ledger.sums)}`,
  )

  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      pledges: pledges.length,
      inFlight: Math.min(cap, pledges.length),
      wallMs: Math.round(wallMs),
      throughputPerS: Math.round((pledges.length / wallMs) * 1000),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1)),
      cancelMs: Math.round(cancelMs),
      releases:
        (after.kinds.find((row) => row.kind === 'release')?.n ?? 0) -
        (before.kinds.find((row) => row.kind === 'release')?.n ?? 0),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    }),
  )
} finally {
  clearTimeout(guard)
  await server.stop()
}
