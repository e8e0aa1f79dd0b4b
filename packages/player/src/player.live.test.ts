// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmitter, type PlayerEvents } from './events'
import type { LiveStreamInfo } from './live/liveStatus.reducer'
import { createPlayer } from './player'
import type { HlsProviderEvents } from './providers/hls/events'
import { AUTO_TRACK } from './providers/hls/quality'
import type { MediaProvider } from './providers/hls/types'

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
    catchUpLive: (enabled) => calls.push(`catchUp ${enabled}`),
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

const storage = () => ({ getItem: () => null, setItem: () => {} })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.useRealTimers()
})

describe('createPlayer on a live stream', () => {
  it('plays out what is buffered before a normal end shows, bounded; a forced end cuts at once', async () => {
    vi.useFakeTimers()
    const video = videoElement()
    // 2.5 s buffered ahead of the playhead, as a live a few seconds behind its encoder.
    let time = 10
    Object.defineProperty(video, 'currentTime', { get: () => time, set: (t) => (time = t) })
    Object.defineProperty(video, 'buffered', {
      get: () => ({ length: 1, start: () => 8, end: () => 12.5 }),
    })
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      autoplay: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
    })
    const statuses: string[] = []
    player.on('live-status', ({ status }) => statuses.push(status))
    await vi.advanceTimersByTimeAsync(0)
    expect(player.state().playback).toBe('playing')

    player.setLiveStatus({ status: false, endedReason: 0 })
    // Still showing the last seconds: no end yet, still loading (the last segments, ENDLIST).
    expect(player.state().live?.status).toBe('ON')
    expect(player.state().alerts.box).toBe('NONE')
    expect(fake.calls).not.toContain('stopLoad')
    // A stall with something still ahead is not the end; one with nothing ahead waits a
    // moment for the last segment, and plays on when it comes.
    video.dispatchEvent(new Event('waiting'))
    expect(player.state().live?.status).toBe('ON')
    time = 12.5
    video.dispatchEvent(new Event('waiting'))
    await vi.advanceTimersByTimeAsync(2000)
    video.dispatchEvent(new Event('playing'))
    await vi.advanceTimersByTimeAsync(2000)
    expect(player.state().live?.status).toBe('ON')
    // The playlist's end reached: the media ends, and so does the live.
    time = 12.5
    video.dispatchEvent(new Event('ended'))
    expect(player.state().live?.status).toBe('OFF')
    expect(player.state().alerts.box).toBe('OFF')
    expect(statuses).toEqual(['OFF'])

    // Back on, then an end that never reaches the media's end: shown after the bound.
    player.setLiveStatus({ status: true })
    await vi.advanceTimersByTimeAsync(0)
    time = 10
    expect(player.state().playback).toBe('playing')
    player.setLiveStatus({ status: false, endedReason: 0 })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(player.state().live?.status).toBe('ON')
    await vi.advanceTimersByTimeAsync(1)
    expect(player.state().live?.status).toBe('OFF')

    // A forced end is not played out.
    player.setLiveStatus({ status: true })
    await vi.advanceTimersByTimeAsync(0)
    player.setLiveStatus({ status: false, endedReason: 1 })
    expect(player.state().alerts.box).toBe('OFF_FORCE')
    player.destroy()
  })

  it('follows the live status: off box, restream reloads the source and refetches the info', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const fetched: LiveStreamInfo[] = []
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      autoplay: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
      fetchStreamInfo: async () => {
        const info = { isStream: true, isStreamPendingEnd: false, isAdult: true }
        fetched.push(info)
        return info
      },
    })
    const statuses: PlayerEvents['live-status'][] = []
    player.on('live-status', (event) => statuses.push(event))
    await flush()
    expect(player.state().playback).toBe('playing')

    player.setLiveStatus({ status: false, endedReason: 0 })
    expect(player.state().live?.status).toBe('OFF')
    expect(player.state().alerts.box).toBe('OFF')
    expect(player.state().playback).toBe('paused')

    player.setLiveStatus({ status: true })
    await flush()
    expect(statuses).toEqual([
      { status: 'OFF', endedReason: 0, restreaming: false },
      { status: 'ON', restreaming: true },
    ])
    expect(fake.calls).toContain('reloadSource')
    expect(fetched).toHaveLength(1)
    // The refetched info says the stream is for adults: the adult box shows until agreed.
    expect(player.state().alerts.box).toBe('ADULT')
    player.answerAdult('agree')
    expect(player.state().alerts.box).toBe('NONE')
    player.destroy()
  })

  it('stops loading at a normal end, and the playlist going away is no media error', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      autoplay: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
    })
    const errors: PlayerEvents['error'][] = []
    player.on('error', (event) => errors.push(event))
    await flush()
    player.setLiveStatus({ status: false, endedReason: 0 })
    expect(fake.calls).toContain('stopLoad')
    // hls.js reports the playlist the server took down, fatally, over and over.
    for (let i = 0; i < 20; i++) {
      fake.emitter.emit('fault', { fatal: true, kind: 'network', code: 'levelLoadError' })
    }
    await flush()
    expect(errors).toEqual([])
    expect(player.state().alerts.media).toBeUndefined()
    expect(player.state().alerts.box).toBe('OFF')
    expect(fake.calls.filter((call) => call === 'startLoad' || call === 'reloadSource')).toEqual([])

    // Back on: it loads again, and a fault is a fault again.
    player.setLiveStatus({ status: true })
    await flush()
    expect(fake.calls).toContain('reloadSource')
    fake.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    expect(player.state().recovery).toBe('recovering')
    player.destroy()
  })

  it('waits on endedReason 3, shows forced-off on 1 and the suspended dialog on 2', async () => {
    const video = videoElement()
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: storage(),
      loadProvider: async () => fakeProvider(video).provider,
    })
    await flush()
    player.setLiveStatus({ status: false, endedReason: 3 })
    expect(player.state().live?.status).toBe('OFF_WAITING')
    expect(player.state().alerts.box).toBe('OFF')
    player.setLiveStatus({ status: false, endedReason: 1 })
    expect(player.state().alerts.box).toBe('OFF_FORCE')
    player.setLiveStatus({ status: false, endedReason: 2 })
    expect(player.state().alerts).toEqual({ dialog: 'SUSPENDED', box: 'NONE' })
    player.destroy()
  })

  it('starts off when the stream info says so, and does not autoplay', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      autoplay: true,
      storage: storage(),
      streamInfo: { isStream: false, isStreamPendingEnd: false },
      loadProvider: async () => fake.provider,
    })
    await flush()
    expect(player.state()).toMatchObject({ playback: 'idle', live: { status: 'OFF' } })
    expect(player.state().alerts.box).toBe('OFFLINE')
    player.destroy()
  })

  it('goes to live, and catches up when a stall left it behind the edge', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
    })
    const latencies: PlayerEvents['latency'][] = []
    player.on('latency', (latency) => latencies.push(latency))
    await flush()
    player.goToLive()
    expect(video.currentTime).toBe(120)
    await flush()
    expect(player.state().playback).toBe('playing')

    video.currentTime = 100
    // Target 3 s, max latency 4 segments to the target's 2.5: behind beyond 4.8 s.
    fake.emitter.emit('latency', { latency: 4, target: 3 })
    expect(video.currentTime).toBe(100)
    expect(player.state().live?.behind).toBe(false)
    fake.emitter.emit('latency', { latency: 9, target: 3 })
    expect(video.currentTime).toBe(120)
    expect(latencies).toEqual([
      { latency: 4, target: 3 },
      { latency: 9, target: 3 },
    ])
    player.destroy()
  })

  it('refuses rates above 1 at the live edge, where they only stall, and allows slower ones', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
    })
    await flush()
    player.play()
    await flush()
    fake.emitter.emit('latency', { latency: 2.5, target: 3 })
    player.setRate(1.5)
    player.setRate(2)
    expect(player.state().rate).toBe(1)
    player.setRate(0.5)
    expect(player.state().rate).toBe(0.5)
    player.destroy()
  })

  it('lets hls.js catch up with the live target only while the rate is 1', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
    })
    await flush()
    player.play()
    await flush()
    player.setRate(0.5)
    player.setRate(1)
    expect(fake.calls.filter((call) => call.startsWith('catchUp'))).toEqual([
      'catchUp true',
      'catchUp false',
      'catchUp true',
    ])
    player.destroy()
  })

  it('resumes at the live edge after a pause that fell behind', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
    })
    await flush()
    player.play()
    await flush()
    player.pause()
    video.currentTime = 50
    fake.emitter.emit('latency', { latency: 30, target: 3 })
    expect(video.currentTime).toBe(50)
    expect(player.state().live?.behind).toBe(true)
    player.play()
    expect(video.currentTime).toBe(120)
    await flush()
    expect(player.state()).toMatchObject({ playback: 'playing', live: { behind: false } })
    player.destroy()
  })

  it('emits pause, rate-change and recovered with their payloads', async () => {
    vi.useFakeTimers()
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: storage(),
      loadProvider: async () => fake.provider,
      recovery: { online: true, random: () => 0.5 },
    })
    const seen: unknown[] = []
    player.on('pause', (payload) => seen.push(['pause', payload]))
    player.on('rate-change', (payload) => seen.push(['rate-change', payload]))
    player.on('recovered', (payload) => seen.push(['recovered', payload]))
    await vi.advanceTimersByTimeAsync(0)
    player.play()
    await vi.advanceTimersByTimeAsync(0)
    player.pause()
    player.setRate(1.5)
    player.setRate(0.25) // not a live rate: ignored
    fake.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    await vi.advanceTimersByTimeAsync(1000)
    fake.emitter.emit('fragment', { end: 12 })
    expect(seen).toEqual([
      ['pause', {}],
      ['rate-change', { rate: 1.5 }],
      ['recovered', { tries: 1 }],
    ])
    player.destroy()
    vi.useRealTimers()
  })

  it('plays nothing behind a blocking alert; autoplay waits for the answer', async () => {
    const video = videoElement()
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      autoplay: true,
      storage: storage(),
      streamInfo: { isStream: true, isStreamPendingEnd: false, isAdult: true },
      loadProvider: async () => fakeProvider(video).provider,
    })
    await flush()
    expect(player.state()).toMatchObject({ playback: 'idle', alerts: { box: 'ADULT' } })
    player.play()
    await flush()
    expect(player.state().playback).toBe('idle')
    player.answerAdult('agree')
    await flush()
    expect(player.state().playback).toBe('playing')
    player.setAccess({ isBlock: true })
    expect(player.state()).toMatchObject({ playback: 'paused', alerts: { dialog: 'BLACK' } })
    player.destroy()
  })

  it('tells subscribers about every change and stops after destroy', async () => {
    const video = videoElement()
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: storage(),
      loadProvider: async () => fakeProvider(video).provider,
    })
    let changes = 0
    player.subscribe(() => changes++)
    await flush()
    const before = changes
    player.setAccess({ errorCode: 'CHA43005' })
    expect(changes).toBe(before + 1)
    expect(player.state().alerts.box).toBe('COUNTRY_RESTRICT')
    player.destroy()
    player.setAccess({})
    expect(changes).toBe(before + 1)
  })
})
