import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { startCluster, type TestCluster } from '../testing/cluster'
import { openSocket, type TestSocket } from '../testing/socketClient'

// Two instances of the server on one database and one Redis, as behind a load balancer.

let cluster: TestCluster
let a: RunningServer
let b: RunningServer
let fan: TestMember
let crowdWatcher: TestSocket
const sockets: TestSocket[] = []

// Each client from an address of its own (the instances trust X-Forwarded-For, as behind a
// proxy): guests are counted at most three per address.
const addresses = new Map<string, string>()
const addressOf = (clientId: string) => {
  if (!addresses.has(clientId)) addresses.set(clientId, `198.51.100.${addresses.size + 1}`)
  return addresses.get(clientId) ?? ''
}
const open = async (server: RunningServer, clientId: string, token?: string) => {
  const socket = await openSocket(server.url, {
    clientId,
    ...(token ? { token } : {}),
    options: { extraHeaders: { 'x-forwarded-for': addressOf(clientId) } },
  })
  sockets.push(socket)
  return socket
}
type Ack = { ok: boolean; code?: string; entry?: { logIdentity: string } }
const enter = (socket: TestSocket, channelId: string) =>
  socket.command<Ack>('ENTER_CHANNEL', { channelId })
const viewers = async (server: RunningServer, channelId: string) =>
  (
    (await (await fetch(`${server.url}/v2/stream/info/${channelId}`)).json()) as {
      data: { totalViewer: number }
    }
  ).data.totalViewer

beforeAll(async () => {
  cluster = await startCluster(2, { config: { trustProxy: true } })
  ;[a, b] = cluster.servers as [RunningServer, RunningServer]
  await addMember(a, 'star')
  await addMember(a, 'crowd')
  fan = await addMember(a, 'fan1')
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await cluster?.stop()
})

describe('two instances on one Redis', () => {
  it('delivers a message sent through one instance to sockets on the other', async () => {
    const onB = await open(b, 'x-b')
    const onA = await open(a, 'x-a')
    await enter(onB, 'star')
    await enter(onA, 'star')
    const viaRest = await chatClient(a.url, fan.token).chat.sendMessage('star', {
      message: 'rest on A',
    })
    const sender = await open(a, 'x-sender', fan.token)
    const viaSocket = await sender.command<Ack>('SEND_CHAT', {
      channelId: 'star',
      message: 'socket on A',
    })
    expect(viaSocket.ok).toBe(true)
    for (const socket of [onA, onB]) {
      await socket.next('CHAT_MESSAGE', (e) => e.logIdentity === viaSocket.entry?.logIdentity)
      const got = socket.all<{ logIdentity: string }>('CHAT_MESSAGE').map((e) => e.logIdentity)
      expect(got).toEqual([viaRest.logIdentity, viaSocket.entry?.logIdentity])
    }
    // And back: sent through B, seen on A.
    const back = await chatClient(b.url, fan.token).chat.sendMessage('star', { message: 'on B' })
    await onA.next('CHAT_MESSAGE', (e) => e.logIdentity === back.logIdentity)
  })

  it('counts viewers across instances, a client id on both once', async () => {
    const watcher = await open(a, 'v-watcher')
    crowdWatcher = watcher
    await enter(watcher, 'crowd')
    await enter(await open(a, 'v-1'), 'crowd')
    await enter(await open(b, 'v-2'), 'crowd')
    await enter(await open(b, 'v-3'), 'crowd')
    // One client with a tab on each instance.
    await enter(await open(a, 'v-both'), 'crowd')
    await enter(await open(b, 'v-both'), 'crowd')
    expect(await viewers(a, 'crowd')).toBe(5)
    expect(await viewers(b, 'crowd')).toBe(5)
    await watcher.next('LIVE_INFO', (e) => e.totalViewer === 5)
  })

  it("forgets a stopped instance's viewers and keeps the others'", async () => {
    expect(await viewers(a, 'crowd')).toBe(5)
    await b.stop()
    // On A: the watcher, v-1 and v-both's tab there.
    expect(await viewers(a, 'crowd')).toBe(3)
    await crowdWatcher.next('LIVE_INFO', (e) => e.totalViewer === 3)
  })
})
