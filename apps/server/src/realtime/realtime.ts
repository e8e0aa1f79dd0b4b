import type { Server as HttpServer, IncomingMessage } from 'node:http'
import { SOCKET_PATH, type SocketEventName, type SocketEventPayload } from '@airwave/sdk/contract'
import { createAdapter } from '@socket.io/redis-streams-adapter'
import type { Redis } from 'ioredis'
import { Server } from 'socket.io'
import type { Config } from '../config'
import { createLiveInfoPusher, type LiveInfoPusher } from './liveInfo'
import { memoryPresence, type Presence, redisPresence } from './presence'
import { guardRecovery, isRecentOffset, releaseBeforeRestore } from './recoveryGuard'
import { channelRoom, memberRoom } from './rooms'

/** The spec gives no window; two minutes covers a tunnel, a lift, a network switch (brief). */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000
/**
 * Stream entries kept for recovery (chosen): the adapter's default (10,000) is a few seconds of
 * a busy platform; recovery needs every entry of the last two minutes.
 */
const STREAM_MAX_LENGTH = 200_000
/** Largest frame a client may send (chosen): a 5,000-character message with room to spare. */
const MAX_FRAME_BYTES = 128 * 1024

type SignalHandler = (payload: unknown) => void

/** The real-time layer as the routes see it: pushes to rooms, presence, signals to instances. */
export interface Realtime {
  readonly io: Server
  readonly presence: Presence
  /** Pushes an event to a channel's room, on every instance. */
  toChannel<N extends SocketEventName>(
    handle: string,
    event: N,
    payload: SocketEventPayload<N>,
  ): void
  /** Pushes an event to every socket of a member (all their sessions). */
  toMember<N extends SocketEventName>(
    memberId: number,
    event: N,
    payload: SocketEventPayload<N>,
  ): void
  /**
   * Runs `handler` after this instance pushes `event` to a channel's room (once for the cluster:
   * only the instance that decides pushes), so a domain follows another's changes without the
   * pushing code knowing it: raids follow LIVE_STATUS.
   */
  onChannelPush<N extends SocketEventName>(
    event: N,
    handler: (handle: string, payload: SocketEventPayload<N>) => void,
  ): void
  /** The channel's viewer count changed: LIVE_INFO follows, at most about once a second. */
  readonly liveInfo: LiveInfoPusher
  /** Runs `handler` on every instance (this one included) when `signal(name)` is sent. */
  onSignal(name: string, handler: SignalHandler): void
  signal(name: string, payload: unknown): void
  /** Serves the socket on the API's own HTTP server. */
  attach(server: HttpServer): void
  /** Drops every socket (clients reconnect elsewhere and recover) and leaves the cluster. */
  close(): Promise<void>
}

/**
 * Whether a browser page may open the socket: pages of the configured origins (the API's own
 * CORS list) and of the server's own origin. WebSockets skip CORS, so the check is here; clients
 * that are not browsers send no Origin.
 */
function originAllowed(request: IncomingMessage, origins: readonly string[]): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (origins.includes(origin)) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

export interface RealtimeOptions {
  config: Config
  /** The cluster's Redis; absent: one process, everything in memory. */
  redis: Redis | undefined
  onError?: (error: unknown) => void
  /** Pages allowed beside the configured origins: the embed's partners (inline elements). */
  partnerOrigin?: (origin: string) => Promise<boolean>
}

