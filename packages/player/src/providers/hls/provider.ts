import type { ErrorData, FragLoadedData, LevelSwitchedData } from 'hls.js'
import { createEmitter } from '../../events'
import { LIVE_CATCH_UP_RATE, lowLatencyLiveConfig } from './config'
import type { HlsProviderEvents } from './events'
import { hlsBuildFor, loadHlsLibrary } from './lib-loader'
import { AUTO_TRACK, toQualityTrack } from './quality'
import {
  AUTO_TRACK_ID,
  type HlsConstructor,
  type HlsInstance,
  type HlsProviderOptions,
  type MediaFault,
  type MediaProvider,
  type QualityTrack,
} from './types'

/**
 * hls.js's notices that playback waits for data (its `ErrorDetails`, as strings: hls.js itself
 * loads on demand). It reports them on its error event but handles them itself, and a slow
 * device or network sends them all the time: counted as errors, ten of them stopped a live
 * stream that was still playing, under an error box (a loaded machine, 30 s in).
 */
const STALL_NOTICES: ReadonlySet<string> = new Set([
  'bufferStalledError',
  'bufferNudgeOnStall',
  'bufferSeekOverHole',
])

/**
 * Plays HLS through hls.js on a video element (MediaSource browsers). Created by the HLS loader;
 * it translates hls.js events into {@link HlsProviderEvents} and exposes the few calls that
 * recovery needs.
 *
 * @example
 * const provider = new HlsProvider(video, new Hls(config), Hls, { live: true })
 * provider.on('qualities', (tracks) => menu.set(tracks))
 * provider.load('https://cdn.example.com/live/abc/master.m3u8')
 */
export class HlsProvider implements MediaProvider {
  readonly type = 'hls'
  readonly #events = createEmitter<HlsProviderEvents>()
  readonly #detach: Array<() => void> = []
  #src = ''
  #selected = AUTO_TRACK_ID
  #tracks: QualityTrack[] = [AUTO_TRACK]

  constructor(
    readonly video: HTMLVideoElement,
    readonly hls: HlsInstance,
    Hls: Pick<HlsConstructor, 'Events' | 'ErrorTypes'>,
    private readonly options: Pick<HlsProviderOptions, 'live'> = {},
  ) {
    const { Events, ErrorTypes } = Hls
    const onManifest = () => {
      this.#tracks = [AUTO_TRACK, ...hls.levels.map(toQualityTrack)]
      this.#events.emit('qualities', this.#tracks)
    }
    const onSwitched = (_: unknown, data: LevelSwitchedData) => {
      const track = this.#tracks.find((t) => t.trackId === data.level)
      if (track) {
        this.#events.emit('quality-change', { track, auto: this.#selected === AUTO_TRACK_ID })
      }
    }
    const onError = (_: unknown, data: ErrorData) => {
      const kind =
        data.type === ErrorTypes.NETWORK_ERROR
          ? 'network'
          : data.type === ErrorTypes.MEDIA_ERROR
            ? 'media'
            : 'other'
      const fault: MediaFault = { fatal: data.fatal, kind, code: data.details }
      if (!data.fatal && STALL_NOTICES.has(data.details)) fault.stall = true
      this.#events.emit('fault', fault)
    }
    const onFragment = (_: unknown, data: FragLoadedData) => {
      this.#events.emit('fragment', { end: data.frag.start + data.frag.duration })
      if (this.options.live) {
        const target = hls.targetLatency ?? undefined
        this.#events.emit('latency', { latency: hls.latency, ...(target ? { target } : {}) })
      }
    }
    hls.on(Events.MANIFEST_PARSED, onManifest)
    hls.on(Events.LEVEL_SWITCHED, onSwitched)
    hls.on(Events.ERROR, onError)
    hls.on(Events.FRAG_LOADED, onFragment)
    this.#detach.push(() => {
      hls.off(Events.MANIFEST_PARSED, onManifest)
      hls.off(Events.LEVEL_SWITCHED, onSwitched)
      hls.off(Events.ERROR, onError)
      hls.off(Events.FRAG_LOADED, onFragment)
    })
    const onTime = () => {
      this.#events.emit('time', { currentTime: video.currentTime, paused: video.paused })
    }
    video.addEventListener('timeupdate', onTime)
    this.#detach.push(() => video.removeEventListener('timeupdate', onTime))
    hls.attachMedia(video)
  }

  load(src: string): void {
    this.#src = src
    this.hls.loadSource(src)
  }

  startLoad(): void {
    this.hls.startLoad()
  }

  stopLoad(): void {
    this.hls.stopLoad()
  }

  /** Fetches the manifest again; the media element stays attached. */
  reloadSource(): void {
    if (this.#src) this.hls.loadSource(this.#src)
  }

  recoverMediaError(): void {
    this.hls.recoverMediaError()
  }

  swapAudioCodec(): void {
    this.hls.swapAudioCodec()
  }

  qualities(): QualityTrack[] {
    return this.#tracks
  }

  quality(): number {
    return this.#selected
  }

  /** Switches now (flushing the buffer), as a viewer who picks a quality expects. */
  setQuality(trackId: number): void {
    if (!this.#tracks.some((t) => t.trackId === trackId)) return
    this.#selected = trackId
    this.hls.currentLevel = trackId
  }

  latency(): number | undefined {
    return this.options.live ? this.hls.latency : undefined
  }

  catchUpLive(enabled: boolean): void {
    if (!this.options.live) return
    // hls.js reads this on every timeupdate. Off, it would also reset a chosen rate to 1.
    this.hls.config.maxLiveSyncPlaybackRate = enabled ? LIVE_CATCH_UP_RATE : 1
  }

  liveSyncPosition(): number | undefined {
    return this.options.live ? (this.hls.liveSyncPosition ?? undefined) : undefined
  }

  on<K extends keyof HlsProviderEvents>(
    event: K,
    listener: (payload: HlsProviderEvents[K]) => void,
  ): () => void {
    return this.#events.on(event, listener)
  }

  destroy(): void {
    for (const detach of this.#detach.splice(0)) detach()
    this.hls.destroy()
    this.#events.clear()
  }
}

/**
 * Loads hls.js (light unless the stream's features need the full build), creates it with the
 * low-latency settings for live, and returns a provider attached to `video`.
 *
 * @example
 * const provider = await createHlsProvider(video, { live: true })
 * provider.load(src)
 */
export async function createHlsProvider(
  video: HTMLVideoElement,
  options: HlsProviderOptions = {},
): Promise<HlsProvider> {
  const load = options.loadLibrary ?? loadHlsLibrary
  const Hls = await load(hlsBuildFor(options.features))
  const config = { ...(options.live ? lowLatencyLiveConfig : {}), ...options.config }
  return new HlsProvider(video, new Hls(config), Hls, { live: options.live ?? false })
}
