import type { SocketTransport, TransportSignal } from '@airwave/sdk/realtime'

/**
 * The listening side of a story's fake socket: the transport's `subscribe`, and `signal` to
 * tell every listener (a listener may unsubscribe while told).
 *
 * @example
 * const { signal, subscribe } = socketSignals()
 */
export function socketSignals(): {
  signal: (value: TransportSignal) => void
  subscribe: SocketTransport['subscribe']
} {
  const listeners = new Set<(signal: TransportSignal) => void>()
  return {
    signal(value) {
      for (const listener of [...listeners]) listener(value)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