/**
 * socket.io 4 on the API's port at `SOCKET_PATH`, WebSocket only, with connection-state recovery
 * (two minutes). With Redis, the Redis streams adapter carries every room push to every
 * instance and keeps the stream recovery replays from; presence lives in Redis too.
 *
 * @example
 * const realtime = createRealtime({ config, redis })
 * realtime.attach(app.server)
 * realtime.toChannel('airwave', 'LIVE_STATUS', { channelId: 'airwave', status: true })
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const { config, redis } = options
  const prefix = config.redisPrefix ?? 'airwave:'
  const io = new Server({
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    cors: { origin: [...config.corsOrigins], credentials: true },
    allowRequest: (request, callback) => {
      const origin = request.headers.origin
      if (originAllowed(request, config.corsOrigins) || !origin || !options.partnerOrigin) {
        return callback(null, originAllowed(request, config.corsOrigins))
      }
      options.partnerOrigin(origin).then(
        (yes) => callback(null, yes),
        () => callback(null, false),
      )
    },
    // A recovered socket skips the middleware: its identity comes back from `socket.data`.
    connectionStateRecovery: {
      maxDisconnectionDuration: RECOVERY_WINDOW_MS,
      skipMiddlewares: true,
    },
    ...(redis
      ? {
          adapter: createAdapter(redis, {
            streamName: `${prefix}socket.io`,
            channelPrefix: `${prefix}socket.io`,
            sessionKeyPrefix: `${prefix}sio:session:`,
            maxLen: STREAM_MAX_LENGTH,
          }),
        }
      : {}),
  })
  // A client's old connection, on this instance, that its client has left: closing it now
  // keeps its session (persisted as it closes).
  const releaseLocal = (pid: unknown) => {
    let released = false
    for (const socket of io.of('/').sockets.values()) {
      if ((socket as unknown as { pid?: string }).pid !== pid) continue
      socket.conn.close(true)
      released = true
    }
    return released
  }
  const adapter = io.of('/').adapter
  if (redis) {
    releaseBeforeRestore(adapter, async (pid, offset) => {
      if (releaseLocal(pid) || !isRecentOffset(offset)) return
      // Answered by every other instance (the adapter's request timeout, 5 s, bounds it, and a
      // dead instance's missing answer then leaves the others'). A session written there goes
      // on the same Redis connection before the answer.
      await io.serverSideEmitWithAck('airwave:release', pid).catch(() => [])
    })
    guardRecovery(adapter)
    io.on('airwave:release', (pid: unknown, answer: (released: boolean) => void) =>
      answer(releaseLocal(pid)),
    )
  } else {
    releaseBeforeRestore(adapter, async (pid) => void releaseLocal(pid))
  }
  const presence = redis
    ? redisPresence({ redis, prefix, ...(options.onError ? { onError: options.onError } : {}) })
    : memoryPresence()
  const liveInfo = createLiveInfoPusher({
    count: (handle) => presence.count(handle),
    push: (handle, totalViewer) =>
      io.to(channelRoom(handle)).emit('LIVE_INFO', { channelId: handle, totalViewer }),
    ...(options.onError ? { onError: options.onError } : {}),
  })
  presence.onChange((handle) => liveInfo.changed(handle))

  const signals = new Map<string, SignalHandler[]>()
  const runSignal = (name: string, payload: unknown) => {
    for (const handler of signals.get(name) ?? []) handler(payload)
  }
  io.on('airwave:signal', runSignal)
  // Another instance stopped: the counts of its channels changed.
  signals.set('presenceChanged', [(handle) => liveInfo.changed(String(handle))])

  const pushHandlers = new Map<string, ((handle: string, payload: never) => void)[]>()

  return {
    io,
    presence,
    liveInfo,
    toChannel(handle, event, payload) {
      io.to(channelRoom(handle)).emit(event, payload)
      for (const handler of pushHandlers.get(event) ?? []) {
        try {
          handler(handle, payload as never)
        } catch (error) {
          options.onError?.(error)
        }
      }
    },
    onChannelPush(event, handler) {
      pushHandlers.set(event, [...(pushHandlers.get(event) ?? []), handler])
    },
    toMember: (memberId, event, payload) => void io.to(memberRoom(memberId)).emit(event, payload),
    onSignal(name, handler) {
      signals.set(name, [...(signals.get(name) ?? []), handler])
    },
    signal(name, payload) {
      runSignal(name, payload)
      // The in-memory adapter has no other server to tell (and refuses serverSideEmit).
      if (redis) io.serverSideEmit('airwave:signal', name, payload)
    },
    attach(server) {
      io.attach(server)
    },
    async close() {
      liveInfo.close()
      const watched = presence.localChannels()
      await presence.close()
      if (redis) {
        for (const handle of watched) io.serverSideEmit('airwave:signal', 'presenceChanged', handle)
      }
      // Like io.close() without closing the HTTP server, which Fastify closes itself.
      io.engine?.close()
      await io.of('/').adapter.close()
    },
  }
}
