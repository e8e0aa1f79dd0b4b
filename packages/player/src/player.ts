import { createActor, fromPromise } from 'xstate'
import { createPlayerEvents, type PlayerEvents, type Subscribable } from './events'
import { playbackMachine } from './playback/playback.machine'
import type { SettingsStorage } from './playback/playbackSettings'
import { hlsLoader } from './providers/hls/loader'
import type { MediaProvider, QualityTrack } from './providers/hls/types'
import { type HlsRecoveryInput, hlsRecoveryMachine } from './recovery/hlsRecovery.machine'

/** Options of {@link createPlayer}. */
export interface PlayerOptions {
  src: string
  /** A live stream: live settings, live rates, low-latency hls.js config. */
  live?: boolean
  /** Where volume, mute and resolution persist; defaults to `localStorage`. */
  storage?: SettingsStorage
  autoplay?: boolean
  /** Loads the media provider; defaults to {@link hlsLoader}. Tests pass a fake. */
  loadProvider?: (video: HTMLVideoElement, options: { live: boolean }) => Promise<MediaProvider>
  /** Clock and randomness of error recovery (tests make them deterministic). */
  recovery?: HlsRecoveryInput
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
}

/** The player a host drives. */
export interface Player extends Subscribable<PlayerEvents> {
  play(): void
  pause(): void
  seek(time: number): void
  setVolume(volume: number): void
  toggleMute(): void
  setRate(rate: number): void
  setQuality(trackId: number): void
  qualities(): QualityTrack[]
  state(): PlayerState
  destroy(): void
}

const topState = (value: unknown): string =>
  typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? '')

/**
 * Plays `src` in `video`: loads the media provider (hls.js on demand, or native HLS), wires
 * error recovery to it and to the browser's online state, applies the stored volume, mute and
 * resolution of the mode, and reports everything through typed events. Touches `window` only
 * when called, never at import.
 *
 * @example
 * const player = createPlayer(video, { src: 'https://cdn.example.com/live/abc.m3u8', live: true })
 * player.on('error', ({ alert }) => showAlert(alert))
 * player.play()
 */
export function createPlayer(video: HTMLVideoElement, options: PlayerOptions): Player {
  const events = createPlayerEvents()
  const live = options.live ?? false
  let provider: MediaProvider | undefined
  let destroyed = false
  const cleanups: (() => void)[] = []
  const listen = (target: EventTarget, type: string, listener: () => void) => {
    target.addEventListener(type, listener)
    cleanups.push(() => target.removeEventListener(type, listener))
  }

  const recovery = createActor(
    hlsRecoveryMachine.provide({
      actions: {
        startLoad: () => provider?.startLoad(),
        reloadSource: () => provider?.reloadSource(),
        recoverMediaError: () => provider?.recoverMediaError(),
        swapAudioCodec: () => provider?.swapAudioCodec(),
      },
    }),
    { input: options.recovery ?? {} },
  )
  recovery.on('error', ({ alert }) => events.emit('error', { alert }))
  recovery.on('recovered', ({ tries }) => events.emit('recovered', { tries }))

  const playback = createActor(
    playbackMachine.provide({
      actors: {
        playMedia: fromPromise<void, { muted: boolean }>(async ({ input }) => {
          video.muted = input.muted
          await video.play()
        }),
      },
      actions: {
        pauseMedia: () => video.pause(),
        seekToStart: () => {
          video.currentTime = 0
        },
        applyVolume: (_, { volume, muted }) => {
          video.volume = volume
          video.muted = muted
        },
        applyRate: (_, { rate }) => {
          video.playbackRate = rate
        },
      },
    }),
    // Autoplay waits for the provider: PLAY is sent once the source is loading.
    {
      input: { mode: live ? 'live' : 'vod', ...(options.storage && { storage: options.storage }) },
    },
  )
  playback.on('play', ({ mutedAutoplay }) => events.emit('play', { mutedAutoplay }))
  playback.on('pause', () => events.emit('pause', {}))
  playback.on('ended', () => events.emit('ended', {}))
  playback.on('rate-change', ({ rate }) => events.emit('rate-change', { rate }))

  recovery.start()
  playback.start()
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
  }

  const attach = (loaded: MediaProvider) => {
    if (destroyed) {
      loaded.destroy()
      return
    }
    provider = loaded
    cleanups.push(
      loaded.on('fault', (fault) => recovery.send({ type: 'FAULT', fault, paused: video.paused })),
      loaded.on('fragment', ({ end }) => recovery.send({ type: 'FRAGMENT', end })),
      loaded.on('time', ({ currentTime }) => recovery.send({ type: 'TIME', currentTime })),
      loaded.on('qualities', applyStoredResolution),
      loaded.on('quality-change', (change) => events.emit('quality-change', change)),
      loaded.on('latency', (latency) => events.emit('latency', latency)),
    )
    loaded.load(options.src)
    applyStoredResolution(loaded.qualities())
    events.emit('ready', { provider: loaded.type })
    if (options.autoplay) playback.send({ type: 'PLAY' })
  }

  const load = options.loadProvider ?? ((el, opts) => hlsLoader.load(el, opts))
  // A browser that plays HLS neither way gets the media alert, code UNSUPPORTED.
  load(video, { live }).then(attach, (error: unknown) => {
    if (destroyed) return
    console.error(error)
    events.emit('error', { alert: { kind: 'MEDIA_ERROR', code: 'UNSUPPORTED', action: 'reload' } })
  })

  return {
    on: events.on,
    play: () => playback.send({ type: 'PLAY' }),
    pause: () => playback.send({ type: 'PAUSE' }),
    seek: (time) => {
      video.currentTime = time
    },
    setVolume: (value) => playback.send({ type: 'SET_VOLUME', volume: value }),
    toggleMute: () => playback.send({ type: 'TOGGLE_MUTE' }),
    setRate: (rate) => playback.send({ type: 'SET_RATE', rate }),
    setQuality: (trackId) => {
      const track = provider?.qualities().find((t) => t.trackId === trackId)
      if (!provider || !track) return
      provider.setQuality(trackId)
      playback.send({ type: 'SET_RESOLUTION', resolution: track.label })
    },
    qualities: () => provider?.qualities() ?? [],
    state: () => {
      const { context, value } = playback.getSnapshot()
      return {
        playback: topState(value) as PlayerState['playback'],
        recovery: topState(recovery.getSnapshot().value) as PlayerState['recovery'],
        volume: context.volume,
        muted: context.muted,
        mutedAutoplay: context.mutedAutoplay,
        rate: context.rate,
        ...(provider && { quality: provider.quality() }),
      }
    },
    destroy: () => {
      if (destroyed) return
      destroyed = true
      for (const cleanup of cleanups.splice(0)) cleanup()
      playback.stop()
      recovery.stop()
      provider?.destroy()
      provider = undefined
      events.clear()
    },
  }
}
