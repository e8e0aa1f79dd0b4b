// What the gem benches share: a fresh PostgreSQL database of their own, the reference server
// on it (apps/server/scripts/gemsBenchServer.ts) that can be killed and started again, and the
// payment provider's part (orders paid by a signed webhook, as Stripe signs).
import { spawn } from 'node:child_process'
import { createHmac, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { root, stopProcess } from './lib.mjs'

const serverRequire = createRequire(join(root, 'apps/server/package.json'))
const postgres = serverRequire('postgres')

/** The bench's PostgreSQL: `BENCH_PG_URL`, by default 127.0.0.1:5432 as user postgres. */
export const PG_ADMIN =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const WEBHOOK_SECRET = 'whsec_bench_airwave'

/**
 * Drops and creates the database `name`, empty; answers its URL.
 *
 * @param {string} name
 */
export async function freshDatabase(name) {
  const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.unsafe(`create database "${name}"`)
  } finally {
    await admin.end({ timeout: 5 })
  }
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The gem bench server on `databaseUrl` (pinned to the core `BENCH_PIN` names, if any), ready: its url, its pid, the members
 * it made, `audit()` and `stop()`; `kill()` sends SIGKILL.
 *
 * @param {{ databaseUrl: string, port: number, members?: number }} options
 */
export async function startGemServer({ databaseUrl, port, members = 0 }) {
  // BENCH_PIN=0 pins the server to core 0 (a quiet machine); by default it runs where it can.
  const pin = process.env.BENCH_PIN ? ['taskset', '-c', process.env.BENCH_PIN] : []
  const [program, ...prefix] = [...pin, process.execPath]
  const child = spawn(
    program,
    [
      ...prefix,
      // BENCH_CPU_PROF=dir writes the server's CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--conditions=@airwave/source',
      '--import',
      'tsx',
      'scripts/gemsBenchServer.ts',
    ],
    {
      cwd: join(root, 'apps/server'),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        MEMBERS: String(members),
        WEBHOOK_SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: child.stdout })
  const waiting = []
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)))
  const nextLine = () =>
    new Promise((resolve, reject) => {
      const guard = setTimeout(() => reject(new Error('the gem server did not answer')), 180_000)
      waiting.push((value) => {
        clearTimeout(guard)
        resolve(value)
      })
    })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const first = await Promise.race([
    nextLine(),
    exited.then((code) => Promise.reject(new Error(`the gem server exited (${code})`))),
  ])
  return {
    url: first.url,
    members: first.members,
    pid: child.pid,
    async audit() {
      const answer = nextLine()
      child.stdin.write('audit\n')
      const { audit, error } = await answer
      if (error) throw new Error(error)
      return audit
    },
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
    stop: () => stopProcess(child),
  }
}

/**
 * The CPU time a process has used so far, in milliseconds (user + system, from /proc): a
 * figure that a loaded machine does not inflate as it does wall time.
 *
 * @param {number} pid
 */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** `Stripe-Signature` of a payload, as Stripe signs: `t=…,v1=` HMAC-SHA256 of `t.payload`. */
export function signature(payload, secret = WEBHOOK_SECRET) {
  const t = Math.floor(Date.now() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`
}

/**
 * The paid event of an order, as the provider sends it (a fixed event id: a redelivery is the
 * same event).
 *
 * @param {{ orderNo: string, checkoutUrl: string }} order
 * @param {number} amount minor units
 * @param {string} currency
 */
export function paidEvent(order, amount, currency) {
  const sessionId = decodeURIComponent(order.checkoutUrl.split('/').at(-1) ?? '')
  return JSON.stringify({
    id: `evt_bench_${order.orderNo}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: order.orderNo,
        metadata: { orderNo: order.orderNo },
        amount_total: amount,
        currency: currency.toLowerCase(),
        payment_status: 'paid',
        payment_intent: `pi_bench_${order.orderNo}`,
      },
    },
  })
}

/**
 * Delivers an event to the webhook route, freshly signed; answers the status (0: no answer) and
 * what the server did (`credited`, `duplicate`…).
 */
export async function deliver(url, payload) {
  try {
    const response = await fetch(`${url}/v2/item/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    })
    const body = await response.json().catch(() => ({}))
    return { status: response.status, outcome: body.data?.outcome }
  } catch {
    return { status: 0, outcome: undefined }
  }
}

/** A JSON call of the API as a member; throws on a failure envelope. */
export async function call(url, token, method, path, body, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = await response.json()
  if (!response.ok) throw Object.assign(new Error(`${method} ${path}: ${json.code}`), json)
  return json.data
}

/** Orders a NA pack for a member (a new idempotency key); answers the order. */
export const orderPack = (url, token, packId) =>
  call(
    url,
    token,
    'POST',
    '/v2/item/payment/order',
    { packId, region: 'NA' },
    {
      'idempotency-key': randomUUID(),
    },
  )

/** Percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
