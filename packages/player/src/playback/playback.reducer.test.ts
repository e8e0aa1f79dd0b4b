import { describe, expect, it, vi } from 'vitest'
import { createReducerStore } from '../reducer'
import { type PlaybackIO, playbackReducer } from './playback.reducer'
import {
  DEFAULT_VOLUME,
  type SettingsStorage,
  settingsKey,
  writePlaybackSettings,
} from './playbackSettings'

function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial }
  const storage: SettingsStorage = {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
  return { data, storage }
}

function notAllowed() {
  return Object.assign(new Error('play() needs a user gesture'), { name: 'NotAllowedError' })
}

function start(
  options: {
    mode?: 'live' | 'vod'
    autoplay?: boolean
    storage?: SettingsStorage
    refuseSound?: boolean
    refuseAll?: boolean
    /** Keeps `play()` pending until `resolvePlay` is called. */
    holdPlay?: boolean
  } = {},
) {
  const calls: string[] = []
  const storage = options.storage ?? memoryStorage().storage
  let resolvePlay = () => {}
  const io: PlaybackIO = {
    playMedia: async ({ muted }) => {
      calls.push(`play(muted=${muted})`)
      if (options.holdPlay) {
        await new Promise<void>((resolve) => {
          resolvePlay = resolve
        })
      }
      if (options.refuseAll || (options.refuseSound && !muted)) throw notAllowed()
    },
    pauseMedia: () => calls.push('pause'),
    seekToStart: () => calls.push('seek(0)'),
    applyVolume: ({ volume, muted }) => calls.push(`volume(${volume},${muted})`),
    applyRate: ({ rate }) => calls.push(`rate(${rate})`),
    persist: ({ mode, settings }) => writePlaybackSettings(mode, settings, storage),
  }
  const actor = createReducerStore(playbackReducer, io, {
    mode: options.mode ?? 'vod',
    autoplay: options.autoplay ?? false,
    storage,
  })
  const heard: string[] = []
  for (const type of [
    'play',
    'pause',
    'ended',
    'muted-autoplay',
    'volume-change',
    'rate-change',
  ] as const) {
    actor.on(type, (payload) => heard.push(`${type} ${JSON.stringify(payload)}`))
  }
  actor.start()
  return { actor, calls, heard, resolvePlay: () => resolvePlay() }
}

