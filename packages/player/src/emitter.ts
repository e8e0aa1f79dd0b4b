/** Unsubscribes the listener it was returned for. */
export type Unsubscribe = () => void

/** The listening half of an emitter: what a host gets. */
export interface Subscribable<Events extends object> {
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): Unsubscribe
}

/** A typed emitter: the player core emits, hosts subscribe. */
export interface Emitter<Events extends object> extends Subscribable<Events> {
  emit<K extends keyof Events>(event: K, payload: Events[K]): void
  /** Removes every listener (on destroy). */
  clear(): void
}

/**
 * Creates a typed {@link Emitter}. A throwing listener neither stops the other listeners nor
 * the player; its error goes to the console.
 *
 * @example
 * const events = createEmitter<PlayerEvents>()
 * const off = events.on('latency', ({ latency }) => meter.set(latency))
 * events.emit('latency', { latency: 2.1 })
 * off()
 */
export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (value: typeof payload) => void)(payload)
        } catch (error) {
          console.error(error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
