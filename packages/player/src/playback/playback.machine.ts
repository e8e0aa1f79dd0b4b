import { assign, emit, fromPromise, setup } from 'xstate'
import {
  clampVolume,
  DEFAULT_VOLUME,
  LIVE_PLAYBACK_RATES,
  type PlaybackMode,
  type PlaybackSettings,
  readPlaybackSettings,
  type SettingsStorage,
  VOD_PLAYBACK_RATES,
  writePlaybackSettings,
} from './playbackSettings'

export interface PlaybackInput {
  mode: PlaybackMode
  /** Start playing as soon as the machine starts. */
  autoplay?: boolean
  /** Where settings persist; defaults to `localStorage`, looked up lazily. */
  storage?: SettingsStorage
}

export interface PlaybackContext extends PlaybackSettings {
  mode: PlaybackMode
  autoplay: boolean
  rate: number
  /** Autoplay with sound was refused, so playback started muted. */
  mutedAutoplay: boolean
  storage?: SettingsStorage
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

export type PlaybackEmitted =
  | { type: 'play'; mutedAutoplay: boolean }
  | { type: 'pause' }
  | { type: 'ended' }
  | { type: 'muted-autoplay' }
  | { type: 'volume-change'; volume: number; muted: boolean }
  | { type: 'rate-change'; rate: number }

const isNotAllowed = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'NotAllowedError'

const unmuted = ({ context }: { context: PlaybackContext }) => ({
  muted: false,
  mutedAutoplay: false,
  volume: context.volume === 0 ? DEFAULT_VOLUME : context.volume,
})

// Volume or mute changed: apply it to the media, remember it, tell listeners.
const sync = [
  {
    type: 'applyVolume',
    params: ({ context }: { context: PlaybackContext }) => ({
      volume: context.volume,
      muted: context.muted,
    }),
  },
  'persist',
  'volumeChanged',
] as const

/**
 * Playback (spec "Playback"): play and pause; play after the end starts over from 0; volume
 * kept within 0..1 where 0 means muted, and unmuting from 0 restores 0.5; when the browser
 * refuses autoplay with sound, playback starts muted and `mutedAutoplay` says so. Volume, mute
 * and resolution persist per mode (live and VOD apart). Rates are limited to the mode's menu.
 *
 * The media calls are provided: the `playMedia` actor (`video.muted = input.muted; return
 * video.play()`), and the actions `pauseMedia`, `seekToStart`, `applyVolume`, `applyRate`.
 *
 * @example
 * const playback = createActor(playbackMachine.provide({
 *   actors: { playMedia: fromPromise(({ input }) => { video.muted = input.muted; return video.play() }) },
 *   actions: { pauseMedia: () => video.pause(), seekToStart: () => { video.currentTime = 0 } },
 * }), { input: { mode: 'vod', autoplay: true } }).start()
 * playback.on('muted-autoplay', () => showUnmuteButton())
 */
export const playbackMachine = setup({
  types: {
    context: {} as PlaybackContext,
    events: {} as PlaybackEvent,
    input: {} as PlaybackInput,
    emitted: {} as PlaybackEmitted,
  },
  actors: {
    playMedia: fromPromise<void, { muted: boolean }>(async () => {
      throw new Error('Provide playMedia to play the media element')
    }),
  },
  actions: {
    pauseMedia: () => {},
    seekToStart: () => {},
    applyVolume: (_, _params: { volume: number; muted: boolean }) => {},
    applyRate: (_, _params: { rate: number }) => {},
    persist: ({ context }) => {
      writePlaybackSettings(
        context.mode,
        {
          volume: context.volume,
          muted: context.muted,
          ...(context.resolution === undefined ? {} : { resolution: context.resolution }),
        },
        context.storage,
      )
    },
    volumeChanged: emit(({ context }) => ({
      type: 'volume-change' as const,
      volume: context.volume,
      muted: context.muted,
    })),
    setVolume: assign((_, params: { volume: number }) => {
      const volume = clampVolume(params.volume)
      return volume === 0 ? { volume, muted: true } : { volume, muted: false, mutedAutoplay: false }
    }),
    mute: assign({ muted: true }),
    unmute: assign(unmuted),
    startMuted: assign({ muted: true, mutedAutoplay: true }),
  },
  guards: {
    autoplay: ({ context }) => context.autoplay,
    refusedWithSound: ({ context, event }) =>
      !context.muted && 'error' in event && isNotAllowed(event.error),
    muted: ({ context }) => context.muted,
    rateOffered: ({ context, event }) =>
      event.type === 'SET_RATE' &&
      (context.mode === 'live' ? LIVE_PLAYBACK_RATES : VOD_PLAYBACK_RATES).includes(event.rate),
  },
}).createMachine({
  id: 'playback',
  context: ({ input }) => ({
    mode: input.mode,
    autoplay: input.autoplay ?? false,
    rate: 1,
    mutedAutoplay: false,
    ...(input.storage ? { storage: input.storage } : {}),
    ...readPlaybackSettings(input.mode, input.storage),
  }),
  initial: 'idle',
  on: {
    SET_VOLUME: {
      actions: [{ type: 'setVolume', params: ({ event }) => ({ volume: event.volume }) }, ...sync],
    },
    MUTE: { actions: ['mute', ...sync] },
    UNMUTE: { actions: ['unmute', ...sync] },
    TOGGLE_MUTE: [{ guard: 'muted', actions: ['unmute', ...sync] }, { actions: ['mute', ...sync] }],
    SET_RATE: {
      guard: 'rateOffered',
      actions: [
        assign({ rate: ({ event }) => event.rate }),
        { type: 'applyRate', params: ({ event }) => ({ rate: event.rate }) },
        emit(({ event }) => ({ type: 'rate-change' as const, rate: event.rate })),
      ],
    },
    SET_RESOLUTION: {
      actions: [assign({ resolution: ({ event }) => event.resolution }), 'persist'],
    },
  },
  states: {
    idle: {
      always: { guard: 'autoplay', target: 'starting' },
      on: { PLAY: 'starting', TOGGLE: 'starting' },
    },
    starting: {
      invoke: {
        src: 'playMedia',
        input: ({ context }) => ({ muted: context.muted }),
        onDone: 'playing',
        onError: [
          {
            guard: 'refusedWithSound',
            target: 'starting',
            reenter: true,
            actions: ['startMuted', ...sync, emit({ type: 'muted-autoplay' as const })],
          },
          { target: 'paused' },
        ],
      },
      on: { PAUSE: { target: 'paused', actions: 'pauseMedia' } },
    },
    playing: {
      entry: emit(({ context }) => ({
        type: 'play' as const,
        mutedAutoplay: context.mutedAutoplay,
      })),
      on: {
        PAUSE: { target: 'paused', actions: 'pauseMedia' },
        TOGGLE: { target: 'paused', actions: 'pauseMedia' },
        ENDED: 'ended',
      },
    },
    paused: {
      entry: emit({ type: 'pause' as const }),
      on: { PLAY: 'starting', TOGGLE: 'starting' },
    },
    ended: {
      entry: emit({ type: 'ended' as const }),
      on: {
        PLAY: { target: 'starting', actions: 'seekToStart' },
        TOGGLE: { target: 'starting', actions: 'seekToStart' },
      },
    },
  },
})
