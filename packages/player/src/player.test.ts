// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmitter, type PlayerEvents } from './events'
import type { SettingsStorage } from './playback/playbackSettings'
import { createPlayer } from './player'
import type { HlsProviderEvents } from './providers/hls/events'
import { AUTO_TRACK } from './providers/hls/quality'
import type { MediaProvider, QualityTrack } from './providers/hls/types'

const hd: QualityTrack = {
  trackId: 1,
  label: '720p',
  resolution: '1280x720',
  videoHeight: 720,
  videoWidth: 1280,
  url: 'hd.m3u8',
  bitrate: 2800000,
}

function fakeProvider(video: HTMLVideoElement) {
  const emitter = createEmitter<HlsProviderEvents>()
  const calls: string[] = []
  let quality = -1
  let subscriptions = 0
  const provider: MediaProvider = {
    type: 'hls',
    video,
    load: (src) => calls.push(`load ${src}`),
    startLoad: () => calls.push('startLoad'),
    stopLoad: () => calls.push('stopLoad'),
    reloadSource: () => calls.push('reloadSource'),
    recoverMediaError: () => calls.push('recoverMediaError'),
    swapAudioCodec: () => calls.push('swapAudioCodec'),
    qualities: () => [AUTO_TRACK, hd],
    quality: () => quality,
    setQuality: (trackId) => {
      quality = trackId
      calls.push(`setQuality ${trackId}`)
    },
    latency: () => undefined,
    on: (event, listener) => {
      subscriptions++
      const off = emitter.on(event, listener)
      return () => {
        subscriptions--
        off()
      }
    },
    destroy: () => calls.push('destroy'),
  }
  return { provider, emitter, calls, subscriptions: () => subscriptions }
}

function memoryStorage(): SettingsStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => data.set(key, value),
  }
}

function videoElement() {
  const video = document.createElement('video')
  video.play = () => Promise.resolve()
  video.pause = () => {}
  return video
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.useRealTimers()
})

