import { SOCKET_PATH } from '@airwave/sdk/contract'
import { io, type Socket } from 'socket.io-client'

/** Longest a test waits for an event: a hang guard, never a timing assumption. */
const EVENT_GUARD_MS = 20_000

interface ReceivedEvent {
  name: string
  payload: unknown
}

/**
 * A socket.io client of the test server that records every event it receives, in order.
 */
export interface TestSocket {
  socket: Socket
  /** Every event received so far, in order. */
  events: ReceivedEvent[]
  /** The payloads of one event, in order. */
  all<T = Record<string, unknown>>(name: string): T[]
  /**
   * The first `name` event (received already or to come) whose payload passes `match`; fails
   * after the hang guard.
   */
  next<T = Record<string, unknown>>(name: string, match?: (payload: T) => boolean): Promise<T>
  /** Emits a command and resolves its acknowledgement. */
  command<T = Record<string, unknown>>(name: string, payload?: unknown): Promise<T>
  close(): void
}

export interface OpenSocketOptions {
  clientId: string
  token?: string
  /** Other handshake query values (tests of the handshake). */
  query?: Record<string, string>
  /** Client options (reconnection delays for recovery tests). */
  options?: Parameters<typeof io>[1]
}

/**
 * Connects to the server's socket as the SDK does (WebSocket only, `SOCKET_PATH`), and resolves
 * once connected (or rejects with the connect error).
 *
 * @example
 * const viewer = await openSocket(server.url, { clientId: 'c1' })
 * expect(await viewer.command('ENTER_CHANNEL', { channelId: 'airwave' })).toEqual({ ok: true })
 */
export async function openSocket(baseUrl: string, options: OpenSocketOptions): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    query: {
      clientId: options.clientId,
      ...(options.token ? { token: options.token } : {}),
      ...options.query,
    },
    reconnection: false,
    ...options.options,
  })
  const events: ReceivedEvent[] = []
  const waiters = new Set<() => void>()
  socket.onAny((name: string, payload: unknown) => {
    events.push({ name, payload })
    for (const waiter of [...waiters]) waiter()
  })
  await new Promise<void>((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error('socket did not connect')), EVENT_GUARD_MS)
    socket.once('connect', () => {
      clearTimeout(guard)
      resolve()
    })
    socket.once('connect_error', (error) => {
      clearTimeout(guard)
      socket.close()
      reject(error)
    })
  })
  const all = <T>(name: string) =>
    events.filter((event) => event.name === name).map((event) => event.payload as T)
  return {
    socket,
    events,
    all,
    next<T>(name: string, match: (payload: T) => boolean = () => true) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = all<T>(name).find(match)
          if (found === undefined) return false
          waiters.delete(check)
          clearTimeout(guard)
          resolve(found)
          return true
        }
        const guard = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no ${name} event came`))
        }, EVENT_GUARD_MS)
        if (!check()) waiters.add(check)
      })
    },
    command<T>(name: string, payload?: unknown) {
      const args = payload === undefined ? [] : [payload]
      return socket.timeout(EVENT_GUARD_MS).emitWithAck(name, ...args) as Promise<T>
    },
    close: () => void socket.close(),
  }
}