describe('playbackReducer', () => {
  it('stays idle without autoplay', () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toEqual([])
  })

  it('toggles between play and pause', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'TOGGLE' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('paused')
    expect(calls).toEqual(['play(muted=false)', 'pause'])
  })

  it('announces play, pause and the end', async () => {
    const { actor, heard } = start({ autoplay: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    actor.send({ type: 'PAUSE' })
    actor.send({ type: 'PLAY' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    actor.send({ type: 'ENDED' })
    expect(heard).toEqual([
      'play {"mutedAutoplay":false}',
      'pause {}',
      'play {"mutedAutoplay":false}',
      'ended {}',
    ])
  })

  it('seeks to 0 when play follows the end', async () => {
    const { actor, calls } = start({ autoplay: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    actor.send({ type: 'ENDED' })
    expect(actor.getSnapshot().value).toBe('ended')
    actor.send({ type: 'PLAY' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    expect(calls).toEqual(['play(muted=false)', 'seek(0)', 'play(muted=false)'])
  })

  it('seeks to 0 when a toggle follows the end', async () => {
    const { actor, calls } = start({ autoplay: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    actor.send({ type: 'ENDED' })
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('starting')
    expect(calls).toEqual(['play(muted=false)', 'seek(0)', 'play(muted=false)'])
  })

  it('starts muted and says so when autoplay with sound is refused', async () => {
    const { actor, calls, heard } = start({ autoplay: true, refuseSound: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    expect(actor.getSnapshot().context).toMatchObject({ muted: true, mutedAutoplay: true })
    expect(calls).toEqual([
      'play(muted=false)',
      `volume(${DEFAULT_VOLUME},true)`,
      'play(muted=true)',
    ])
    expect(heard).toEqual([
      `volume-change {"volume":${DEFAULT_VOLUME},"muted":true}`,
      'muted-autoplay {}',
      'play {"mutedAutoplay":true}',
    ])
    actor.send({ type: 'UNMUTE' })
    expect(actor.getSnapshot().context.mutedAutoplay).toBe(false)
  })

  it('clears mutedAutoplay when the viewer raises the volume', async () => {
    const { actor } = start({ autoplay: true, refuseSound: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'))
    actor.send({ type: 'SET_VOLUME', volume: 0.7 })
    expect(actor.getSnapshot().context).toMatchObject({
      volume: 0.7,
      muted: false,
      mutedAutoplay: false,
    })
  })

  it('stays paused when even muted playback is refused', async () => {
    const { actor, calls } = start({ autoplay: true, refuseAll: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('paused'))
    expect(actor.getSnapshot().context.mutedAutoplay).toBe(true)
    expect(calls).toEqual([
      'play(muted=false)',
      `volume(${DEFAULT_VOLUME},true)`,
      'play(muted=true)',
    ])
  })

  it('does not retry muted when play fails for another reason', async () => {
    const calls: string[] = []
    const actor = createReducerStore(
      playbackReducer,
      {
        playMedia: async ({ muted }) => {
          calls.push(`play(muted=${muted})`)
          throw new Error('no source')
        },
        pauseMedia: () => {},
        seekToStart: () => {},
        applyVolume: () => {},
        applyRate: () => {},
        persist: () => {},
      },
      { mode: 'vod', autoplay: true, storage: memoryStorage().storage },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('paused'))
    expect(actor.getSnapshot().context).toMatchObject({ muted: false, mutedAutoplay: false })
    expect(calls).toEqual(['play(muted=false)'])
  })

  it('pauses during starting, and ignores the play that succeeds afterwards', async () => {
    const { actor, calls, heard, resolvePlay } = start({ holdPlay: true })
    actor.send({ type: 'PLAY' })
    expect(actor.getSnapshot().value).toBe('starting')
    actor.send({ type: 'PAUSE' })
    expect(actor.getSnapshot().value).toBe('paused')
    resolvePlay()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('paused')
    // play() went out before pause(), so the media ends up paused too.
    expect(calls).toEqual(['play(muted=false)', 'pause'])
    expect(heard).toEqual(['pause {}'])
  })

  it('ignores a refusal of a play left for pause', async () => {
    const { actor, calls, resolvePlay } = start({ holdPlay: true, refuseSound: true })
    actor.send({ type: 'PLAY' })
    actor.send({ type: 'PAUSE' })
    resolvePlay()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('paused')
    expect(actor.getSnapshot().context.mutedAutoplay).toBe(false)
    expect(calls).toEqual(['play(muted=false)', 'pause'])
  })

  it('ignores the end while starting', () => {
    const { actor } = start({ holdPlay: true })
    actor.send({ type: 'PLAY' })
    actor.send({ type: 'ENDED' })
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('starting')
  })

  it('clamps the volume, and 0 means muted', () => {
    const { actor } = start()
    actor.send({ type: 'SET_VOLUME', volume: 1.5 })
    expect(actor.getSnapshot().context).toMatchObject({ volume: 1, muted: false })
    actor.send({ type: 'SET_VOLUME', volume: -1 })
    expect(actor.getSnapshot().context).toMatchObject({ volume: 0, muted: true })
  })

  it('applies and announces every volume change', () => {
    const { actor, calls, heard } = start()
    actor.send({ type: 'SET_VOLUME', volume: 0.8 })
    actor.send({ type: 'TOGGLE_MUTE' })
    expect(calls).toEqual(['volume(0.8,false)', 'volume(0.8,true)'])
    expect(heard).toEqual([
      'volume-change {"volume":0.8,"muted":false}',
      'volume-change {"volume":0.8,"muted":true}',
    ])
  })

  it('restores the default volume when unmuting from 0', () => {
    const { actor } = start()
    actor.send({ type: 'SET_VOLUME', volume: 0 })
    actor.send({ type: 'TOGGLE_MUTE' })
    expect(actor.getSnapshot().context).toMatchObject({ volume: DEFAULT_VOLUME, muted: false })
  })

  it('keeps the volume when muting and unmuting', () => {
    const { actor } = start()
    actor.send({ type: 'SET_VOLUME', volume: 0.8 })
    actor.send({ type: 'MUTE' })
    actor.send({ type: 'UNMUTE' })
    expect(actor.getSnapshot().context).toMatchObject({ volume: 0.8, muted: false })
  })

  it('persists mute, volume and resolution per mode', () => {
    const { data, storage } = memoryStorage()
    const live = start({ mode: 'live', storage }).actor
    live.send({ type: 'SET_VOLUME', volume: 0.3 })
    live.send({ type: 'SET_RESOLUTION', resolution: '720p' })
    live.send({ type: 'MUTE' })
    expect(JSON.parse(data[settingsKey('live')] ?? '')).toEqual({
      volume: 0.3,
      muted: true,
      resolution: '720p',
    })
    expect(data[settingsKey('vod')]).toBeUndefined()
    const again = start({ mode: 'live', storage }).actor
    expect(again.getSnapshot().context).toMatchObject({
      volume: 0.3,
      muted: true,
      resolution: '720p',
    })
    expect(start({ mode: 'vod', storage }).actor.getSnapshot().context.volume).toBe(DEFAULT_VOLUME)
  })

  it('persists the resolution without a volume change', () => {
    const { data, storage } = memoryStorage()
    const { actor, calls, heard } = start({ storage })
    actor.send({ type: 'SET_RESOLUTION', resolution: '1080p' })
    expect(JSON.parse(data[settingsKey('vod')] ?? '')).toEqual({
      volume: DEFAULT_VOLUME,
      muted: false,
      resolution: '1080p',
    })
    expect(calls).toEqual([])
    expect(heard).toEqual([])
  })

  it('starts from the default when the stored volume is out of range', () => {
    const { storage } = memoryStorage({ [settingsKey('vod')]: JSON.stringify({ volume: -4 }) })
    expect(start({ storage }).actor.getSnapshot().context).toMatchObject({
      volume: DEFAULT_VOLUME,
      muted: false,
    })
  })

  it('accepts only the rates of the mode', () => {
    const live = start({ mode: 'live' })
    live.actor.send({ type: 'SET_RATE', rate: 0.25 })
    expect(live.actor.getSnapshot().context.rate).toBe(1)
    live.actor.send({ type: 'SET_RATE', rate: 1.5 })
    expect(live.actor.getSnapshot().context.rate).toBe(1.5)
    expect(live.heard).toEqual(['rate-change {"rate":1.5}'])
    const vod = start({ mode: 'vod' })
    vod.actor.send({ type: 'SET_RATE', rate: 0.25 })
    expect(vod.actor.getSnapshot().context.rate).toBe(0.25)
    vod.actor.send({ type: 'SET_RATE', rate: 3 })
    expect(vod.actor.getSnapshot().context.rate).toBe(0.25)
    expect(vod.calls).toEqual(['rate(0.25)'])
  })
})
