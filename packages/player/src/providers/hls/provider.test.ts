// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { lowLatencyLiveConfig } from './config'
import type { HlsProviderEvents } from './events'
import { createHlsProvider } from './provider'
import { AUTO_TRACK_ID, type HlsBuild, type HlsConstructor } from './types'

type Listener = (event: string, data: unknown) => void

// A stand-in for hls.js with the members the provider uses; events are fired by hand.
class FakeHls {
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    ERROR: 'hlsError',
    FRAG_LOADED: 'hlsFragLoaded',
  }
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' }
  static last: FakeHls | undefined
  readonly calls: string[] = []
  readonly listeners = new Map<string, Set<Listener>>()
  levels = [
    { width: 640, height: 360, bitrate: 800000, frameRate: 30, uri: 'https://cdn/360.m3u8' },
    { width: 1280, height: 720, bitrate: 2800000, frameRate: 60, uri: 'https://cdn/720.m3u8' },
  ]
  currentLevel = -1
  latency = 3.2
  targetLatency = 2.5
  liveSyncPosition = 40
  media: HTMLMediaElement | undefined

  constructor(readonly config: Record<string, unknown> = {}) {
    FakeHls.last = this
  }
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener)
  }
  fire(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data)
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media
    this.calls.push('attachMedia')
  }
  loadSource(src: string) {
    this.calls.push(`loadSource(${src})`)
  }
  startLoad() {
    this.calls.push('startLoad')
  }
  stopLoad() {
    this.calls.push('stopLoad')
  }
  recoverMediaError() {
    this.calls.push('recoverMediaError')
  }
  swapAudioCodec() {
    this.calls.push('swapAudioCodec')
  }
  destroy() {
    this.calls.push('destroy')
  }
}

async function setup(options: { live?: boolean; subtitles?: boolean } = {}) {
  const builds: HlsBuild[] = []
  const video = document.createElement('video')
  const provider = await createHlsProvider(video, {
    live: options.live ?? false,
    features: { subtitles: options.subtitles ?? false },
    config: { maxBufferLength: 12 },
    loadLibrary: async (build) => {
      builds.push(build)
      return FakeHls as unknown as HlsConstructor
    },
  })
  const hls = FakeHls.last as FakeHls
  return { provider, hls, video, builds }
}

function record<K extends keyof HlsProviderEvents>(
  provider: { on: (e: K, l: (p: HlsProviderEvents[K]) => void) => () => void },
  event: K,
) {
  const seen: HlsProviderEvents[K][] = []
  provider.on(event, (payload) => seen.push(payload))
  return seen
}

