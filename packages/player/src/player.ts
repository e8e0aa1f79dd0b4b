import type { LiveStatusEvent } from '@airwave/sdk/live'
import { createAlertGate } from './alerts/alertGate'
import type { PlayerAccess, PlayerAlerts } from './alerts/playerAlerts'
import {
  createPlayerEvents,
  type PlayerEvents,
  type Subscribable,
  type Unsubscribe,
} from './events'
import { isBehindLive, liveEdgeOf } from './live/liveEdge'
import { type LiveStatus, type LiveStreamInfo, liveStatusReducer } from './live/liveStatus.reducer'
import { createPlayOut } from './live/playOut'
import { playbackReducer } from './playback/playback.reducer'
import {
  canPlayAtRate,
  isAtLiveEdge,
  type SettingsStorage,
  writePlaybackSettings,
} from './playback/playbackSettings'
import { hlsLoader } from './providers/hls/loader'
import type { MediaProvider, QualityTrack } from './providers/hls/types'
import { type HlsRecoveryInput, hlsRecoveryReducer } from './recovery/hlsRecovery.reducer'
import { createReducerStore } from './reducer'

/** Stream info as the host holds it: a full SDK `StreamInfo` fits; `isAdult` feeds the adult box. */
export type PlayerStreamInfo = LiveStreamInfo & { isAdult?: boolean }

/** Options of {@link createPlayer}. */
export interface PlayerOptions {
  src: string
  /** A live stream: live settings, live rates, low-latency hls.js config. */
  live?: boolean
  /** Where volume, mute and resolution persist; defaults to `localStorage`. */
  storage?: SettingsStorage
  autoplay?: boolean
  /**
   * Starts muted (true) or with sound (false), whatever the viewer's stored choice; unset, the
   * stored choice. The host's choice is not stored: the viewer's own stays for other pages.
   */
  muted?: boolean
  /** The starting volume (0..1), over the stored one; not stored either. */
  volume?: number
  /** Loads the media provider; defaults to {@link hlsLoader}. Tests pass a fake. */
  loadProvider?: (video: HTMLVideoElement, options: { live: boolean }) => Promise<MediaProvider>
  /** Clock and randomness of error recovery (tests make them deterministic). */
  recovery?: HlsRecoveryInput
  /** Live: the stream info the page holds; without it the live is taken to be on. */
  streamInfo?: PlayerStreamInfo
  /**
   * Live: fetches the stream info again when streaming starts (spec), e.g.
   * `() => client.live.getStreamInfo(channelId)` with an `@airwave/sdk` client.
   */
  fetchStreamInfo?: () => Promise<PlayerStreamInfo>
  /** What the host knows of the viewer and the channel; see {@link Player.setAccess}. */
  access?: PlayerAccess
}

/** A snapshot of what the player is doing. */
export interface PlayerState {
  playback: 'idle' | 'starting' | 'playing' | 'paused' | 'ended'
  recovery: 'none' | 'recovering' | 'success' | 'fail'
  volume: number
  muted: boolean
  mutedAutoplay: boolean
  rate: number
  /** The selected track id, or -1 for auto; undefined until the provider loaded. */
  quality?: number
  mode: 'live' | 'vod'
  /** Live only: status, restream, and whether playback drifted behind the live edge. */
  live?: { status: LiveStatus; restreaming: boolean; behind: boolean; latency?: number }
  alerts: PlayerAlerts
}

