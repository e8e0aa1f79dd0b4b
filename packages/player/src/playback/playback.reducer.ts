import type { Effect, Reducer, ReducerState, Step } from '../reducer'
import {
  clampVolume,
  DEFAULT_VOLUME,
  LIVE_PLAYBACK_RATES,
  type PlaybackMode,
  type PlaybackSettings,
  readPlaybackSettings,
  type SettingsStorage,
  VOD_PLAYBACK_RATES,
} from './playbackSettings'

/** Where playback is: `starting` waits for the media to accept `play()`. */
export type PlaybackValue = 'idle' | 'starting' | 'playing' | 'paused' | 'ended'

export interface PlaybackInput {
  mode: PlaybackMode
  /** Start playing as soon as the machine starts. */
  autoplay?: boolean
  /** Where the settings are read from once, at creation; defaults to `localStorage`. */
  storage?: SettingsStorage
  /** The host's choice, over the stored one (not stored: the viewer's own stays for later). */
  muted?: boolean
  /** The host's volume (0..1), over the stored one; not stored either. */
  volume?: number
}

export interface PlaybackContext extends PlaybackSettings {
  mode: PlaybackMode
  autoplay: boolean
  rate: number
  /** Autoplay with sound was refused, so playback started muted. */
  mutedAutoplay: boolean
}

/** The media calls the machine makes; the player provides them on its video element. */
export interface PlaybackIO {
  /** Sets the element's `muted` and plays; a refusal rejects (`NotAllowedError` for autoplay). */
  playMedia(params: { muted: boolean }): Promise<void>
  pauseMedia(): void
  seekToStart(): void
  applyVolume(params: { volume: number; muted: boolean }): void
  applyRate(params: { rate: number }): void
  /** Saves a mode's settings, e.g. with `writePlaybackSettings(mode, settings, storage)`. */
  persist(params: { mode: PlaybackMode; settings: PlaybackSettings }): void
}

export type PlaybackEvent =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  /** The media reached its end. */
  | { type: 'ENDED' }
  | { type: 'SET_VOLUME'; volume: number }
  | { type: 'MUTE' }
  | { type: 'UNMUTE' }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'SET_RATE'; rate: number }
  | { type: 'SET_RESOLUTION'; resolution: string }
  /** The outcome of `playMedia`, sent by the machine itself. */
  | { type: 'MEDIA_PLAYING' }
  | { type: 'MEDIA_REFUSED'; error: unknown }

/** What playback tells listeners, by name. */
export interface PlaybackEmitted {
  play: { mutedAutoplay: boolean }
  pause: Record<string, never>
  ended: Record<string, never>
  /** Autoplay with sound was refused: playback goes on muted. */
  'muted-autoplay': Record<string, never>
  'volume-change': { volume: number; muted: boolean }
  'rate-change': { rate: number }
}

type State = ReducerState<PlaybackValue, PlaybackContext>
type PlaybackEffect = Effect<PlaybackIO, PlaybackEmitted, PlaybackEvent>
type PlaybackStep = Step<PlaybackValue, PlaybackContext, PlaybackEffect>

const isNotAllowed = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'NotAllowedError'

const unmuted = (context: PlaybackContext): PlaybackContext => ({
  ...context,
  muted: false,
  mutedAutoplay: false,
  volume: context.volume === 0 ? DEFAULT_VOLUME : context.volume,
})

const persist = (context: PlaybackContext): PlaybackEffect => ({
  call: 'persist',
  params: {
    mode: context.mode,
    settings: {
      volume: context.volume,
      muted: context.muted,
      ...(context.resolution === undefined ? {} : { resolution: context.resolution }),
    },
  },
})

// Volume or mute changed: apply it to the media, remember it, tell listeners.
const volumeChanged = (context: PlaybackContext, then: PlaybackEffect[] = []): PlaybackStep => ({
  context,
  effects: [
    { call: 'applyVolume', params: { volume: context.volume, muted: context.muted } },
    persist(context),
    { emit: 'volume-change', payload: { volume: context.volume, muted: context.muted } },
    ...then,
  ],
})

// Settings change the same way in every state.
function settingsTransition(
  context: PlaybackContext,
  event: PlaybackEvent,
): PlaybackStep | undefined {
  switch (event.type) {
    case 'SET_VOLUME': {
      const volume = clampVolume(event.volume)
      return volumeChanged(
        volume === 0
          ? { ...context, volume, muted: true }
          : { ...context, volume, muted: false, mutedAutoplay: false },
      )
    }
    case 'MUTE':
      return volumeChanged({ ...context, muted: true })
    case 'UNMUTE':
      return volumeChanged(unmuted(context))
    case 'TOGGLE_MUTE':
      return volumeChanged(context.muted ? unmuted(context) : { ...context, muted: true })
    case 'SET_RATE': {
      const offered = context.mode === 'live' ? LIVE_PLAYBACK_RATES : VOD_PLAYBACK_RATES
      if (!offered.includes(event.rate)) return undefined
      return {
        context: { ...context, rate: event.rate },
        effects: [
          { call: 'applyRate', params: { rate: event.rate } },
          { emit: 'rate-change', payload: { rate: event.rate } },
        ],
      }
    }
    case 'SET_RESOLUTION': {
      const next = { ...context, resolution: event.resolution }
      return { context: next, effects: [persist(next)] }
    }
    default:
      return undefined
  }
}

