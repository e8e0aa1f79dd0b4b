import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import {
  type RoundRobinProxy,
  roundRobinProxy,
  startCluster,
  type TestCluster,
} from '../testing/cluster'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// Connection-state recovery: a client that drops for less than two minutes gets what it
// missed, nothing twice, on the instance it comes back to.

const reconnecting = { reconnection: true, reconnectionDelay: 50, reconnectionDelayMax: 200 }

type Entry = { logIdentity: string; message: string }

/** Drops the client's transport (as a network cut does) and waits until it is back. */
async function dropAndWait(receiver: TestSocket, meanwhile: () => Promise<void>) {
  const { socket } = receiver
  const down = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))
  socket.io.engine.close()
  await down
  await meanwhile()
  if (!socket.connected)
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return socket.recovered
}

async function checkRecovery(sendUrl: string, receiverUrl: string, fan: TestMember) {
  const receiver = await openSocket(receiverUrl, { clientId: 'r-1', options: reconnecting })
  try {
    expect(await receiver.command('ENTER_CHANNEL', { channelId: 'star' })).toEqual({ ok: true })
    const chat = chatClient(sendUrl, fan.token).chat
    const sent: string[] = []
    const send = async (message: string) => {
      sent.push((await chat.sendMessage('star', { message })).logIdentity)
    }
    await send('before')
    await receiver.next<Entry>('CHAT_MESSAGE', (e) => e.message === 'before')
    const recovered = await dropAndWait(receiver, async () => {
      await send('while away 1')
      await send('while away 2')
    })
    expect(recovered).toBe(true)
    await send('after')
    await receiver.next<Entry>('CHAT_MESSAGE', (e) => e.message === 'after')
    expect(receiver.all<Entry>('CHAT_MESSAGE').map((e) => e.logIdentity)).toEqual(sent)
    // The socket is still in its room and still counted.
    const info = await fetch(`${receiverUrl}/v2/stream/info/star`)
    expect(((await info.json()) as { data: { totalViewer: number } }).data.totalViewer).toBe(1)
  } finally {
    receiver.close()
  }
}

describe('one instance, in memory', () => {
  let server: RunningServer
  let fan: TestMember
  beforeAll(async () => {
    server = await startTestServer()
    await addMember(server, 'star')
    fan = await addMember(server, 'fan1')
  })
  afterAll(() => server?.stop())

  it('replays what was sent while the client was away, once', async () => {
    await checkRecovery(server.url, server.url, fan)
  })

  it('recovers after a network cut the server has not noticed yet', async () => {
    const proxy = await roundRobinProxy([server.url])
    const receiver = await openSocket(proxy.url, { clientId: 'r-cut', options: reconnecting })
    try {
      await receiver.command('ENTER_CHANNEL', { channelId: 'star' })
      const chat = chatClient(server.url, fan.token).chat
      const first = await chat.sendMessage('star', { message: 'before the cut' })
      await receiver.next<Entry>('CHAT_MESSAGE', (e) => e.logIdentity === first.logIdentity)
      const down = new Promise<void>((resolve) =>
        receiver.socket.once('disconnect', () => resolve()),
      )
      const back = new Promise<void>((resolve) => receiver.socket.once('connect', () => resolve()))
      // The server still holds the old connection; the client's return makes it let go.
      proxy.strand()
      await down
      const missed = await chat.sendMessage('star', { message: 'during the cut' })
      await back
      expect(receiver.socket.recovered).toBe(true)
      await receiver.next<Entry>('CHAT_MESSAGE', (e) => e.logIdentity === missed.logIdentity)
      expect(receiver.all<Entry>('CHAT_MESSAGE').map((e) => e.message)).toEqual([
        'before the cut',
        'during the cut',
      ])
    } finally {
      receiver.close()
      await proxy.close()
    }
  })

  it('keeps the identity of a recovered socket (it skips the handshake)', async () => {
    const socket = await openSocket(server.url, {
      clientId: 'r-member',
      token: fan.token,
      options: reconnecting,
    })
    try {
      // Recovery starts from the last packet received: one has to have come.
      await socket.command('ENTER_CHANNEL', { channelId: 'star' })
      const seen = await chatClient(server.url, fan.token).chat.sendMessage('star', {
        message: 'a first one',
      })
      await socket.next<Entry>('CHAT_MESSAGE', (e) => e.logIdentity === seen.logIdentity)
      expect(await dropAndWait(socket, async () => {})).toBe(true)
      const ack = await socket.command<{ ok: boolean }>('SEND_CHAT', {
        channelId: 'star',
        message: 'still me',
      })
      expect(ack.ok).toBe(true)
    } finally {
      socket.close()
    }
  })
})

describe('two instances on Redis, behind a load balancer', () => {
  let cluster: TestCluster
  let proxy: RoundRobinProxy
  let fan: TestMember
  beforeAll(async () => {
    cluster = await startCluster(2)
    const [a, b] = cluster.servers as [RunningServer, RunningServer]
    await addMember(a, 'star')
    fan = await addMember(a, 'fan1')
    proxy = await roundRobinProxy([a.url, b.url])
  })
  afterAll(async () => {
    await proxy?.close()
    await cluster?.stop()
  })

  it('recovers after a network cut the old instance has not noticed yet', async () => {
    const [a] = cluster.servers as [RunningServer]
    const receiver = await openSocket(proxy.url, { clientId: 'r-cut', options: reconnecting })
    try {
      await receiver.command('ENTER_CHANNEL', { channelId: 'star' })
      const chat = chatClient(a.url, fan.token).chat
      const first = await chat.sendMessage('star', { message: 'before the cut' })
      await receiver.next<Entry>('CHAT_MESSAGE', (e) => e.logIdentity === first.logIdentity)
      const down = new Promise<void>((resolve) =>
        receiver.socket.once('disconnect', () => resolve()),
      )
      const back = new Promise<void>((resolve) => receiver.socket.once('connect', () => resolve()))
      // The instance that held it still thinks it is connected: the new one asks it to let go.
      proxy.strand()
      await down
      const missed = await chat.sendMessage('star', { message: 'during the cut' })
      await back
      expect(receiver.socket.recovered).toBe(true)
      await receiver.next<Entry>('CHAT_MESSAGE', (e) => e.logIdentity === missed.logIdentity)
      expect(receiver.all<Entry>('CHAT_MESSAGE').map((e) => e.message)).toEqual([
        'before the cut',
        'during the cut',
      ])
    } finally {
      receiver.close()
    }
  })

  it('recovers on the other instance: what was missed, once', async () => {
    const [a] = cluster.servers as [RunningServer]
    const before = [...proxy.connections]
    await checkRecovery(a.url, proxy.url, fan)
    // Through the balancer: the receiver on one instance, back on the other, then the stream
    // info call: two connections to one, one to the other.
    const made = proxy.connections.map((n, i) => n - (before[i] ?? 0))
    expect(made.sort()).toEqual([1, 2])
  })
})
