/** Unsubscribes the listener it was returned for. */
export type Unsubscribe = () => void

/** A tiny typed event emitter: one listener set per event name. */
export interface Emitter<Events extends object> {
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): Unsubscribe
  emit<K extends keyof Events>(event: K, payload: Events[K]): void
}

/**
 * Creates an {@link Emitter}. A throwing listener does not stop the others, nor the code that
 * emitted (a request must still reject with its own error); its error goes to the console.
 *
 * @example
 * const events = createEmitter<{ maintenance: MaintenanceInfo }>()
 * const off = events.on('maintenance', (info) => show(info))
 */
export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: unknown) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      const fn = listener as (payload: unknown) => void
      set.add(fn)
      return () => {
        set.delete(fn)
      }
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          console.error(error)
        }
      }
    },
  }
}
