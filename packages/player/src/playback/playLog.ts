import type { LogFields, LogKind } from '@airwave/sdk/stats'
import type { PlayerEvents, Subscribable } from '../events'

/** Where the player logs its plays: the SDK's `createLogClient(...)` fits. */
export interface PlayLogger {
  log(kind: LogKind, fields?: LogFields): void
  /** Runs `listener` when the page goes away, before the last events are sent. */
  onHide(listener: () => void): () => void
}

/** The `log` option of `createPlayer`: the logger and what is played. */
export interface PlayLogOptions {
  logger: PlayLogger
  channelId?: string
  /** Default: `live` for a live player, `vod` otherwise. */
  streamType?: 'live' | 'vod' | 'replay' | 'clip'
  vodIdx?: number
  /** Default 30 s: the statistics count a viewer as watching for 60 s after a beat. */
  heartbeatMs?: number
  /** Tests: the clock and the play ids. */
  now?: () => number
  newViewId?: () => string
}

/** The most watch time one event may carry (the contract's `LOG_MAX_WATCH_MS`). */
const MAX_WATCH_MS = 600_000

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36)}`

/**
 * Logs a play for the statistics: its start (`bin` live, `vod/vin` otherwise) at the first
 * play, a `cstatus` heartbeat with the time watched since the previous one, each
 * `change-quality`, and its end (`bout`, `vod/vout`) when the player goes or the page hides.
 * Returns the end.
 *
 * @example const end = attachPlayLog(events, { logger, channelId: 'airwave' }, true)
 */
export function attachPlayLog(
  events: Subscribable<PlayerEvents>,
  options: PlayLogOptions,
  live: boolean,
): () => void {
  const { logger } = options
  const now = options.now ?? Date.now
  const streamType = options.streamType ?? (live ? 'live' : 'vod')
  const [inKind, outKind]: [LogKind, LogKind] =
    streamType === 'live' ? ['bin', 'bout'] : ['vod/vin', 'vod/vout']
  let viewId: string | undefined
  let watched = 0
  let playingSince: number | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined

  const fields = (): LogFields => ({
    viewId,
    streamType,
    ...(options.channelId && { channelId: options.channelId }),
    ...(options.vodIdx && { vodIdx: options.vodIdx }),
  })
  const takeWatched = () => {
    const at = now()
    if (playingSince !== undefined) {
      watched += at - playingSince
      playingSince = at
    }
    const ms = Math.min(MAX_WATCH_MS, Math.max(0, Math.round(watched)))
    watched = 0
    return ms
  }
  const end = () => {
    if (!viewId) return
    logger.log(outKind, { ...fields(), watchMs: takeWatched() })
    viewId = undefined
    playingSince = undefined
    if (heartbeat) clearInterval(heartbeat)
    heartbeat = undefined
  }

  const offs = [
    events.on('play', () => {
      if (!viewId) {
        viewId = options.newViewId?.() ?? randomId()
        logger.log(inKind, fields())
        heartbeat = setInterval(
          () => logger.log('cstatus', { ...fields(), watchMs: takeWatched() }),
          options.heartbeatMs ?? 30_000,
        )
      }
      playingSince ??= now()
    }),
    events.on('pause', () => {
      takeWatchedInto()
    }),
    events.on('ended', () => end()),
    events.on('quality-change', ({ track }) => {
      if (viewId) logger.log('change-quality', { ...fields(), quality: String(track.label) })
    }),
    logger.onHide(end),
  ]
  // A pause stops the clock; its time goes with the next beat.
  function takeWatchedInto() {
    if (playingSince === undefined) return
    watched += now() - playingSince
    playingSince = undefined
  }

  return () => {
    end()
    for (const off of offs) off()
  }
}
