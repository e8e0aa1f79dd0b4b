import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import {
  type RoundRobinProxy,
  roundRobinProxy,
  startCluster,
  type TestCluster,
} from '../testing/cluster'
import { openSocket, type TestSocket } from '../testing/socketClient'

// The chaos test: 10,000 messages from 20 senders to 50 receivers spread over two instances on
// Redis, while receivers drop at random and come back (through a round-robin balancer, so
// mostly on the other instance) within the recovery window. At the end every receiver holds
// every message exactly once, in each sender's order.

const SENDERS = 20
const PER_SENDER = 500
const MESSAGES = SENDERS * PER_SENDER
const RECEIVERS = 50
/** Transport drops over the run: one every 100 messages acknowledged. */
const DROPS = 100
const DROP_EVERY = MESSAGES / DROPS
/**
 * The run fails when nothing moves (no acknowledgement, no delivery) for this long: a stall, not
 * a slow machine. On a busy CI machine the run has taken over 150 s while always progressing.
 */
const STALL_MS = 60_000
/** The outer bound of the whole run. */
const RUN_LIMIT_MS = 900_000

let cluster: TestCluster
let proxy: RoundRobinProxy
const senders: TestSocket[] = []
const receivers: Receiver[] = []

interface Receiver {
  socket: TestSocket
  messages: string[]
  recovered: number
  notRecovered: number
  /** Resolves once `count` messages have arrived. */
  reached(count: number): Promise<void>
}

// A seeded generator: a failing run can be replayed with the same drops.
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

async function receiver(index: number): Promise<Receiver> {
  const socket = await openSocket(proxy.url, {
    clientId: `receiver-${index}`,
    options: { reconnection: true, reconnectionDelay: 20, reconnectionDelayMax: 200 },
  })
  const messages: string[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  const self: Receiver = {
    socket,
    messages,
    recovered: 0,
    notRecovered: 0,
    reached(count) {
      if (messages.length >= count) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ count, resolve }))
    },
  }
  socket.socket.on('CHAT_MESSAGE', (entry: { type: string; message: string }) => {
    if (entry.type !== 'CHAT_MESSAGE') return
    messages.push(entry.message)
    for (const waiter of [...waiters]) {
      if (messages.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  })
  // Every connection after the first is a reconnection; `recovered` is set as it connects.
  socket.socket.on('connect', () => {
    if (socket.socket.recovered) self.recovered++
    else self.notRecovered++
  })
  const ack = await socket.command('ENTER_CHANNEL', { channelId: 'star' })
  expect(ack).toEqual({ ok: true })
  return self
}

beforeAll(async () => {
  cluster = await startCluster(2)
  const [a, b] = cluster.servers as [RunningServer, RunningServer]
  await addMember(a, 'star')
  proxy = await roundRobinProxy([a.url, b.url])
  const members: TestMember[] = []
  for (let i = 0; i < SENDERS; i++) members.push(await addMember(a, `sender${i}`))
  for (const [i, member] of members.entries()) {
    const server = i % 2 === 0 ? a : b
    senders.push(await openSocket(server.url, { clientId: `sender-${i}`, token: member.token }))
  }
  for (let i = 0; i < RECEIVERS; i++) receivers.push(await receiver(i))
})

afterAll(async () => {
  for (const socket of senders) socket.close()
  for (const r of receivers) r.socket.close()
  await proxy?.close()
  await cluster?.stop()
})

describe('chaos', () => {
  it(
    'delivers every message to every receiver exactly once, in each sender’s order',
    async () => {
      const next = random(12)
      let acknowledged = 0
      let drops = 0
      const drop = () => {
        const target = receivers[Math.floor(next() * receivers.length)]
        // One already away comes back on its own; it is not dropped twice at once.
        if (!target?.socket.socket.connected) return
        drops++
        target.socket.socket.io.engine.close()
      }
      const send = async (sender: TestSocket, index: number) => {
        for (let seq = 0; seq < PER_SENDER; seq++) {
          const ack = await sender.command<{ ok: boolean; code?: string }>('SEND_CHAT', {
            channelId: 'star',
            message: `${index}:${seq}`,
          })
          if (!ack.ok) throw new Error(`send ${index}:${seq} refused: ${ack.code}`)
          acknowledged++
          if (acknowledged % DROP_EVERY === 0) drop()
        }
      }
      const started = Date.now()
      let guard: NodeJS.Timeout | undefined
      const progress = () => receivers.reduce((sum, r) => sum + r.messages.length, acknowledged)
      const hang = new Promise<never>((_, reject) => {
        let seen = -1
        let movedAt = Date.now()
        guard = setInterval(() => {
          const now = progress()
          if (now !== seen) {
            seen = now
            movedAt = Date.now()
            return
          }
          if (Date.now() - movedAt < STALL_MS) return
          const counts = receivers.map((r) => `${r.messages.length}/${r.notRecovered}`)
          const state = `${acknowledged} acknowledged; receivers (messages/not recovered)`
          reject(new Error(`stalled: ${state} ${counts.join(',')} of ${MESSAGES + 1}`))
        }, 1_000)
      })
      try {
        await Promise.race([Promise.all(senders.map((sender, i) => send(sender, i))), hang])
        // A last message after all the others: once every receiver has it, nothing is still
        // on its way (each receiver gets pushes in stream order).
        const last = await senders[0]?.command<{ ok: boolean }>('SEND_CHAT', {
          channelId: 'star',
          message: 'end',
        })
        expect(last?.ok).toBe(true)
        await Promise.race([Promise.all(receivers.map((r) => r.reached(MESSAGES + 1))), hang])
      } finally {
        clearInterval(guard)
      }
      const seconds = (Date.now() - started) / 1000

      expect(acknowledged).toBe(MESSAGES)
      expect(drops).toBeGreaterThan(DROPS / 2)
      for (const [index, r] of receivers.entries()) {
        const problem = (what: string) => `receiver ${index}: ${what}`
        expect(r.messages.length, problem('count')).toBe(MESSAGES + 1)
        expect(r.messages.at(-1), problem('last')).toBe('end')
        expect(new Set(r.messages).size, problem('duplicates')).toBe(MESSAGES + 1)
        const lastSeq = new Map<string, number>()
        for (const text of r.messages.slice(0, -1)) {
          const [sender = '', seq = ''] = text.split(':')
          const n = Number(seq)
          expect(n, problem(`order of sender ${sender}`)).toBe((lastSeq.get(sender) ?? -1) + 1)
          lastSeq.set(sender, n)
        }
        expect(r.notRecovered, problem('a reconnection was not recovered')).toBe(0)
      }
      const recoveries = receivers.reduce((sum, r) => sum + r.recovered, 0)
      expect(recoveries).toBe(drops)
      console.info(
        `chaos: ${MESSAGES} messages, ${RECEIVERS} receivers, ${drops} drops recovered, ${seconds.toFixed(1)} s`,
      )
    },
    RUN_LIMIT_MS,
  )
})
