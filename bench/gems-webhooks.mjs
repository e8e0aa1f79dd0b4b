#!/usr/bin/env node
// The provider's webhooks across a crash, on PostgreSQL: 200 orders, their 200 paid events
// delivered 8 at a time; once half have been answered the server is killed (SIGKILL: no
// graceful stop, requests in flight cut); it is started again on the same database and all 200
// events are delivered again, as a provider redelivers what it did not see acknowledged.
// Checked: every redelivery is taken (200), credits equal paid orders exactly (one purchase
// transfer per order and unit, every order SUCCESS, the wallet holds 200 packs), the ledger's
// invariants hold. Not a test: bounded (600 requests, a 4-minute guard), run by hand.
//
//   node bench/gems-webhooks.mjs
//   BENCH_PORT=4162 node bench/gems-webhooks.mjs
import { deliver, freshDatabase, orderPack, paidEvent, startGemServer } from './gems.mjs'

const ORDERS = 200
const AT_ONCE = 8
const PORT = Number(process.env.BENCH_PORT ?? 4162)
const PACK = { id: 'gem-100', gem: 100, minor: 99 }

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`)
  console.log(`  ok  ${message}`)
}

/**
 * Delivers every payload, `AT_ONCE` at a time; `onAnswer` is told each answer (and may cut the
 * run short by answering true: the rest are not sent). Answers each payload's status, 0 for no
 * answer and undefined for not sent.
 */
async function deliverAll(url, payloads, onAnswer = () => false) {
  const statuses = Array.from(payloads, () => undefined)
  let next = 0
  let stop = false
  const worker = async () => {
    while (!stop && next < payloads.length) {
      const index = next++
      statuses[index] = await deliver(url, payloads[index])
      if (onAnswer(statuses[index].status)) stop = true
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return statuses
}

const databaseUrl = await freshDatabase('aw_ledger_bench')
let server = await startGemServer({ databaseUrl, port: PORT, members: 1 })
const guard = setTimeout(() => {
  console.error('bench guard: 4 minutes passed')
  server.kill().finally(() => process.exit(1))
}, 240_000)
try {
  const [buyer] = server.members
  const orders = []
  for (let i = 0; i < ORDERS; i += 1) orders.push(await orderPack(server.url, buyer.token, PACK.id))
  const payloads = orders.map((order) => paidEvent(order, PACK.minor, 'USD'))
  console.log(`${orders.length} orders made; delivering their paid events ${AT_ONCE} at a time`)

  let answered = 0
  let killing
  const started = performance.now()
  const first = await deliverAll(server.url, payloads, (status) => {
    if (status === 200) answered += 1
    if (answered >= ORDERS / 2 && !killing) {
      killing = server.kill()
      return true
    }
    return false
  })
  await killing
  const acknowledged = first.filter((answer) => answer?.status === 200).length
  const cut = first.filter((answer) => answer?.status === 0).length
  const unsent = first.filter((answer) => answer === undefined).length
  console.log(
    `SIGKILL after ${acknowledged} acknowledged: ${cut} deliveries cut in flight, ${unsent} not sent`,
  )

  server = await startGemServer({ databaseUrl, port: PORT })
  const restarted = performance.now()
  const second = await deliverAll(server.url, payloads)
  const redeliveredMs = performance.now() - restarted
  check(
    second.every((answer) => answer?.status === 200),
    `all ${ORDERS} redeliveries taken (200)`,
  )
  const outcomes = {}
  for (const answer of second) outcomes[answer.outcome] = (outcomes[answer.outcome] ?? 0) + 1
  // A cut delivery may have committed before the kill: its redelivery is then a duplicate.
  check(
    (outcomes.credited ?? 0) + (outcomes.duplicate ?? 0) === ORDERS &&
      (outcomes.duplicate ?? 0) >= acknowledged,
    `redelivered: ${JSON.stringify(outcomes)} (${acknowledged} acknowledged before the kill)`,
  )

  const audit = await server.audit()
  const success = audit.orders.find((row) => row.status === 'SUCCESS')?.n ?? 0
  const credits = audit.kinds.filter((row) => row.kind === 'purchase')
  check(success === ORDERS, `${success} orders SUCCESS of ${ORDERS} paid`)
  check(
    credits.length === 2 && credits.every((row) => row.n === ORDERS),
    `one purchase transfer per order and unit: ${JSON.stringify(credits)}`,
  )
  const wallet = audit.wallets[`${buyer.channelId}@bench.test`]
  check(
    wallet === ORDERS * PACK.gem,
    `the wallet holds ${wallet} gems: ${ORDERS} packs of ${PACK.gem}`,
  )
  check(
    audit.ledger.mismatched.length === 0,
    `every balance equals its transfers (${audit.ledger.transfers} transfers)`,
  )
  check(audit.ledger.negative.length === 0, 'no balance below zero')
  check(
    Object.values(audit.ledger.sums).every((sum) => sum === 0),
    `every unit sums to zero ${JSON.stringify(audit.ledger.sums)}`,
  )
  console.log(
    JSON.stringify({
      orders: ORDERS,
      acknowledgedBeforeKill: acknowledged,
      cutInFlight: cut,
      notSentBeforeKill: unsent,
      firstRunMs: Math.round(restarted - started),
      redeliveryMs: Math.round(redeliveredMs),
      redelivered: outcomes,
      credits: credits.map((row) => `${row.unit}:${row.n}`),
      wallet,
    }),
  )
} finally {
  clearTimeout(guard)
  await server.stop()
}
