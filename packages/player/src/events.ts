import { createEmitter, type Emitter } from './emitter'
import type { LiveStatus } from './live/liveStatus.reducer'
import type { QualityTrack } from './providers/hls/events'
import type { AlertState } from './recovery/hlsRecovery.reducer'

// The emitter lives in its own module (the reducers use it too); hosts import it from here.
export { createEmitter, type Emitter, type Subscribable, type Unsubscribe } from './emitter'

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
