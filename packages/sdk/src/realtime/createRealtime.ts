import { type Actor, createActor, type SnapshotFrom } from 'xstate'
import type { SocketAckOf, SocketCommandName } from '../contract/realtime/socket.contract'
import { ApiError } from '../core/apiError'
import type { Unsubscribe } from '../core/emitter'
import type { ReconnectBackoff } from '../core/reconnectDelay'
import { isEventName, pushedEvents } from './pushedEvents'
import { COMMAND_TIMEOUT_MS, type CommandArgs, sendCommand } from './socketCommand'
import { type RealtimeSession, sessionTokens, socketLink } from './socketConnection.actors'
import {
  type RealtimeLogger,
  type RealtimePayloads,
  type RealtimeStatus,
  socketConnectionMachine,
  warnLogger,
} from './socketConnection.machine'
import { createSocketIoTransport } from './socketIoTransport'
import type { SocketTransport } from './socketTransport'

/** The commands a page sends itself; entering, leaving and AUTH belong to the connection. */
export type RealtimeCommandName = Exclude<
  SocketCommandName,
  'ENTER_CHANNEL' | 'LEAVE_ALL_CHANNEL' | 'AUTH'
>

export interface RealtimeOptions {
  /** The API's origin: the socket is at `{baseUrl}/socket.io/`. */
  baseUrl: string
  clientId: string
  /** Signs the socket in; without one it reads but does not write. */
  session?: RealtimeSession
  /** Default: socket.io-client, loaded on the first connection. Tests pass a fake. */
  transport?: SocketTransport
  /** Swaps the machine's actors, e.g. `network` in Node tests. */
  provide?: Parameters<typeof socketConnectionMachine.provide>[0]
  random?: () => number
  backoff?: ReconnectBackoff
  logger?: RealtimeLogger
  /** How long a command waits for its acknowledgement; default 10 s. */
  ackTimeoutMs?: number
  /**
   * Logs the socket's connects and disconnects (`sckact`) to the statistics: the log client of
   * `@airwave/sdk/stats` fits (written as a shape: the socket depends on no other domain).
   */
  log?: { log(kind: 'sckact', fields: { action: string }): void }
}

/** A page's real-time connection, shared by its features (chat, live status, polls). */
export interface Realtime {
  actor: Actor<typeof socketConnectionMachine>
  status(): RealtimeStatus
  /** Called when the status changes; for `useSyncExternalStore` and friends. */
  subscribe(listener: (status: RealtimeStatus) => void): Unsubscribe
  /**
   * Puts the socket in a channel, now and after every reconnection, until the matching leave.
   * Counted per user: two features in one channel each enter and leave. Returns the leave.
   */
  enter(channelId: string): () => void
  leave(channelId: string): void
  /** Listens to a pushed event (parsed by the contract) or a notice, by name. */
  on<K extends keyof RealtimePayloads>(
    name: K,
    handler: (payload: RealtimePayloads[K]) => void,
  ): Unsubscribe
  /**
   * Sends a command and resolves with its acknowledgement, a refusal included
   * (`{ ok: false, code }`). Rejects with an `ApiError` when not connected (NETWORK_ERROR),
   * without an answer in time (TIMEOUT) or for a payload the contract refuses.
   */
  send<Name extends RealtimeCommandName>(
    name: Name,
    ...payload: CommandArgs<Name>
  ): Promise<SocketAckOf<Name>>
  /** Closes the socket for good. */
  stop(): void
}

type Snapshot = SnapshotFrom<typeof socketConnectionMachine>

/**
 * The status of a snapshot: its top state (`connecting` covers waiting for the session), or
 * `stopped`.
 *
 * @example realtimeStatus(realtime.actor.getSnapshot()) // 'connected'
 */
export function realtimeStatus(snapshot: Snapshot): RealtimeStatus {
  if (snapshot.status !== 'active') return 'stopped'
  if (snapshot.matches('connected')) return 'connected'
  if (snapshot.matches('reconnecting')) return 'reconnecting'
  return snapshot.matches('offline') ? 'offline' : 'connecting'
}

/**
 * Starts a page's real-time connection: one socket for every feature of the page.
 *
 * @example
 * const realtime = createRealtime({ baseUrl: 'https://api.example.com', clientId: 'web', session })
 * const leave = realtime.enter('airwave')
 * realtime.on('LIVE_STATUS', (event) => player.setLiveStatus(event))
 * realtime.subscribe((status) => badge.dataset.state = status)
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const transport = options.transport ?? createSocketIoTransport({ baseUrl: options.baseUrl })
  const timeout = options.ackTimeoutMs ?? COMMAND_TIMEOUT_MS
  const machine = socketConnectionMachine.provide({
    ...options.provide,
    actors: {
      link: socketLink(transport, timeout),
      ...(options.session ? { tokens: sessionTokens(options.session) } : {}),
      ...options.provide?.actors,
    },
  })
  const actor = createActor(machine, {
    input: {
      clientId: options.clientId,
      ...(options.random ? { random: options.random } : {}),
      ...(options.backoff ? { backoff: options.backoff } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    },
  }).start()
  const pushed = pushedEvents(transport, options.logger ?? warnLogger)
  const status = () => realtimeStatus(actor.getSnapshot())
  const log = options.log
  if (log) {
    let wasConnected = false
    actor.subscribe((snapshot) => {
      const connected = realtimeStatus(snapshot) === 'connected'
      if (connected === wasConnected) return
      wasConnected = connected
      log.log('sckact', { action: connected ? 'connect' : 'disconnect' })
    })
  }

  return {
    actor,
    status,
    subscribe(listener) {
      let last = status()
      const subscription = actor.subscribe((snapshot) => {
        const next = realtimeStatus(snapshot)
        if (next === last) return
        last = next
        listener(next)
      })
      return () => subscription.unsubscribe()
    },
    enter(channelId) {
      actor.send({ type: 'ENTER', channelId })
      let entered = true
      return () => {
        if (!entered) return
        entered = false
        actor.send({ type: 'LEAVE', channelId })
      }
    },
    leave(channelId) {
      actor.send({ type: 'LEAVE', channelId })
    },
    on(name, handler) {
      if (isEventName(name)) return pushed.on(name, handler as never)
      const subscription = actor.on(name, (event) => handler(event.payload as never))
      return () => subscription.unsubscribe()
    },
    send(name, ...payload) {
      if (status() !== 'connected') {
        return Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'The socket is not connected'))
      }
      return sendCommand(transport, name, payload[0], timeout)
    },
    stop() {
      pushed.stop()
      actor.stop()
    },
  }
}
