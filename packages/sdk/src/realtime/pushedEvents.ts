import * as z from 'zod/mini'
import { type SocketEventPayload, socketEvents } from '../contract/realtime/socket.contract'
import { createEmitter, type Unsubscribe } from '../core/emitter'
import type { RealtimeEventName, RealtimeLogger } from './socketConnection.machine'
import type { SocketTransport } from './socketTransport'

type PushedPayloads = { [K in RealtimeEventName]: SocketEventPayload<K> }

/** Whether a name is a pushed event of the contract (not socket.io's own). */
export const isEventName = (name: string): name is RealtimeEventName =>
  Object.hasOwn(socketEvents, name) && name !== 'connect' && name !== 'disconnect'

/** The pushed events of a transport, parsed by the contract, by name. */
export interface PushedEvents {
  on<K extends RealtimeEventName>(
    name: K,
    handler: (payload: PushedPayloads[K]) => void,
  ): Unsubscribe
  stop(): void
}

/**
 * Hands a transport's pushed events to their listeners, each parsed by the socket contract; an
 * unknown event or a payload that does not parse is dropped and logged. Chosen: delivery keeps
 * no state, so it does not go through the connection's machine: a busy channel's thousand
 * messages a second would each cost a machine step (a snapshot, its observers) for nothing.
 *
 * @example
 * const pushed = pushedEvents(transport, console.warn)
 * pushed.on('CHAT_MESSAGE', (entry) => show(entry))
 */
export function pushedEvents(transport: SocketTransport, logger: RealtimeLogger): PushedEvents {
  const emitter = createEmitter<PushedPayloads>()
  const stop = transport.subscribe((signal) => {
    if (signal.type !== 'event') return
    const { name, payload } = signal
    if (!isEventName(name)) return logger(`Realtime: dropped an unknown event ${name}`, payload)
    const parsed = z.safeParse(socketEvents[name] as z.ZodMiniType, payload)
    if (!parsed.success) return logger(`Realtime: dropped an invalid ${name}`, parsed.error.issues)
    emitter.emit(name, parsed.data as never)
  })
  return { on: emitter.on, stop }
}
