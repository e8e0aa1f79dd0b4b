import type { PlayerAlerts } from './alerts/playerAlerts'
import type { PlayerEvents } from './events'
import { isBehindLive } from './live/liveEdge'
import type { LiveStatus, LiveStatusContext } from './live/liveStatus.reducer'
import type { PlaybackContext, PlaybackValue } from './playback/playback.reducer'
import type { PlayerState } from './player.types'
import type {
  AlertState,
  HlsRecoveryContext,
  HlsRecoveryValue,
} from './recovery/hlsRecovery.reducer'
import type { ReducerState } from './reducer'

/** The top-level state of a dotted machine value: `recovering.waiting` → `recovering`. */
const topState = (value: string): string => value.split('.')[0] ?? value

/**
 * The player's snapshot from its machines' states: playback, error recovery (a media alert
 * once it failed, or when the browser plays no HLS), the live's status and latency, and the
 * alerts the gate shows over them.
 */
export function playerStateOf(parts: {
  playback: ReducerState<PlaybackValue, PlaybackContext>
  recovery: ReducerState<HlsRecoveryValue, HlsRecoveryContext>
  live: ReducerState<LiveStatus, LiveStatusContext> | undefined
  mode: PlayerState['mode']
  quality?: number
  latency: PlayerEvents['latency'] | undefined
  unsupported: boolean
  alerts: (media: AlertState | undefined) => PlayerAlerts
}): PlayerState {
  const { context, value } = parts.playback
  const { latency } = parts
  const status = parts.live?.value
  const media = parts.unsupported
    ? ({ kind: 'MEDIA_ERROR', code: 'UNSUPPORTED', action: 'reload' } as const)
    : parts.recovery.value === 'fail'
      ? parts.recovery.context.alert
      : undefined
  return {
    playback: value,
    recovery: topState(parts.recovery.value) as PlayerState['recovery'],
    volume: context.volume,
    muted: context.muted,
    mutedAutoplay: context.mutedAutoplay,
    rate: context.rate,
    ...(parts.quality !== undefined && { quality: parts.quality }),
    mode: parts.mode,
    ...(parts.live &&
      status && {
        live: {
          status,
          restreaming: parts.live.context.restreaming,
          behind: latency !== undefined && isBehindLive(latency),
          ...(latency && { latency: latency.latency }),
        },
      }),
    alerts: parts.alerts(media),
  }
}
