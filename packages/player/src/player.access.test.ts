// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createEmitter, type PlayerEvents } from './events'
import { createPlayer, type PlayerOptions } from './player'
import type { HlsProviderEvents } from './providers/hls/events'
import { AUTO_TRACK } from './providers/hls/quality'
import type { MediaProvider } from './providers/hls/types'

// The end-of-stream states and the channel's alerts as a page drives them: a pending end that
// resumes and plays again by itself, a live that starts off or behind a dialog loading nothing
// until it may, and the alerts of the channel errors (setAccess) and of the adult stream.

function fakeProvider(video: HTMLVideoElement) {
  const emitter = createEmitter<HlsProviderEvents>()
  const calls: string[] = []
  const provider: MediaProvider = {
    type: 'hls',
    video,
    load: (src) => calls.push(`load ${src}`),
    startLoad: () => calls.push('startLoad'),
    stopLoad: () => calls.push('stopLoad'),
    reloadSource: () => calls.push('reloadSource'),
    recoverMediaError: () => {},
    swapAudioCodec: () => {},
    qualities: () => [AUTO_TRACK],
    quality: () => -1,
    setQuality: () => {},
    latency: () => 2,
    liveSyncPosition: () => 120,
    catchUpLive: () => {},
    on: emitter.on,
    destroy: () => calls.push('destroy'),
  }
  return { provider, emitter, calls }
}

function videoElement() {
  const video = document.createElement('video')
  const state = { paused: true }
  video.play = () => {
    state.paused = false
    return Promise.resolve()
  }
  video.pause = () => {
    state.paused = true
  }
  Object.defineProperty(video, 'paused', { get: () => state.paused })
  return video
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(options: Partial<PlayerOptions> = {}) {
  const video = videoElement()
  const fake = fakeProvider(video)
  const player = createPlayer(video, {
    src: 'live.m3u8',
    live: true,
    autoplay: true,
    storage: { getItem: () => null, setItem: () => {} },
    loadProvider: async () => fake.provider,
    fetchStreamInfo: async () => ({ isStream: true, isStreamPendingEnd: false }),
    ...options,
  })
  const statuses: PlayerEvents['live-status'][] = []
  player.on('live-status', (event) => statuses.push(event))
  return { player, fake, statuses }
}

describe('pending end', () => {
  it('waits on endedReason 3 and, resumed, loads afresh and plays by itself: no restream', async () => {
    const { player, fake, statuses } = start()
    await flush()
    expect(player.state().playback).toBe('playing')
    player.setLiveStatus({ status: false, endedReason: 3 })
    expect(player.state()).toMatchObject({
      playback: 'paused',
      live: { status: 'OFF_WAITING' },
      alerts: { dialog: 'NONE', box: 'OFF' },
    })
    expect(fake.calls).toContain('stopLoad')
    player.setLiveStatus({ status: true })
    await flush()
    expect(fake.calls.filter((call) => call === 'reloadSource')).toHaveLength(1)
    expect(player.state()).toMatchObject({
      playback: 'playing',
      live: { status: 'ON', restreaming: false },
      alerts: { dialog: 'NONE', box: 'NONE' },
    })
    expect(statuses).toEqual([
      { status: 'OFF_WAITING', endedReason: 3, restreaming: false },
      { status: 'ON', restreaming: false },
    ])
    player.destroy()
  })

  it('starts waiting from the stream info, loads nothing, then plays when the live resumes', async () => {
    const { player, fake } = start({
      streamInfo: { isStream: false, isStreamPendingEnd: true },
    })
    await flush()
    expect(player.state()).toMatchObject({ playback: 'idle', live: { status: 'OFF_WAITING' } })
    expect(fake.calls.filter((call) => call.startsWith('load'))).toEqual([])
    player.setLiveStatus({ status: true })
    await flush()
    expect(fake.calls.filter((call) => call.startsWith('load') || call === 'reloadSource')).toEqual(
      ['load live.m3u8'],
    )
    expect(player.state().playback).toBe('playing')
    player.destroy()
  })

  it('a live that starts off loads nothing until it is on', async () => {
    const { player, fake } = start({ streamInfo: { isStream: false, isStreamPendingEnd: false } })
    await flush()
    expect(fake.calls.filter((call) => call.startsWith('load'))).toEqual([])
    expect(player.state().alerts.box).toBe('OFFLINE')
    player.setLiveStatus({ status: false, endedReason: 1 })
    expect(player.state().alerts.box).toBe('OFF_FORCE')
    player.setLiveStatus({ status: true })
    await flush()
    expect(fake.calls).toContain('load live.m3u8')
    expect(player.state().playback).toBe('playing')
    player.destroy()
  })
})

describe('the channel alerts', () => {
  it('a suspended channel: the dialog, nothing loaded; cleared, the live loads and plays', async () => {
    const { player, fake } = start({ access: { errorCode: 'CHA30068' } })
    await flush()
    expect(player.state().alerts).toEqual({ dialog: 'SUSPENDED', box: 'NONE' })
    expect(player.state().playback).toBe('idle')
    expect(fake.calls.filter((call) => call.startsWith('load'))).toEqual([])
    player.play()
    expect(player.state().playback).toBe('idle')
    player.setAccess({ errorCode: undefined })
    await flush()
    expect(fake.calls).toContain('load live.m3u8')
    expect(player.state().playback).toBe('playing')
    player.destroy()
  })

  it('suspended during the live (endedReason 2): the dialog over the ended live', async () => {
    const { player } = start()
    await flush()
    player.setLiveStatus({ status: false, endedReason: 2 })
    expect(player.state().alerts).toEqual({ dialog: 'SUSPENDED', box: 'NONE' })
    expect(player.state().playback).toBe('paused')
    player.destroy()
  })

  it.each([
    [{ errorCode: 'CHA30016' }, { dialog: 'BLACK', box: 'NONE' }],
    [{ errorCode: 'CHA30071' }, { dialog: 'DELETED', box: 'NONE' }],
    [{ viewerSuspended: true }, { dialog: 'VIEWER_SUSPENDED', box: 'NONE' }],
    [{ errorCode: 'CHA43005' }, { dialog: 'NONE', box: 'COUNTRY_RESTRICT' }],
  ])('%o stops the player with its alert and loads nothing', async (access, alerts) => {
    const { player, fake } = start({ access })
    await flush()
    expect(player.state().alerts).toEqual(alerts)
    expect(player.state().playback).toBe('idle')
    expect(fake.calls.filter((call) => call.startsWith('load'))).toEqual([])
    player.destroy()
  })

  it('an adult stream: the notice until agreed (no picture loads meanwhile), then plays', async () => {
    const { player, fake } = start({
      streamInfo: { isStream: true, isStreamPendingEnd: false, isAdult: true },
    })
    await flush()
    expect(player.state().alerts.box).toBe('ADULT')
    expect(player.state().playback).toBe('idle')
    expect(fake.calls.filter((call) => call.startsWith('load'))).toEqual([])
    // Waiting for the end, the notice gives way to the waiting box.
    player.setLiveStatus({ status: false, endedReason: 3 })
    expect(player.state().alerts.box).toBe('OFF')
    player.setLiveStatus({ status: true })
    await flush()
    expect(player.state().alerts.box).toBe('ADULT')
    player.answerAdult('agree')
    await flush()
    expect(player.state().alerts.box).toBe('NONE')
    expect(fake.calls.filter((call) => call.startsWith('load'))).toEqual(['load live.m3u8'])
    expect(player.state().playback).toBe('playing')
    player.destroy()
  })
})
