import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { playbackMachine } from './playback.machine'
import { DEFAULT_VOLUME, type SettingsStorage, settingsKey } from './playbackSettings'

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
  } = {},
) {
  const calls: string[] = []
  const machine = playbackMachine.provide({
    actors: {
      playMedia: fromPromise<void, { muted: boolean }>(async ({ input }) => {
        calls.push(`play(muted=${input.muted})`)
        if (options.refuseAll || (options.refuseSound && !input.muted)) throw notAllowed()
      }),
    },
    actions: {
      pauseMedia: () => calls.push('pause'),
      seekToStart: () => calls.push('seek(0)'),
      applyVolume: (_, { volume, muted }) => calls.push(`volume(${volume},${muted})`),
      applyRate: (_, { rate }) => calls.push(`rate(${rate})`),
    },
  })
  const actor = createActor(machine, {
    input: {
      mode: options.mode ?? 'vod',
      autoplay: options.autoplay ?? false,
      storage: options.storage ?? memoryStorage().storage,
    },
  })
  actor.start()
  return { actor, calls }
}

describe('playbackMachine', () => {
  it('toggles between play and pause', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('playing'))
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('paused')
    expect(calls).toEqual(['play(muted=false)', 'pause'])
  })

  it('seeks to 0 when play follows the end', async () => {
    const { actor, calls } = start({ autoplay: true })
    await waitFor(actor, (s) => s.matches('playing'))
    actor.send({ type: 'ENDED' })
    expect(actor.getSnapshot().value).toBe('ended')
    actor.send({ type: 'PLAY' })
    await waitFor(actor, (s) => s.matches('playing'))
    expect(calls).toEqual(['play(muted=false)', 'seek(0)', 'play(muted=false)'])
  })

  it('starts muted and says so when autoplay with sound is refused', async () => {
    const { actor, calls } = start({ autoplay: true, refuseSound: true })
    const heard: string[] = []
    actor.on('*', (event) => heard.push(event.type))
    await waitFor(actor, (s) => s.matches('playing'))
    expect(actor.getSnapshot().context).toMatchObject({ muted: true, mutedAutoplay: true })
    expect(calls).toEqual([
      'play(muted=false)',
      `volume(${DEFAULT_VOLUME},true)`,
      'play(muted=true)',
    ])
    expect(heard).toContain('muted-autoplay')
    actor.send({ type: 'UNMUTE' })
    expect(actor.getSnapshot().context.mutedAutoplay).toBe(false)
  })

  it('stays paused when even muted playback is refused', async () => {
    const { actor } = start({ autoplay: true, refuseAll: true })
    await waitFor(actor, (s) => s.matches('paused'))
    expect(actor.getSnapshot().context.mutedAutoplay).toBe(true)
  })

  it('clamps the volume, and 0 means muted', () => {
    const { actor } = start()
    actor.send({ type: 'SET_VOLUME', volume: 1.5 })
    expect(actor.getSnapshot().context).toMatchObject({ volume: 1, muted: false })
    actor.send({ type: 'SET_VOLUME', volume: -1 })
    expect(actor.getSnapshot().context).toMatchObject({ volume: 0, muted: true })
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
    const vod = start({ mode: 'vod' })
    vod.actor.send({ type: 'SET_RATE', rate: 0.25 })
    expect(vod.actor.getSnapshot().context.rate).toBe(0.25)
    vod.actor.send({ type: 'SET_RATE', rate: 3 })
    expect(vod.actor.getSnapshot().context.rate).toBe(0.25)
    expect(vod.calls).toEqual(['rate(0.25)'])
  })
})