describe('createPlayer', () => {
  it('loads the source, reports ready and starts over when played after the end', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'https://cdn.example.com/vod.m3u8',
      storage: memoryStorage(),
      loadProvider: async () => fake.provider,
    })
    const seen: string[] = []
    player.on('ready', ({ provider }) => seen.push(`ready ${provider}`))
    player.on('ended', () => seen.push('ended'))
    player.on('play', () => seen.push('play'))
    await flush()
    expect(fake.calls).toContain('load https://cdn.example.com/vod.m3u8')
    player.play()
    await flush()
    video.currentTime = 42
    video.dispatchEvent(new Event('ended'))
    expect(player.state().playback).toBe('ended')
    player.play()
    expect(video.currentTime).toBe(0)
    await flush()
    expect(seen).toEqual(['ready hls', 'play', 'ended', 'play'])
    player.destroy()
  })

  it('keeps volume and mute per mode', async () => {
    const storage = memoryStorage()
    const liveVideo = videoElement()
    const livePlayer = createPlayer(liveVideo, {
      src: 'live.m3u8',
      live: true,
      storage,
      loadProvider: async () => fakeProvider(liveVideo).provider,
    })
    livePlayer.setVolume(0.8)
    livePlayer.toggleMute()
    livePlayer.destroy()

    const again = videoElement()
    const livePlayerAgain = createPlayer(again, {
      src: 'live.m3u8',
      live: true,
      storage,
      loadProvider: async () => fakeProvider(again).provider,
    })
    expect(livePlayerAgain.state()).toMatchObject({ volume: 0.8, muted: true })
    expect(again.volume).toBe(0.8)
    expect(again.muted).toBe(true)
    livePlayerAgain.destroy()

    const vodVideo = videoElement()
    const vodPlayer = createPlayer(vodVideo, {
      src: 'vod.m3u8',
      storage,
      loadProvider: async () => fakeProvider(vodVideo).provider,
    })
    expect(vodPlayer.state()).toMatchObject({ volume: 0.5, muted: false })
    vodPlayer.destroy()
  })

  it("starts with the host's muted and volume over the stored ones, and stores neither", async () => {
    const storage = memoryStorage()
    storage.setItem('airwave.player.vod', JSON.stringify({ volume: 0.9, muted: false }))
    const video = videoElement()
    const player = createPlayer(video, {
      src: 'vod.m3u8',
      storage,
      muted: true,
      volume: 0.3,
      loadProvider: async () => fakeProvider(video).provider,
    })
    expect(player.state()).toMatchObject({ muted: true, volume: 0.3 })
    expect(video.muted).toBe(true)
    expect(video.volume).toBe(0.3)
    player.setMuted(true)
    expect(JSON.parse(storage.getItem('airwave.player.vod') ?? '{}')).toEqual({
      volume: 0.9,
      muted: false,
    })
    // A later change of the host's mind is the viewer's too: it plays with sound and says so.
    player.setMuted(false)
    expect(player.state().muted).toBe(false)
    expect(video.muted).toBe(false)
    player.destroy()

    const stored = videoElement()
    storage.setItem('airwave.player.vod', JSON.stringify({ volume: 0.9, muted: true }))
    const unmuted = createPlayer(stored, {
      src: 'vod.m3u8',
      storage,
      muted: false,
      loadProvider: async () => fakeProvider(stored).provider,
    })
    expect(unmuted.state()).toMatchObject({ muted: false, volume: 0.9 })
    expect(stored.muted).toBe(false)
    unmuted.destroy()
  })

  it('attaches a second player to a video only once the first one, destroyed while loading, has let go', async () => {
    // StrictMode: mount, unmount, mount again on the same <video>, the first provider still
    // on its way. Attached last, it would own the element and empty it when destroyed.
    const video = videoElement()
    const order: string[] = []
    const pending: ((provider: MediaProvider) => void)[] = []
    let made = 0
    const loadProvider = () => {
      const n = ++made
      order.push(`load ${n}`)
      return new Promise<MediaProvider>((resolve) => {
        pending.push(() => {
          order.push(`attach ${n}`)
          const { provider } = fakeProvider(video)
          resolve({ ...provider, destroy: () => order.push(`destroy ${n}`) })
        })
      })
    }
    const first = createPlayer(video, { src: 'vod.m3u8', loadProvider })
    await flush()
    first.destroy()
    const second = createPlayer(video, { src: 'vod.m3u8', loadProvider })
    await flush()
    expect(order).toEqual(['load 1'])
    pending.shift()?.({} as MediaProvider)
    await flush()
    expect(order).toEqual(['load 1', 'attach 1', 'destroy 1', 'load 2'])
    pending.shift()?.({} as MediaProvider)
    await flush()
    expect(order.at(-1)).toBe('attach 2')
    expect(second.state().quality).toBe(-1)
    second.destroy()
    expect(order.at(-1)).toBe('destroy 2')
  })

  it('changes quality, remembers it and applies it to the next stream', async () => {
    const storage = memoryStorage()
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'vod.m3u8',
      storage,
      loadProvider: async () => fake.provider,
    })
    const changes: PlayerEvents['quality-change'][] = []
    player.on('quality-change', (change) => changes.push(change))
    await flush()
    expect(player.qualities().map((t) => t.label)).toEqual(['auto', '720p'])
    player.setQuality(1)
    fake.emitter.emit('quality-change', { track: hd, auto: false })
    expect(changes).toEqual([{ track: hd, auto: false }])
    expect(player.state().quality).toBe(1)
    player.destroy()

    const next = videoElement()
    const nextFake = fakeProvider(next)
    const nextPlayer = createPlayer(next, {
      src: 'vod.m3u8',
      storage,
      loadProvider: async () => nextFake.provider,
    })
    await flush()
    expect(nextFake.calls).toContain('setQuality 1')
    nextPlayer.destroy()
  })

  it('restarts loading after the backoff of a fatal network error', async () => {
    vi.useFakeTimers()
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: memoryStorage(),
      loadProvider: async () => fake.provider,
      recovery: { online: true, random: () => 0.5 },
    })
    await vi.advanceTimersByTimeAsync(0)
    fake.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    expect(fake.calls).not.toContain('startLoad')
    await vi.advanceTimersByTimeAsync(1000)
    expect(fake.calls).toContain('startLoad')
    player.destroy()
  })

  it('gives up after 10 errors with MEDIA_ERROR online, NETWORK_ERROR offline', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: memoryStorage(),
      loadProvider: async () => fake.provider,
      recovery: { online: true },
    })
    const alerts: PlayerEvents['error'][] = []
    player.on('error', (payload) => alerts.push(payload))
    await flush()
    for (let i = 0; i < 10; i++) {
      fake.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    }
    expect(alerts).toEqual([
      { alert: { kind: 'MEDIA_ERROR', code: 'fragLoadError', action: 'reload' } },
    ])
    expect(player.state().recovery).toBe('fail')
    player.destroy()

    const offlineVideo = videoElement()
    const offlineFake = fakeProvider(offlineVideo)
    const offlinePlayer = createPlayer(offlineVideo, {
      src: 'live.m3u8',
      live: true,
      storage: memoryStorage(),
      loadProvider: async () => offlineFake.provider,
      recovery: { online: true },
    })
    const offlineAlerts: PlayerEvents['error'][] = []
    offlinePlayer.on('error', (payload) => offlineAlerts.push(payload))
    await flush()
    window.dispatchEvent(new Event('offline'))
    offlineFake.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    expect(offlineAlerts.map(({ alert }) => alert.kind)).toEqual(['NETWORK_ERROR'])
    offlinePlayer.destroy()
  })

  it('shows a MEDIA_ERROR when no provider can play the stream', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const player = createPlayer(videoElement(), {
      src: 'live.m3u8',
      storage: memoryStorage(),
      loadProvider: () => Promise.reject(new Error('no HLS here')),
    })
    const alerts: PlayerEvents['error'][] = []
    player.on('error', (payload) => alerts.push(payload))
    await flush()
    expect(alerts).toEqual([
      { alert: { kind: 'MEDIA_ERROR', code: 'UNSUPPORTED', action: 'reload' } },
    ])
    quiet.mockRestore()
    player.destroy()
  })

  it('removes its listeners and destroys the provider on destroy', async () => {
    const video = videoElement()
    const fake = fakeProvider(video)
    const player = createPlayer(video, {
      src: 'live.m3u8',
      live: true,
      storage: memoryStorage(),
      loadProvider: async () => fake.provider,
    })
    const seen: string[] = []
    player.on('ended', () => seen.push('ended'))
    player.on('error', () => seen.push('error'))
    await flush()
    const removedFromWindow = vi.spyOn(window, 'removeEventListener')
    const removedFromVideo = vi.spyOn(video, 'removeEventListener')
    expect(fake.subscriptions()).toBeGreaterThan(0)
    player.destroy()
    expect(fake.calls).toContain('destroy')
    expect(fake.subscriptions()).toBe(0)
    expect(removedFromWindow.mock.calls.map(([type]) => type).sort()).toEqual(['offline', 'online'])
    expect(removedFromVideo.mock.calls.map(([type]) => type)).toEqual(['ended'])
    removedFromWindow.mockRestore()
    video.dispatchEvent(new Event('ended'))
    window.dispatchEvent(new Event('offline'))
    fake.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    expect(seen).toEqual([])
    expect(fake.calls).not.toContain('startLoad')
  })
})
