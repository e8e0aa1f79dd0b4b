import type { LiveStatus } from './live/liveStatus.reducer'
import type { QualityTrack } from './providers/hls/types'
import type { AlertState } from './recovery/hlsRecovery.reducer'

/** Unsubscribes the listener it was returned for. */
export type Unsubscribe = () => void

/**
 * Everything a host can listen to, by name. Payloads are plain data.
 *
 * @example player.on('quality-change', ({ track }) => console.log(track.label))
 */
export interface PlayerEvents {
  ready: { provider: 'hls' | 'native-hls' }
  play: { mutedAutoplay: boolean }
  pause: Record<string, never>
  ended: Record<string, never>
  'quality-change': { track: QualityTrack; auto: boolean }
  'rate-change': { rate: number }
  /** Recovery gave up, or the browser is offline: show `alert`. */
  error: { alert: AlertState }
  /** Playback made progress again after an error. */
  recovered: { tries: number }
  'live-status': { status: LiveStatus; endedReason?: number; restreaming: boolean }
  /** Seconds behind the live edge, and the target hls.js aims for. */
  latency: { latency: number; target?: number }
}

/**
 * Every event name of {@link PlayerEvents}, for wrappers that forward them all.
 *
 * @example for (const name of PLAYER_EVENT_NAMES) player.on(name, (detail) => forward(name, detail))
 */
export const PLAYER_EVENT_NAMES: readonly (keyof PlayerEvents)[] = [
  'ready',
  'play',
  'pause',
  'ended',
  'quality-change',
  'rate-change',
  'error',
  'recovered',
  'live-status',
  'latency',
]

/** One player event as a tagged value: `{ type: 'latency', detail: { latency: 2.1 } }`. */
export type PlayerEvent = {
  [K in keyof PlayerEvents]: { type: K; detail: PlayerEvents[K] }
}[keyof PlayerEvents]

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

/**
 * Creates the player's event hub, typed by {@link PlayerEvents}.
 *
 * @example
 * const events = createPlayerEvents()
 * events.on('error', ({ alert }) => showAlert(alert.kind, alert.code))
 */
export function createPlayerEvents(): Emitter<PlayerEvents> {
  return createEmitter<PlayerEvents>()
}
