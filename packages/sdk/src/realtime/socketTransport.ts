import type { SocketHandshake } from '../contract/realtime/socket.schemas'

/** What the connection underneath says happened. Payloads are raw: nothing here is parsed yet. */
export type TransportSignal =
  /** Connected; `recovered`: the server restored the session (its rooms, the missed events). */
  | { type: 'connected'; recovered: boolean }
  /** The connection ended; `reason` as socket.io names it (`transport close`, `ping timeout`...). */
  | { type: 'disconnected'; reason: string }
  /** A connection attempt failed: the server was unreachable or refused the handshake. */
  | { type: 'connect-error'; message: string }
  /** A pushed event, by name, with its first argument. */
  | { type: 'event'; name: string; payload: unknown }

/**
 * The seam between the real-time machine and the socket library: a handful of operations over
 * one socket that lives as long as the transport. The machine decides when to connect; the
 * transport never reconnects on its own.
 *
 * @example
 * const transport: SocketTransport = createSocketIoTransport({ baseUrl: 'https://api.example.com' })
 * const stop = transport.subscribe((signal) => console.log(signal.type))
 * transport.connect({ clientId: 'web' })
 */
export interface SocketTransport {
  /**
   * Connects with this handshake, or connects again the same socket after a loss: the server can
   * then recover the session (socket.io's connection-state recovery keys on the same socket).
   */
  connect(handshake: SocketHandshake): void
  /**
   * Cuts the connection as a network loss would (the browser went offline): the server keeps the
   * session for recovery, and `connect` may follow.
   */
  drop(): void
  /** Leaves for good: the server forgets the session. */
  close(): void
  /** Whether the socket is connected now. */
  connected(): boolean
  /**
   * Sends an event and resolves with the server's acknowledgement; rejects when not connected,
   * when the connection ends first, or after `timeoutMs`.
   */
  emitWithAck(name: string, payload: unknown, timeoutMs: number): Promise<unknown>
  /** Listens to every signal; returns the unsubscribe. */
  subscribe(listener: (signal: TransportSignal) => void): () => void
}
