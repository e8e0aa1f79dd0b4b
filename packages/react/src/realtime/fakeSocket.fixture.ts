import {
  createRealtime,
  type Realtime,
  type SocketHandshake,
  type SocketTransport,
  type TransportSignal,
} from '@airwave/sdk/realtime'
import { fromCallback } from 'xstate'

/** A socket the test plays the server of: it records what the page sends and says what the test says. */
export interface FakeSocket extends SocketTransport {
  handshakes: SocketHandshake[]
  /** Every command sent, in order. */
  sent: { name: string; payload: unknown }[]
  /** The server's answer to a command; `{ ok: true }` unless the test says otherwise. */
  answer: (name: string, payload: unknown) => unknown
  /** Whether a connection attempt succeeds at once (default true). */
  accepts: boolean
  /** The server pushes an event. */
  push(name: string, payload: unknown): void
  /** The connection is lost (the page then reconnects, if `accepts`). */
  lose(): void
  signal(signal: TransportSignal): void
}

/**
 * A fake socket transport: connects at once when `accepts`, answers commands with `answer`.
 *
 * @example
 * const socket = fakeSocket()
 * socket.answer = (name) => (name === 'SEND_CHAT' ? { ok: false, code: 'CHT10001', message: 'no' } : { ok: true })
 */
export function fakeSocket(): FakeSocket {
  const listeners = new Set<(signal: TransportSignal) => void>()
  let up = false
  const socket: FakeSocket = {
    handshakes: [],
    sent: [],
    accepts: true,
    answer: () => ({ ok: true }),
    signal(signal) {
      if (signal.type === 'connected') up = true
      if (signal.type === 'disconnected') up = false
      for (const listener of [...listeners]) listener(signal)
    },
    push(name, payload) {
      socket.signal({ type: 'event', name, payload })
    },
    lose() {
      socket.signal({ type: 'disconnected', reason: 'transport close' })
    },
    connect(handshake) {
      socket.handshakes.push(handshake)
      // As a real socket: the connection comes after the call, not inside it.
      if (socket.accepts)
        queueMicrotask(() => socket.signal({ type: 'connected', recovered: false }))
      else queueMicrotask(() => socket.signal({ type: 'connect-error', message: 'refused' }))
    },
    drop() {
      up = false
    },
    close() {
      up = false
    },
    connected: () => up,
    emitWithAck(name, payload) {
      socket.sent.push({ name, payload })
      if (!up) return Promise.reject(new Error('The socket is not connected'))
      return Promise.resolve(socket.answer(name, payload))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  return socket
}

/** The browser's online and offline events, ignored: a test says them through `network`. */
const quietNetwork = fromCallback(() => undefined)

/**
 * The page's real-time connection over a fake socket, as a test gives the provider. The
 * browser's network events are left to the real machine unless `quiet` (then offline never
 * comes from jsdom).
 *
 * @example
 * const socket = fakeSocket()
 * render(<AirwaveProvider client={client} realtime={fakeRealtime(socket)}>…</AirwaveProvider>)
 */
export function fakeRealtime(socket: FakeSocket, options: { quiet?: boolean } = {}): Realtime {
  return createRealtime({
    baseUrl: 'http://127.0.0.1:9',
    clientId: 'test',
    transport: socket,
    random: () => 0,
    logger: () => {},
    ...(options.quiet ? { provide: { actors: { network: quietNetwork } } } : {}),
  })
}