/** The player a host drives. */
export interface Player extends Subscribable<PlayerEvents> {
  play(): void
  pause(): void
  seek(time: number): void
  setVolume(volume: number): void
  toggleMute(): void
  /** Mutes or unmutes (a host's `muted` changing); nothing when it already is. */
  setMuted(muted: boolean): void
  setRate(rate: number): void
  setQuality(trackId: number): void
  qualities(): QualityTrack[]
  /** Live: jumps to the live edge and plays. */
  goToLive(): void
  /** The viewer pressed reload (MEDIA_ERROR) or retry (NETWORK_ERROR). */
  retry(): void
  /** Live: a live-status event from the socket (status, endedReason). */
  setLiveStatus(event: LiveStatusEvent): void
  /** Live: fresher stream info (pending-end protection, adult flag). */
  setStreamInfo(info: PlayerStreamInfo): void
  /** Merges facts about the viewer and channel into the alerts (dialogs and boxes). */
  setAccess(access: PlayerAccess): void
  /** The adult notice: agreeing clears it; `back` keeps it (the host leaves the page). */
  answerAdult(answer: 'agree' | 'back'): void
  /** Called after anything in {@link PlayerState} may have changed (for UIs). */
  subscribe(listener: () => void): Unsubscribe
  state(): PlayerState
  destroy(): void
}

/**
 * Per video element, when the provider of its last destroyed player is gone. A player destroyed
 * while its provider was still loading (React's StrictMode mounts, unmounts and mounts again)
 * gets that provider after the next player's: attached last, it would take the element's
 * source, and its destroy would then empty the element under the new player (readyState 0 for
 * ever). The next player attaches once it is gone.
 */
const released = new WeakMap<HTMLVideoElement, Promise<unknown>>()

/** The top-level state of a dotted machine value: `recovering.waiting` → `recovering`. */
const topState = (value: string): string => value.split('.')[0] ?? value

/**
 * Plays `src` in `video`: loads the media provider (hls.js on demand, or native HLS), wires
 * error recovery to it and to the browser's online state, applies the stored volume, mute and
 * resolution of the mode, follows the live status the host reports, catches up with the live
 * edge after a pause or stall, and reports everything through typed events. Touches `window`
 * only when called, never at import.
 *
 * @example
 * const player = createPlayer(video, {
 *   src: 'https://cdn.example.com/live/abc.m3u8',
 *   live: true,
 *   fetchStreamInfo: () => client.live.getStreamInfo('abc'),
 * })
 * socket.on('live-status', (event) => player.setLiveStatus(event))
 * player.on('error', ({ alert }) => showAlert(alert))
 * player.play()
 */
