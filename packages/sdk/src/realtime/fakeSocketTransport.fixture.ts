import type { SocketHandshake } from '../contract/realtime/socket.schemas'
import type { SocketTransport, TransportSignal } from './socketTransport'

/** A transport the test drives: it records what the machine asks and says what the test says. */
export interface FakeSocketTransport extends SocketTransport {
  handshakes: SocketHandshake[]
  sent: { name: string; payload: unknown }[]
  drops: number
  closed: boolean
  /** What the server answers to a command; `{ ok: true }` unless the test says otherwise. */
  answer: (name: string, payload: unknown) => unknown
  /** Says something as the socket would (a `connected` also makes `connected()` true). */
  signal(signal: TransportSignal): void
}

export function fakeSocketTransport(): FakeSocketTransport {
  const listeners = new Set<(signal: TransportSignal) => void>()
  let up = false
  const fake: FakeSocketTransport = {
    handshakes: [],
    sent: [],
    drops: 0,
    closed: false,
    answer: () => ({ ok: true }),
    signal(signal) {
      if (signal.type === 'connected') up = true
      if (signal.type === 'disconnected') up = false
      for (const listener of [...listeners]) listener(signal)
    },
    connect(handshake) {
      fake.handshakes.push(handshake)
    },
    drop() {
      fake.drops++
    },
    close() {
      fake.closed = true
    },
    connected: () => up,
    emitWithAck(name, payload) {
      fake.sent.push({ name, payload })
      if (!up) return Promise.reject(new Error('The socket is not connected'))
      return Promise.resolve(fake.answer(name, payload))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  return fake
}
