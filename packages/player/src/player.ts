import type { LiveStatusEvent } from '@airwave/sdk/live'
import { createAlertGate } from './alerts/alertGate'
import { createPlayerEvents, type PlayerEvents } from './events'
import { isBehindLive, liveEdgeOf } from './live/liveEdge'
import { type LiveStreamInfo, liveStatusReducer } from './live/liveStatus.reducer'
import { createPlayOut } from './live/playOut'
import { playbackReducer } from './playback/playback.reducer'
import { canPlayAtRate, isAtLiveEdge, writePlaybackSettings } from './playback/playbackSettings'
import { attachPlayLog } from './playback/playLog'
import type { Player, PlayerOptions, PlayerState } from './player.types'
import { playerStateOf } from './playerState'
import { hlsLoader } from './providers/hls/loader'
import type { MediaProvider, QualityTrack } from './providers/hls/types'
import { hlsRecoveryReducer } from './recovery/hlsRecovery.reducer'
import { createReducerStore } from './reducer'

export type { Player, PlayerOptions, PlayerState, PlayerStreamInfo } from './player.types'

/**
 * Per video element, when the provider of its last destroyed player is gone. A player destroyed
 * while its provider was still loading (React's StrictMode mounts, unmounts and mounts again)
 * gets that provider after the next player's: attached last, it would take the element's
 * source, and its destroy would then empty the element under the new player (readyState 0 for
 * ever). The next player attaches once it is gone.
 */
const released = new WeakMap<HTMLVideoElement, Promise<unknown>>()

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
  if (options.log) cleanups.push(attachPlayLog(events, options.log, live))

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

  const state = (): PlayerState =>
    playerStateOf({
      playback: playback.getSnapshot(),
      recovery: recovery.getSnapshot(),
      live: liveStatus?.getSnapshot(),
      mode: live ? 'live' : 'vod',
      ...(provider && { quality: provider.quality() }),
      latency,
      unsupported,
      alerts: (media) => gate.alerts(media),
    })

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
