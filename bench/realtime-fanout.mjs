#!/usr/bin/env node
// Chat fan-out of the reference server against a bare socket.io broadcast, measured in the same
// run: the server under test on core 0, the sockets and the sender (this process) on core 1.
// Not part of the test command.
//
// - Deliveries per CPU-second: SOCKETS sockets sit in one room; MESSAGES chat messages are sent
//   one at a time (the next once every socket has the previous one, so nothing queues), and the
//   server process's own CPU time (user + system, from /proc) is divided into the deliveries
//   the sockets counted. For Airwave a message is a member's SEND_CHAT: parsed, checked, stored,
//   then broadcast to the channel's room through the adapter. The yardstick is a bare socket.io
//   4 server that rebroadcasts the same chat entry to one room.
// - Memory: each server's resident size with MEMORY_SOCKETS sockets in the room, less its size
//   before they connected, per socket; and the server's CPU time for those sockets to connect
//   and enter the room (for Airwave: the entry checks, presence and the room's chat history).
//
//   node bench/realtime-fanout.mjs
//   BENCH_RUNS=5 BENCH_SOCKETS=5000 BENCH_MESSAGES=100 node bench/realtime-fanout.mjs
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, median, root, startAirwaveServer, stopProcess, until } from './lib.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100)
const MEMORY_SOCKETS = Number(process.env.BENCH_MEMORY_SOCKETS ?? 10_000)
const CONNECT_BATCH = 250
const CHANNEL = 'airwave'
const PASSWORD = 'Airwave!2026'
// The server's own socket.io, so both sides of the comparison run the very same version.
const serverRequire = createRequire(join(root, 'apps/server/package.json'))
const { io } = serverRequire('socket.io-client')

/** CPU seconds (user + system) a process has used, from /proc/{pid}/stat. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function residentBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line.split(/\s+/)[1]) * 1024
}

function startProcess(args, env, cwd = root) {
  return spawn('taskset', ['-c', '0', process.execPath, ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

// The yardstick: socket.io with its defaults but WebSocket only, one room, and a rebroadcast of
// what the sender emits, acknowledged as Airwave's SEND_CHAT is. It broadcasts an entry of the
// very shape Airwave's has (the contract's chat entry), so both write the same bytes.
const BARE_SERVER = `
const { createServer } = require('node:http')
const { randomUUID } = require('node:crypto')
const { Server } = require(${JSON.stringify(serverRequire.resolve('socket.io'))})
const http = createServer()
const server = new Server(http, { transports: ['websocket'] })
server.on('connection', (socket) => {
  socket.on('ENTER_CHANNEL', (payload, ack) => { socket.join(payload.channelId); ack?.({ ok: true }) })
  socket.on('SEND_CHAT', (payload, ack) => {
    const entry = { type: 'CHAT_MESSAGE', logIdentity: randomUUID(), channelId: payload.channelId, viewerInfo: { viewerId: 'airwave', level: 2, chatNickname: 'Airwave' }, level: 2, nicknameColor: 'streamer', message: payload.message, blinded: false, createDate: new Date().toISOString() }
    server.to(payload.channelId).emit('CHAT_MESSAGE', entry)
    ack?.({ ok: true, entry })
  })
})
http.listen(Number(process.env.PORT), '127.0.0.1')
`

async function startBare() {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'airwave-fanout-bare-'))
  const file = join(dir, 'server.cjs')
  writeFileSync(file, BARE_SERVER)
  const child = startProcess([file], { PORT: String(port) })
  const url = `http://127.0.0.1:${port}`
  await until('the bare server', () => probeSocket(url))
  return {
    name: 'bare socket.io',
    url,
    pid: () => child.pid,
    token: undefined,
    stop: async () => {
      await stopProcess(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function startAirwave() {
  const server = await startAirwaveServer({
    env: { AIRWAVE_WRITE_RATE_LIMITS: '0' },
    command: ['taskset', '-c', '0'],
    dataDirPrefix: 'airwave-fanout-',
  })
  const signIn = await fetch(`${server.url}/member/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'streamer@airwave.test', password: PASSWORD }),
  })
  const { accessToken } = (await signIn.json()).data
  return {
    name: 'Airwave',
    url: server.url,
    // taskset execs node, so the child's pid is the server's.
    pid: () => server.pid,
    token: accessToken,
    stop: server.stop,
  }
}

function connect(url, clientId, token) {
  return io(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    // A loaded machine answers 250 handshakes at a time slowly: wait long, but not for ever.
    timeout: 120_000,
    query: token ? { clientId, token } : { clientId },
  })
}

async function probeSocket(url) {
  const socket = connect(url, 'probe')
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    })
    return true
  } finally {
    socket.close()
  }
}

/** Connects `count` sockets into the channel's room, `CONNECT_BATCH` at a time. */
async function fillRoom(server, count, onMessage) {
  const sockets = []
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => {
      const socket = connect(server.url, `bench-${start + i}`)
      if (onMessage) socket.on('CHAT_MESSAGE', onMessage)
      sockets.push(socket)
      return new Promise((resolve, reject) => {
        socket.once('connect_error', reject)
        socket.once('connect', () => {
          socket.timeout(30_000).emit('ENTER_CHANNEL', { channelId: CHANNEL }, (error, ack) => {
            if (error || !ack?.ok) reject(error ?? new Error(JSON.stringify(ack)))
            else resolve()
          })
        })
      })
    })
    await Promise.all(batch)
  }
  return sockets
}