describe('HlsProvider', () => {
  it('uses the low-latency config for live, with the host config on top', async () => {
    const { hls, builds } = await setup({ live: true })
    expect(hls.config).toEqual({ ...lowLatencyLiveConfig, maxBufferLength: 12 })
    expect(hls.config).toMatchObject({
      lowLatencyMode: true,
      liveSyncDurationCount: 2.5,
      liveMaxLatencyDurationCount: 4,
      maxBufferHole: 0.2,
    })
    expect(builds).toEqual(['light'])
  })

  it('catches up with the live target at up to 1.25x, and not while a rate is chosen', async () => {
    const { provider, hls } = await setup({ live: true })
    expect(hls.config.maxLiveSyncPlaybackRate).toBe(1.25)
    provider.catchUpLive(false)
    expect(hls.config.maxLiveSyncPlaybackRate).toBe(1)
    provider.catchUpLive(true)
    expect(hls.config.maxLiveSyncPlaybackRate).toBe(1.25)
    const vod = await setup()
    vod.provider.catchUpLive(true)
    expect(vod.hls.config.maxLiveSyncPlaybackRate).toBeUndefined()
  })

  it('uses hls.js defaults for VOD and the full build when subtitles are needed', async () => {
    const { hls, builds } = await setup({ subtitles: true })
    expect(hls.config).toEqual({ maxBufferLength: 12 })
    expect(builds).toEqual(['full'])
  })

  it('attaches the video and loads the source; reload loads it again', async () => {
    const { provider, hls, video } = await setup()
    provider.load('https://cdn/master.m3u8')
    provider.reloadSource()
    provider.startLoad()
    provider.stopLoad()
    provider.recoverMediaError()
    provider.swapAudioCodec()
    expect(hls.media).toBe(video)
    expect(hls.calls).toEqual([
      'attachMedia',
      'loadSource(https://cdn/master.m3u8)',
      'loadSource(https://cdn/master.m3u8)',
      'startLoad',
      'stopLoad',
      'recoverMediaError',
      'swapAudioCodec',
    ])
  })

  it('turns levels into quality tracks with auto first', async () => {
    const { provider, hls } = await setup()
    const seen = record(provider, 'qualities')
    hls.fire('hlsManifestParsed', {})
    expect(seen).toHaveLength(1)
    expect(provider.qualities().map((t) => t.label)).toEqual(['auto', '360p', '720p60'])
    expect(provider.qualities()[2]).toEqual({
      trackId: 1,
      label: '720p60',
      resolution: '1280x720',
      videoHeight: 720,
      videoWidth: 1280,
      url: 'https://cdn/720.m3u8',
      bitrate: 2800000,
    })
  })

  it('sets the level and reports the switch', async () => {
    const { provider, hls } = await setup()
    const changes = record(provider, 'quality-change')
    hls.fire('hlsManifestParsed', {})
    provider.setQuality(0)
    expect(hls.currentLevel).toBe(0)
    expect(provider.quality()).toBe(0)
    hls.fire('hlsLevelSwitched', { level: 0 })
    provider.setQuality(AUTO_TRACK_ID)
    hls.fire('hlsLevelSwitched', { level: 1 })
    expect(changes.map((c) => `${c.track.label}:${c.auto}`)).toEqual(['360p:false', '720p60:true'])
    provider.setQuality(7)
    expect(hls.currentLevel).toBe(-1)
  })

  it('reports errors as faults by kind', async () => {
    const { provider, hls } = await setup()
    const faults = record(provider, 'fault')
    hls.fire('hlsError', { type: 'networkError', fatal: true, details: 'fragLoadError' })
    hls.fire('hlsError', { type: 'mediaError', fatal: false, details: 'bufferStalledError' })
    hls.fire('hlsError', { type: 'muxError', fatal: true, details: 'fragParsingError' })
    hls.fire('hlsError', { type: 'mediaError', fatal: false, details: 'bufferNudgeOnStall' })
    hls.fire('hlsError', { type: 'mediaError', fatal: false, details: 'bufferSeekOverHole' })
    hls.fire('hlsError', { type: 'mediaError', fatal: false, details: 'bufferAppendError' })
    // A stall hls.js gave up on is an error like any other.
    hls.fire('hlsError', { type: 'mediaError', fatal: true, details: 'bufferStalledError' })
    expect(faults).toEqual([
      { fatal: true, kind: 'network', code: 'fragLoadError' },
      { fatal: false, kind: 'media', code: 'bufferStalledError', stall: true },
      { fatal: true, kind: 'other', code: 'fragParsingError' },
      { fatal: false, kind: 'media', code: 'bufferNudgeOnStall', stall: true },
      { fatal: false, kind: 'media', code: 'bufferSeekOverHole', stall: true },
      { fatal: false, kind: 'media', code: 'bufferAppendError' },
      { fatal: true, kind: 'media', code: 'bufferStalledError' },
    ])
  })

  it('reports fragments, live latency and the playhead', async () => {
    const { provider, hls, video } = await setup({ live: true })
    const fragments = record(provider, 'fragment')
    const latency = record(provider, 'latency')
    const times = record(provider, 'time')
    hls.fire('hlsFragLoaded', { frag: { start: 10, duration: 2 } })
    video.dispatchEvent(new Event('timeupdate'))
    expect(fragments).toEqual([{ end: 12 }])
    expect(latency).toEqual([{ latency: 3.2, target: 2.5 }])
    expect(times).toEqual([{ currentTime: 0, paused: true }])
    expect(provider.latency()).toBe(3.2)
  })

  it('stops listening and destroys hls.js on destroy', async () => {
    const { provider, hls, video } = await setup()
    const times = record(provider, 'time')
    provider.destroy()
    video.dispatchEvent(new Event('timeupdate'))
    expect(times).toEqual([])
    expect(hls.calls.at(-1)).toBe('destroy')
    expect([...hls.listeners.values()].every((set) => set.size === 0)).toBe(true)
  })
})
