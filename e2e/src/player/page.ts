// The page of the player e2e tests and of bench/player-ttff.mjs, bundled by esbuild: one
// `<airwave-player>` whose media provider is wrapped to record every fault and every recovery
// call, because the player reports only the final error, not each try.
import {
  type AirwavePlayerElement,
  defineAirwavePlayer,
  hlsLoader,
  type MediaFault,
  type MediaProvider,
  PLAYER_EVENT_NAMES,
  type Player,
} from '@airwave/player'
import { clockLatency } from './clockBar'

export interface MountOptions {
  src: string
  live?: boolean
  /** Live: polls `/v2/stream/info/{channelId}` as a host would, and tells the player. */
  channelId?: string
  /** Reads the broadcast's clock bar every 10th frame into `latencies`. */
  readClock?: boolean
  /** The seek bar's thumbnail track (`thumbnails` attribute). */
  thumbnails?: string
}

type RecoveryCall = 'startLoad' | 'reloadSource' | 'recoverMediaError' | 'swapAudioCodec'

/** What the tests read through `window.aw`. */
interface HarnessState {
  /** Random per page load: a reload changes it. */
  loadId: string
  /** `performance.now()` when the source was set, and when its first frame was shown. */
  mountAt?: number
  firstFrameAt?: number
  frames: number
  events: { type: string; detail: unknown; at: number }[]
  faults: (MediaFault & { at: number })[]
  calls: { call: RecoveryCall; at: number }[]
  /** Glass-to-glass latencies (ms) read from the clock bar, newest last. */
  latencies: number[]
  /** Stream info as last polled. */
  isStream?: boolean
}

export interface HarnessApi extends HarnessState {
  /** Connects the player before it has a source (it starts loading hls.js then). */
  connect(): void
  mount(options: MountOptions): void
  element(): AirwavePlayerElement
  player(): Player
  video(): HTMLVideoElement
}

declare global {
  interface Window {
    aw: HarnessApi
  }
}

const state: HarnessState = {
  loadId: Math.random().toString(36).slice(2),
  frames: 0,
  events: [],
  faults: [],
  calls: [],
  latencies: [],
}

const recorded = (provider: MediaProvider): MediaProvider => {
  provider.on('fault', (fault) => state.faults.push({ ...fault, at: performance.now() }))
  const calls: RecoveryCall[] = ['startLoad', 'reloadSource', 'recoverMediaError', 'swapAudioCodec']
  for (const call of calls) {
    const original = provider[call].bind(provider)
    provider[call] = () => {
      state.calls.push({ call, at: performance.now() })
      original()
    }
  }
  return provider
}

defineAirwavePlayer({
  loadProvider: async (video, options) => recorded(await hlsLoader.load(video, options)),
  // Every test starts from the defaults, not from what an earlier page stored.
  storage: { getItem: () => null, setItem: () => {} },
})

let element: AirwavePlayerElement | undefined
const mounted = () => {
  if (!element) throw new Error('mount() first')
  return element
}
const videoOf = (host: AirwavePlayerElement) => {
  const video = host.shadowRoot?.querySelector('video')
  if (!video) throw new Error('no video in <airwave-player>')
  return video
}

const countFrames = (video: HTMLVideoElement, readClock: boolean) => {
  video.requestVideoFrameCallback(() => {
    state.firstFrameAt ??= performance.now()
    state.frames += 1
    if (readClock && state.frames % 10 === 1) {
      const latency = clockLatency(video)
      if (latency !== undefined) state.latencies.push(latency)
    }
    countFrames(video, readClock)
  })
}

/** The host's side of live status: the reference server has no live socket, so poll. */
const pollStreamInfo = (channelId: string) => {
  const poll = async () => {
    const response = await fetch(`/v2/stream/info/${channelId}`).catch(() => undefined)
    const body = (await response?.json().catch(() => undefined)) as
      | { data?: { isStream: boolean } }
      | undefined
    const isStream = body?.data?.isStream
    if (isStream !== undefined && isStream !== state.isStream) {
      state.isStream = isStream
      const player = element?.player
      // The server ends a broadcast whose publisher left with endedReason 0 (normal).
      if (player && !isStream) player.setLiveStatus({ status: false, endedReason: 0 })
    }
  }
  setInterval(poll, 1000)
  void poll()
}

const createHost = () => {
  const host = document.createElement('airwave-player') as AirwavePlayerElement
  host.style.cssText = 'display:block;width:640px;height:360px'
  host.setAttribute('muted', '')
  host.setAttribute('autoplay', '')
  return host
}

window.aw = Object.assign(state, {
  /** Puts a player without a source in the page, as markup rendered before its stream is known. */
  connect() {
    element ??= createHost()
    document.body.append(element)
  },
  mount(options: MountOptions) {
    const host = element ?? createHost()
    if (options.live) host.setAttribute('live', '')
    if (options.thumbnails) host.setAttribute('thumbnails', options.thumbnails)
    for (const type of PLAYER_EVENT_NAMES) {
      host.addEventListener(type, (event) => {
        state.events.push({ type, detail: (event as CustomEvent).detail, at: performance.now() })
      })
    }
    element = host
    state.mountAt = performance.now()
    host.setAttribute('src', options.src)
    if (!host.isConnected) document.body.append(host)
    countFrames(videoOf(host), options.readClock ?? false)
    if (options.channelId) pollStreamInfo(options.channelId)
  },
  element: mounted,
  player: () => {
    const player = mounted().player
    if (!player) throw new Error('<airwave-player> has no player')
    return player
  },
  video: () => videoOf(mounted()),
})

// `?src=…[&live=1][&clock=1]` mounts at once, as the page's script runs: the benchmark's
// time from page load to first frame, the way a page that knows its stream plays it.
const auto = new URLSearchParams(location.search)
const autoSrc = auto.get('src')
if (autoSrc) {
  window.aw.mount({ src: autoSrc, live: auto.has('live'), readClock: auto.has('clock') })
}
