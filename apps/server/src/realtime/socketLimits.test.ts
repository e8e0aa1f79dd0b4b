import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { startCluster, type TestCluster } from '../testing/cluster'
import { openSocket, type TestSocket } from '../testing/socketClient'

// The socket's limits on two instances of one cluster (one Redis, as behind a load balancer):
// a client that spreads its sockets over both instances still has one allowance.

type Ack = { ok: boolean; code?: string; retryAfterSeconds?: number }

let cluster: TestCluster
let a: RunningServer
let b: RunningServer
let fan: TestMember
const sockets: TestSocket[] = []

const open = async (server: RunningServer, clientId: string, token?: string) => {
  const socket = await openSocket(server.url, { clientId, ...(token ? { token } : {}) })
  sockets.push(socket)
  return socket
}
const enter = (socket: TestSocket) => socket.command<Ack>('ENTER_CHANNEL', { channelId: 'star' })

beforeAll(async () => {
  cluster = await startCluster(2, { config: { writeRateLimits: true } })
  ;[a, b] = cluster.servers as [RunningServer, RunningServer]
  await addMember(a, 'star')
  fan = await addMember(a, 'fan')
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await cluster?.stop()
})

describe('socket limits across instances', () => {
  it("count a member's room entries on every instance together", async () => {
    const onA = await open(a, 'fan-a', fan.token)
    const onB = await open(b, 'fan-b', fan.token)
    for (let i = 0; i < 5; i++) {
      expect(await enter(onA)).toEqual({ ok: true })
      expect(await enter(onB)).toEqual({ ok: true })
    }
    const refused = await enter(onB)
    expect(refused).toMatchObject({ ok: false, code: 'RATE_LIMITED' })
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(await enter(onA)).toMatchObject({ ok: false, code: 'RATE_LIMITED' })
  })

  it("count a guest's room entries by address and client id, on every instance", async () => {
    const onA = await open(a, 'guest-1')
    const onB = await open(b, 'guest-1')
    for (let i = 0; i < 10; i++) expect(await enter(onA)).toEqual({ ok: true })
    expect(await enter(onB)).toMatchObject({ ok: false, code: 'RATE_LIMITED' })
    // Another guest (another browser) from the same address enters.
    expect(await enter(await open(b, 'guest-2'))).toEqual({ ok: true })
  })

  it("count a client's token swaps (AUTH) on every instance together", async () => {
    const member = await addMember(a, 'swapper')
    const onA = await open(a, 'swapper-browser')
    const onB = await open(b, 'swapper-browser')
    for (let i = 0; i < 10; i++) {
      expect(await onA.command<Ack>('AUTH', { token: member.token })).toEqual({ ok: true })
    }
    expect(await onB.command<Ack>('AUTH', { token: member.token })).toMatchObject({
      ok: false,
      code: 'RATE_LIMITED',
    })
  })

  it('count chat sends on every instance together', async () => {
    const sender = await addMember(a, 'sender')
    const onA = await open(a, 'send-a', sender.token)
    const onB = await open(b, 'send-b', sender.token)
    const say = (socket: TestSocket, message: string) =>
      socket.command<Ack>('SEND_CHAT', { channelId: 'star', message })
    for (let i = 0; i < 10; i++) {
      expect((await say(onA, `a${i}`)).ok).toBe(true)
      expect((await say(onB, `b${i}`)).ok).toBe(true)
    }
    const refused = await say(onB, 'one too many')
    expect(refused).toMatchObject({ ok: false, code: 'RATE_LIMITED' })
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
  })
})
