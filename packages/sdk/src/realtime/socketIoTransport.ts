import type { Socket } from 'socket.io-client'
import { SOCKET_PATH } from '../contract/realtime/socket.contract'
import type { SocketHandshake } from '../contract/realtime/socket.schemas'
import type { SocketTransport, TransportSignal } from './socketTransport'

export interface SocketIoTransportOptions {
  /** The API's origin; the socket listens on its `SOCKET_PATH`. */
  baseUrl: string
  /**
   * Credentials sent in socket.io's CONNECT packet, not in the URL (so never in an access log):
   * an overlay's `{ widgetKey }`.
   */
  auth?: Record<string, string>
}

// The access token goes in socket.io's CONNECT packet (`auth`), never in the URL, where access
// logs and proxies keep it; the URL carries only the client id.
const queryOf = (handshake: SocketHandshake): Record<string, string> => ({
  clientId: handshake.clientId,
})

/**
 * The {@link SocketTransport} over socket.io-client 4, WebSocket only. socket.io-client is
 * imported on the first `connect`, so a page without real-time features never downloads it.
 * socket.io's own reconnection is off: the machine owns reconnection, and connects this same
 * socket again, so that the server can recover the session (its rooms and the events missed).
 *
 * @example
 * const transport = createSocketIoTransport({ baseUrl: 'https://api.example.com' })
 * transport.subscribe((signal) => signal.type === 'event' && console.log(signal.name))
 * transport.connect({ clientId: 'web', token })
 */
export function createSocketIoTransport(options: SocketIoTransportOptions): SocketTransport {
  const listeners = new Set<(signal: TransportSignal) => void>()
  const signal = (value: TransportSignal) => {
    for (const listener of [...listeners]) listener(value)
  }
  let socket: Socket | undefined
  let loading = false
  let handshake: SocketHandshake | undefined
  // Whether a connection is wanted: a drop while the library loads cancels the first connect.
  let wanted = false
  let closed = false

  const open = (io: typeof import('socket.io-client').io) => {
    const created = io(options.baseUrl, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: queryOf(handshake ?? { clientId: '' }),
      reconnection: false,
      autoConnect: false,
      // Each transport owns its connection: another on the same origin (a test, a second page
      // client) must not share it and be closed with it.
      forceNew: true,
      // Read at each connection: a fresh token after a refresh or a sign-in.
      auth: (send: (auth: Record<string, string>) => void) =>
        send({
          ...options.auth,
          ...(handshake?.token === undefined ? {} : { token: handshake.token }),
        }),
    })
    created.on('connect', () => signal({ type: 'connected', recovered: created.recovered }))
    created.on('disconnect', (reason) => signal({ type: 'disconnected', reason }))
    created.on('connect_error', (error) =>
      signal({ type: 'connect-error', message: error.message }),
    )
    created.onAny((name: string, payload: unknown) => signal({ type: 'event', name, payload }))
    return created
  }

  const connectNow = () => {
    if (!socket || closed || !wanted || socket.connected || !handshake) return
    // The handshake of the next connection: a fresh token after a refresh or a sign-in.
    socket.io.opts.query = queryOf(handshake)
    socket.connect()
  }

  return {
    connect(next) {
      if (closed) return
      handshake = next
      wanted = true
      if (socket) return connectNow()
      if (loading) return
      loading = true
      import('socket.io-client').then(
        ({ io }) => {
          if (closed) return
          socket = open(io)
          connectNow()
        },
        (error: unknown) => {
          // The chunk did not load (offline, a deploy replaced it): the next connect tries again.
          loading = false
          const message = error instanceof Error ? error.message : String(error)
          signal({ type: 'connect-error', message })
        },
      )
    },
    drop() {
      wanted = false
      if (!socket) return
      // Closing the connection underneath keeps the session on the server; disconnect() would
      // end it. A socket not connected yet has no session: disconnect() resets its attempt.
      if (socket.connected) socket.io.engine.close()
      else socket.disconnect()
    },
    close() {
      closed = true
      // Nobody hears the last disconnect: the machine that closes is stopping.
      listeners.clear()
      socket?.offAny()
      socket?.disconnect()
    },
    connected: () => socket?.connected === true,
    emitWithAck(name, payload, timeoutMs) {
      if (!socket?.connected) return Promise.reject(new Error('The socket is not connected'))
      const timed = socket.timeout(timeoutMs)
      // A command without a payload sends none: the server's handler then gets the ack first.
      return payload === undefined ? timed.emitWithAck(name) : timed.emitWithAck(name, payload)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