function startingTransition(
  context: PlaybackContext,
  event: PlaybackEvent,
): PlaybackStep | undefined {
  switch (event.type) {
    case 'PAUSE':
      return { value: 'paused', effects: [{ call: 'pauseMedia' }] }
    case 'MEDIA_PLAYING':
      return { value: 'playing' }
    case 'MEDIA_REFUSED':
      if (context.muted || !isNotAllowed(event.error)) return { value: 'paused' }
      // The browser refuses sound without a gesture, not playback: play again, muted. Re-entering
      // `starting` calls `playMedia` anew.
      return {
        ...volumeChanged({ ...context, muted: true, mutedAutoplay: true }, [
          { emit: 'muted-autoplay', payload: {} },
        ]),
        value: 'starting',
        reenter: true,
      }
    default:
      return undefined
  }
}

function playbackTransition(
  { value, context }: State,
  event: PlaybackEvent,
): PlaybackStep | undefined {
  const settings = settingsTransition(context, event)
  if (settings) return settings
  const play = event.type === 'PLAY' || event.type === 'TOGGLE'
  switch (value) {
    case 'idle':
    case 'paused':
      return play ? { value: 'starting' } : undefined
    case 'starting':
      return startingTransition(context, event)
    case 'playing':
      if (event.type === 'PAUSE' || event.type === 'TOGGLE') {
        return { value: 'paused', effects: [{ call: 'pauseMedia' }] }
      }
      return event.type === 'ENDED' ? { value: 'ended' } : undefined
    case 'ended':
      // Play after the end starts over.
      return play ? { value: 'starting', effects: [{ call: 'seekToStart' }] } : undefined
  }
}

function playbackEntry({ value, context }: State): PlaybackEffect[] {
  switch (value) {
    case 'starting':
      return [
        {
          call: 'playMedia',
          params: { muted: context.muted },
          done: () => ({ type: 'MEDIA_PLAYING' }),
          fail: (error) => ({ type: 'MEDIA_REFUSED', error }),
        },
      ]
    case 'playing':
      return [{ emit: 'play', payload: { mutedAutoplay: context.mutedAutoplay } }]
    case 'paused':
      return [{ emit: 'pause', payload: {} }]
    case 'ended':
      return [{ emit: 'ended', payload: {} }]
    case 'idle':
      return []
  }
}

/**
 * Playback (spec "Playback"): play and pause; play after the end starts over from 0; volume
 * kept within 0..1 where 0 means muted, and unmuting from 0 restores 0.5; when the browser
 * refuses autoplay with sound, playback starts muted and `mutedAutoplay` says so. Volume, mute
 * and resolution persist per mode (live and VOD apart): read from `input.storage` at creation,
 * written through the provided `persist`; the host's `muted` and `volume` win over them. Rates are limited to the mode's menu.
 *
 * @example
 * const playback = createReducerStore(playbackReducer, {
 *   playMedia: ({ muted }) => { video.muted = muted; return video.play() },
 *   pauseMedia: () => video.pause(),
 *   seekToStart: () => { video.currentTime = 0 },
 *   applyVolume: ({ volume, muted }) => { video.volume = volume; video.muted = muted },
 *   applyRate: ({ rate }) => { video.playbackRate = rate },
 *   persist: ({ mode, settings }) => writePlaybackSettings(mode, settings, storage),
 * }, { mode: 'vod', autoplay: true, storage })
 * playback.on('muted-autoplay', () => showUnmuteButton())
 * playback.start()
 */
export const playbackReducer: Reducer<
  PlaybackValue,
  PlaybackContext,
  PlaybackEvent,
  PlaybackInput,
  PlaybackIO,
  PlaybackEmitted
> = {
  initial: (input) => {
    const autoplay = input.autoplay ?? false
    const stored = readPlaybackSettings(input.mode, input.storage)
    const volume = input.volume === undefined ? stored.volume : clampVolume(input.volume)
    return {
      value: autoplay ? 'starting' : 'idle',
      context: {
        mode: input.mode,
        autoplay,
        rate: 1,
        mutedAutoplay: false,
        ...stored,
        volume,
        muted: input.muted ?? (input.volume === undefined ? stored.muted : volume === 0),
      },
    }
  },
  transition: playbackTransition,
  entry: playbackEntry,
}