async function fanOut(server) {
  let delivered = 0
  let waiting
  const onMessage = () => {
    delivered += 1
    if (waiting && delivered >= waiting.target) waiting.resolve()
  }
  const sockets = await fillRoom(server, SOCKETS, onMessage)
  const sender = connect(server.url, 'bench-sender', server.token)
  await new Promise((resolve) => sender.once('connect', resolve))
  const send = (message) =>
    new Promise((resolve, reject) => {
      sender
        .timeout(30_000)
        .emit('SEND_CHAT', { channelId: CHANNEL, message }, (error, ack) =>
          error || !ack?.ok ? reject(error ?? new Error(JSON.stringify(ack))) : resolve(),
        )
    })
  // One message first, outside the measure: the first send warms code paths up.
  const arrived = (target) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('deliveries timed out')), 60_000)
      waiting = {
        target,
        resolve: () => {
          clearTimeout(timer)
          waiting = undefined
          resolve()
        },
      }
      if (delivered >= target) waiting.resolve()
    })
  await send('warm-up')
  await arrived(SOCKETS)
  const before = cpuSeconds(server.pid())
  const startedAt = performance.now()
  const base = delivered
  for (let i = 0; i < MESSAGES; i++) {
    await send(`message ${i} of the fan-out benchmark`)
    await arrived(base + (i + 1) * SOCKETS)
  }
  const cpu = cpuSeconds(server.pid()) - before
  const seconds = (performance.now() - startedAt) / 1000
  const count = delivered - base
  sender.close()
  for (const socket of sockets) socket.close()
  return { perCpuSecond: count / cpu, perSecond: count / seconds, cpu }
}

async function memory(server) {
  const before = residentBytes(server.pid())
  const cpuBefore = cpuSeconds(server.pid())
  const sockets = await fillRoom(server, MEMORY_SOCKETS)
  // Let the server settle (its entry replies, presence writes) before reading its size.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = residentBytes(server.pid())
  const cpu = cpuSeconds(server.pid()) - cpuBefore
  for (const socket of sockets) socket.close()
  return {
    total: after,
    perSocket: (after - before) / MEMORY_SOCKETS,
    cpuPerEntry: cpu / MEMORY_SOCKETS,
  }
}

async function main() {
  const results = { Airwave: [], 'bare socket.io': [] }
  const memories = {}
  for (let run = 0; run < RUNS; run++) {
    // Alternate which goes first, so drift in the machine's load hits both alike.
    const order = run % 2 ? [startBare, startAirwave] : [startAirwave, startBare]
    for (const start of order) {
      const server = await start()
      try {
        results[server.name].push(await fanOut(server))
        if (run === 0) memories[server.name] = await memory(server)
      } finally {
        await server.stop()
      }
    }
  }
  const of = (name, key) => median(results[name].map((r) => r[key]))
  const k = (value) => `${Math.round(value / 1000)}k`
  console.log(
    `${SOCKETS} sockets in one room, ${MESSAGES} messages, median of ${RUNS} runs; memory at ${MEMORY_SOCKETS} sockets\n`,
  )
  console.log(
    `| server | deliveries per CPU-second | deliveries per second | resident at ${MEMORY_SOCKETS} sockets | per socket | server CPU per socket connecting and entering |`,
  )
  console.log('|---|---|---|---|---|---|')
  for (const name of ['Airwave', 'bare socket.io']) {
    const mem = memories[name]
    console.log(
      `| ${name} | ${k(of(name, 'perCpuSecond'))} | ${k(of(name, 'perSecond'))} | ${(mem.total / 2 ** 20).toFixed(0)} MiB | ${(mem.perSocket / 1024).toFixed(1)} KiB | ${(mem.cpuPerEntry * 1000).toFixed(2)} ms |`,
    )
  }
  const ratio = of('Airwave', 'perCpuSecond') / of('bare socket.io', 'perCpuSecond')
  // Each run's two servers ran back to back: their ratio is less moved by the machine's drift
  // than the ratio of the medians (bare alone has varied by 1.6x between runs on a shared host).
  const pairs = results.Airwave.map(
    (run, i) => run.perCpuSecond / results['bare socket.io'][i].perCpuSecond,
  )
  console.log(
    `\nAirwave / bare, deliveries per CPU-second: ${ratio.toFixed(2)} (goal: at least 0.8)`,
  )
  console.log(
    `Each run's ratio: ${pairs.map((r) => r.toFixed(2)).join(', ')}; their median ${median(pairs).toFixed(2)}`,
  )
}

// The load generator on core 1; the servers are started on core 0.
if (!process.env.BENCH_PINNED) {
  const child = spawn('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  })
  child.on('exit', (code) => process.exit(code ?? 1))
} else {
  await main()
}
