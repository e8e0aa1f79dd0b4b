import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, type Socket } from 'socket.io'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromCallback } from 'xstate'
import { SOCKET_PATH } from '../contract/realtime/socket.contract'
import { createRealtime, type Realtime } from './createRealtime'

// One real socket.io server on 127.0.0.1, port 0, with connection-state recovery on, as the
// reference server runs it; the client is the SDK's own, socket.io-client underneath.

const entry = (logIdentity: string) => ({
  type: 'CHAT_MESSAGE',
  logIdentity,
  channelId: 'airwave',
  message: `message ${logIdentity}`,
})

async function startServer() {
  const http = createServer()
  const io = new Server(http, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    connectionStateRecovery: { maxDisconnectionDuration: 60_000, skipMiddlewares: true },
  })
  const handshakes: unknown[] = []
  const enters: string[] = []
  const sockets: Socket[] = []
  const disconnects: string[] = []
  io.on('connection', (socket) => {
    sockets.push(socket)
    if (!socket.recovered)
      handshakes.push({ query: { ...socket.handshake.query }, auth: { ...socket.handshake.auth } })
    socket.on('ENTER_CHANNEL', (payload: { channelId: string }, ack: (answer: unknown) => void) => {
      enters.push(payload.channelId)
      socket.join(payload.channelId)
      ack({ ok: true })
    })
    socket.on('disconnect', (reason) => disconnects.push(reason))
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  const close = () =>
    new Promise<void>((resolve) => {
      io.close(() => resolve())
    })
  return {
    io,
    baseUrl: `http://127.0.0.1:${port}`,
    handshakes,
    enters,
    sockets,
    disconnects,
    close,
  }
}

// The test says when the network goes away and comes back.
function controlledNetwork() {
  let send: ((event: { type: 'ONLINE' | 'OFFLINE' }) => void) | undefined
  const actor = fromCallback(({ sendBack }) => {
    send = sendBack
  })
  return {
    actor,
    offline: () => send?.({ type: 'OFFLINE' }),
    online: () => send?.({ type: 'ONLINE' }),
  }
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const waitUntil = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 })

describe('the socket.io transport against a real socket.io server', () => {
  it('connects, enters, receives parsed events, and recovers its session after a drop', async () => {
    const server = await startServer()
    cleanups.push(server.close)
    const network = controlledNetwork()
    const logged: string[] = []
    const realtime: Realtime = createRealtime({
      baseUrl: server.baseUrl,
      clientId: 'web',
      provide: { actors: { network: network.actor } },
      random: () => 0,
      logger: (message) => logged.push(message),
    })
    cleanups.push(() => realtime.stop())
    const received: string[] = []
    realtime.on('CHAT_MESSAGE', (message) => received.push(message.logIdentity))
    realtime.enter('airwave')

    await waitUntil(() => expect(server.enters).toEqual(['airwave']))
    expect(realtime.status()).toBe('connected')
    expect(server.handshakes).toEqual([
      { query: { clientId: 'web', EIO: '4', transport: 'websocket' }, auth: {} },
    ])
    server.io.to('airwave').emit('CHAT_MESSAGE', entry('l1'))
    server.io.to('airwave').emit('CHAT_MESSAGE', { ...entry('l2'), type: 'WHISPER' })
    server.io.to('airwave').emit('CHAT_MESSAGE', entry('l3'))
    await waitUntil(() => expect(received).toEqual(['l1', 'l3']))
    expect(logged).toEqual(['Realtime: dropped an invalid CHAT_MESSAGE'])

    // The network goes: the connection is cut as a lost network would cut it.
    network.offline()
    await waitUntil(() => expect(server.disconnects).toEqual(['transport close']))
    expect(realtime.status()).toBe('offline')
    server.io.to('airwave').emit('CHAT_MESSAGE', entry('l4'))

    // Back: the same socket connects again, the server recovers the session with its room and
    // replays what was missed; nobody entered the channel again.
    network.online()
    await waitUntil(() => expect(received).toEqual(['l1', 'l3', 'l4']))
    expect(realtime.status()).toBe('connected')
    expect(realtime.actor.getSnapshot().context.recovered).toBe(true)
    expect(server.enters).toEqual(['airwave'])
    expect(server.handshakes).toHaveLength(1)
  })

  it('enters again when the server ends the session, and sends the token in the CONNECT packet, not the URL', async () => {
    const server = await startServer()
    cleanups.push(server.close)
    const network = controlledNetwork()
    const realtime = createRealtime({
      baseUrl: server.baseUrl,
      clientId: 'web',
      session: { getAccessToken: async () => 'tok-1', subscribe: () => () => {} },
      provide: { actors: { network: network.actor } },
      random: () => 0,
    })
    cleanups.push(() => realtime.stop())
    const received: string[] = []
    realtime.on('CHAT_MESSAGE', (message) => received.push(message.logIdentity))
    realtime.enter('airwave')
    await waitUntil(() => expect(server.enters).toEqual(['airwave']))
    // The URL (what access logs keep) has no token; socket.io's auth payload has it.
    expect(server.handshakes).toEqual([
      { query: { clientId: 'web', EIO: '4', transport: 'websocket' }, auth: { token: 'tok-1' } },
    ])

    // A disconnection the server chose: no session to recover, the machine connects anew.
    server.sockets[0]?.disconnect(true)
    await waitUntil(() => expect(server.enters).toEqual(['airwave', 'airwave']))
    expect(server.handshakes).toHaveLength(2)
    expect(realtime.actor.getSnapshot().context.recovered).toBe(false)
    server.io.to('airwave').emit('CHAT_MESSAGE', entry('l9'))
    await waitUntil(() => expect(received).toEqual(['l9']))
  })

  it('sends a command and reads its acknowledgement', async () => {
    const server = await startServer()
    cleanups.push(server.close)
    server.io.on('connection', (socket) => {
      socket.on('SEND_CHAT', (payload: { message: string }, ack: (answer: unknown) => void) =>
        ack({ ok: false, code: 'CHT10003', message: `slow: ${payload.message}` }),
      )
    })
    const realtime = createRealtime({
      baseUrl: server.baseUrl,
      clientId: 'web',
      provide: { actors: { network: controlledNetwork().actor } },
    })
    cleanups.push(() => realtime.stop())
    await waitUntil(() => expect(realtime.status()).toBe('connected'))
    const ack = await realtime.send('SEND_CHAT', { channelId: 'airwave', message: ' hi ' })
    expect(ack).toEqual({ ok: false, code: 'CHT10003', message: 'slow: hi' })
  })
})