export function createPlayer(video: HTMLVideoElement, options: PlayerOptions): Player {
  const events = createPlayerEvents()
  const live = options.live ?? false
  let provider: MediaProvider | undefined
  let destroyed = false
  let latency: PlayerEvents['latency'] | undefined
  const cleanups: (() => void)[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const listen = (target: EventTarget, type: string, listener: () => void) => {
    target.addEventListener(type, listener)
    cleanups.push(() => target.removeEventListener(type, listener))
  }

  const recovery = createReducerStore(
    hlsRecoveryReducer,
    {
      startLoad: () => provider?.startLoad(),
      stopLoad: () => provider?.stopLoad(),
      reloadSource: () => provider?.reloadSource(),
      recoverMediaError: () => provider?.recoverMediaError(),
      swapAudioCodec: () => provider?.swapAudioCodec(),
    },
    options.recovery ?? {},
  )
  recovery.on('error', ({ alert }) => events.emit('error', { alert }))
  recovery.on('recovered', ({ tries }) => events.emit('recovered', { tries }))

  const playback = createReducerStore(
    playbackReducer,
    {
      playMedia: async ({ muted }: { muted: boolean }) => {
        video.muted = muted
        await video.play()
      },
      pauseMedia: () => video.pause(),
      seekToStart: () => {
        video.currentTime = 0
      },
      applyVolume: ({ volume, muted }: { volume: number; muted: boolean }) => {
        video.volume = volume
        video.muted = muted
      },
      applyRate: ({ rate }: { rate: number }) => {
        provider?.catchUpLive?.(rate === 1)
        video.playbackRate = rate
      },
      persist: ({ mode, settings }) => writePlaybackSettings(mode, settings, options.storage),
    },
    // Autoplay waits for the provider: PLAY is sent once the source is loading.
    {
      mode: live ? 'live' : 'vod',
      ...(options.storage && { storage: options.storage }),
      ...(options.muted !== undefined && { muted: options.muted }),
      ...(options.volume !== undefined && { volume: options.volume }),
    },
  )
  playback.on('play', ({ mutedAutoplay }) => events.emit('play', { mutedAutoplay }))
  playback.on('pause', () => events.emit('pause', {}))
  playback.on('ended', () => events.emit('ended', {}))
  playback.on('rate-change', ({ rate }) => events.emit('rate-change', { rate }))

  const { fetchStreamInfo } = options
  const liveStatus = live
    ? createReducerStore(
        liveStatusReducer,
        {
          fetchStreamInfo: async (): Promise<LiveStreamInfo> => {
            if (!fetchStreamInfo) return { isStream: true, isStreamPendingEnd: false }
            const info = await fetchStreamInfo()
            gate.noteStreamInfo(info)
            startAllowed()
            return info
          },
        },
        // Without stream info the host is telling us the live is on: it gave us its source.
        { streamInfo: options.streamInfo ?? { isStream: true, isStreamPendingEnd: false } },
      )
    : undefined
  const gate = createAlertGate(options.access, () => {
    const snapshot = liveStatus?.getSnapshot()
    return snapshot && { status: snapshot.value, context: snapshot.context }
  })
  if (options.streamInfo) gate.noteStreamInfo(options.streamInfo)
  // Autoplay held back by a blocking alert plays once the alert is answered.
  let autoplayPending = false
  const startAllowed = () => {
    if (gate.blocked()) {
      autoplayPending = options.autoplay === true
      const { value } = playback.getSnapshot()
      if (value === 'playing' || value === 'starting') playback.send({ type: 'PAUSE' })
    } else if (autoplayPending) {
      autoplayPending = false
      playback.send({ type: 'PLAY' })
    }
    changed()
  }

  const goToLive = () => {
    const edge = liveEdgeOf(video, provider)
    if (edge !== undefined) video.currentTime = edge
    latency = undefined
    playback.send({ type: 'PLAY' })
  }

  let wasOff = false
  const isOff = () => liveStatus !== undefined && liveStatus.getSnapshot().value !== 'ON'
  // A live that is off (or waiting for its end) when the player starts, or a channel behind a
  // dialog (suspended, deleted, blacklisted...), a region restriction or the adult notice, has
  // nothing to load: the source loads once the live is on and nothing stands in the way, so an
  // off page asks for no playlist that 404s, and no adult picture shows before the viewer agrees.
  let sourceLoaded = false
  const barred = () => {
    const { dialog, box } = gate.alerts()
    return dialog !== 'NONE' || box === 'COUNTRY_RESTRICT' || box === 'ADULT'
  }
  const loadIfAllowed = (): boolean => {
    if (sourceLoaded || !provider || isOff() || barred()) return false
    sourceLoaded = true
    provider.load(options.src)
    return true
  }
  liveStatus?.on('live-status', ({ status, endedReason, restreaming }) => {
    events.emit('live-status', {
      status,
      restreaming,
      ...(endedReason === undefined ? {} : { endedReason }),
    })
    if (status !== 'ON') {
      wasOff = true
      playback.send({ type: 'PAUSE' })
      // An ended live has nothing left to load: stop before hls.js fails on the playlist the
      // server takes down, and forget the tries, so a normal end never reads as a media error.
      provider?.stopLoad()
      recovery.send({ type: 'RESET' })
      return
    }
    // Back on, after an end or a wait: the old playlist is gone, load the stream afresh (a
    // provider still loading will load it anyway). A resumed live plays by itself.
    const reload = wasOff
    wasOff = false
    if (reload && provider) {
      recovery.send({ type: 'RESET' })
      if (sourceLoaded) provider.reloadSource()
      else loadIfAllowed()
      if (options.autoplay && gate.blocked()) autoplayPending = true
      else if (options.autoplay) playback.send({ type: 'PLAY' })
    }
  })

  // A broadcast that ends normally (or waits for its end) while the viewer watches is played
  // to its last frames before the end shows; a forced end or a suspension cuts at once.
  const playOut = createPlayOut(video, (end) => liveStatus?.send({ type: 'STATUS', ...end }))
  cleanups.push(() => playOut.destroy())
  const setLiveStatus = (event: LiveStatusEvent) => {
    if (!liveStatus) return
    if (event.status) playOut.cancel()
    else if (playOut.active()) return playOut.update(event)
    else if (
      (event.endedReason === undefined || event.endedReason === 0 || event.endedReason === 3) &&
      liveStatus.getSnapshot().value === 'ON' &&
      sourceLoaded &&
      playback.getSnapshot().value === 'playing'
    ) {
      return playOut.start(event)
    }
    liveStatus.send({ type: 'STATUS', ...event })
  }

  cleanups.push(recovery.subscribe(changed), playback.subscribe(changed))
  if (liveStatus) cleanups.push(liveStatus.subscribe(changed))
  recovery.start()
  playback.start()
  liveStatus?.start()
  const { volume, muted } = playback.getSnapshot().context
  video.volume = volume
  video.muted = muted

  listen(video, 'ended', () => playback.send({ type: 'ENDED' }))
  // Looked up now, not at import, so the module stays server-safe.
  const win = globalThis.window as Window | undefined
  if (win) {
    listen(win, 'online', () => recovery.send({ type: 'ONLINE' }))
    listen(win, 'offline', () => recovery.send({ type: 'OFFLINE' }))
  }

  const applyStoredResolution = (tracks: QualityTrack[]) => {
    const { resolution } = playback.getSnapshot().context
    const track = tracks.find((t) => t.label === resolution)
    if (track && provider && track.trackId !== provider.quality()) {
      provider.setQuality(track.trackId)
    }
    changed()
  }

  const onLatency = (reported: PlayerEvents['latency']) => {
    latency = reported
    events.emit('latency', reported)
    // A stall or a slow network left playback behind: catch up at normal speed. A viewer who
    // chose a slower rate drifts on purpose and is left alone.
    if (
      isBehindLive(reported) &&
      playback.getSnapshot().value === 'playing' &&
      playback.getSnapshot().context.rate >= 1
    ) {
      goToLive()
    }
    changed()
  }

  const attach = (loaded: MediaProvider) => {
    if (destroyed) {
      loaded.destroy()
      return
    }
    provider = loaded
    loaded.catchUpLive?.(playback.getSnapshot().context.rate === 1)
    cleanups.push(
      loaded.on('fault', (fault) => {
        // Faults of a live that has ended (or is playing out its end) are its playlist going
        // away, not a failure.
        if (!isOff() && !playOut.active())
          recovery.send({ type: 'FAULT', fault, paused: video.paused })
      }),
      loaded.on('fragment', ({ end }) => recovery.send({ type: 'FRAGMENT', end })),
      loaded.on('time', ({ currentTime }) => recovery.send({ type: 'TIME', currentTime })),
      loaded.on('qualities', applyStoredResolution),
      loaded.on('quality-change', (change) => {
        events.emit('quality-change', change)
        changed()
      }),
      loaded.on('latency', onLatency),
    )
    loadIfAllowed()
    applyStoredResolution(loaded.qualities())
    events.emit('ready', { provider: loaded.type })
    if (options.autoplay && !wasOff) {
      if (gate.blocked()) autoplayPending = true
      else playback.send({ type: 'PLAY' })
    }
  }

  const load = options.loadProvider ?? ((el, opts) => hlsLoader.load(el, opts))
  // A browser that plays HLS neither way gets the media alert, code UNSUPPORTED.
  let unsupported = false
  const loading = (released.get(video) ?? Promise.resolve()).then(() =>
    destroyed ? undefined : load(video, { live }),
  )
  loading.then(
    (loaded) => loaded && attach(loaded),
    (error: unknown) => {
      if (destroyed) return
      console.error(error)
      unsupported = true
      events.emit('error', {
        alert: { kind: 'MEDIA_ERROR', code: 'UNSUPPORTED', action: 'reload' },
      })
      changed()
    },
  )

  const state = (): PlayerState => {
    const { context, value } = playback.getSnapshot()
    const recoverySnapshot = recovery.getSnapshot()
    const liveSnapshot = liveStatus?.getSnapshot()
    const status = liveSnapshot?.value
    const media = unsupported
      ? ({ kind: 'MEDIA_ERROR', code: 'UNSUPPORTED', action: 'reload' } as const)
      : recoverySnapshot.value === 'fail'
        ? recoverySnapshot.context.alert
        : undefined
    return {
      playback: value,
      recovery: topState(recoverySnapshot.value) as PlayerState['recovery'],
      volume: context.volume,
      muted: context.muted,
      mutedAutoplay: context.mutedAutoplay,
      rate: context.rate,
      ...(provider && { quality: provider.quality() }),
      mode: live ? 'live' : 'vod',
      ...(liveSnapshot &&
        status && {
          live: {
            status,
            restreaming: liveSnapshot.context.restreaming,
            behind: latency !== undefined && isBehindLive(latency),
            ...(latency && { latency: latency.latency }),
          },
        }),
      alerts: gate.alerts(media),
    }
  }

  return {
    on: events.on,
    play: () => {
      if (gate.blocked()) return
      // Resuming a live that drifted while paused starts from the live edge.
      if (live && latency && isBehindLive(latency)) goToLive()
      else playback.send({ type: 'PLAY' })
    },
    pause: () => playback.send({ type: 'PAUSE' }),
    seek: (time) => {
      video.currentTime = time
      changed()
    },
    setVolume: (value) => playback.send({ type: 'SET_VOLUME', volume: value }),
    toggleMute: () => playback.send({ type: 'TOGGLE_MUTE' }),
    setMuted: (muted) => {
      if (playback.getSnapshot().context.muted !== muted)
        playback.send({ type: muted ? 'MUTE' : 'UNMUTE' })
    },
    setRate: (rate) => {
      const current = state()
      const atLiveEdge = isAtLiveEdge(current)
      if (canPlayAtRate(current.mode, rate, { atLiveEdge }))
        playback.send({ type: 'SET_RATE', rate })
    },
    setQuality: (trackId) => {
      const track = provider?.qualities().find((t) => t.trackId === trackId)
      if (!provider || !track) return
      provider.setQuality(trackId)
      playback.send({ type: 'SET_RESOLUTION', resolution: track.label })
      changed()
    },
    qualities: () => provider?.qualities() ?? [],
    goToLive,
    retry: () => {
      recovery.send({ type: 'RETRY' })
      // recoverMediaError pauses the video on its way; the viewer pressed reload to watch on.
      if (!gate.blocked()) playback.send({ type: 'PLAY' })
    },
    setLiveStatus,
    setStreamInfo: (info) => {
      gate.noteStreamInfo(info)
      liveStatus?.send({ type: 'STREAM_INFO', info })
      startAllowed()
    },
    setAccess: (next) => {
      gate.setAccess(next)
      loadIfAllowed()
      startAllowed()
    },
    answerAdult: (answer) => {
      gate.answerAdult(answer)
      loadIfAllowed()
      startAllowed()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    state,
    destroy: () => {
      if (destroyed) return
      destroyed = true
      // attach() destroys a provider that arrives after this; the next player waits for it.
      if (!provider)
        released.set(
          video,
          loading.catch(() => {}),
        )
      for (const cleanup of cleanups.splice(0)) cleanup()
      listeners.clear()
      playback.stop()
      recovery.stop()
      liveStatus?.stop()
      provider?.destroy()
      provider = undefined
      events.clear()
    },
  }
}
