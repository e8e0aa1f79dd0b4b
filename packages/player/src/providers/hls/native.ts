import { createEmitter } from '../../events'
import type { HlsProviderEvents } from './events'
import { AUTO_TRACK } from './quality'
import { AUTO_TRACK_ID, type MediaFault, type MediaProvider, type QualityTrack } from './types'

const faultKinds: Record<number, MediaFault['kind']> = { 2: 'network', 3: 'media', 4: 'media' }
const faultCodes: Record<number, string> = {
  1: 'MEDIA_ERR_ABORTED',
  2: 'MEDIA_ERR_NETWORK',
  3: 'MEDIA_ERR_DECODE',
  4: 'MEDIA_ERR_SRC_NOT_SUPPORTED',
}

/**
 * Native HLS (Safari and iOS without MediaSource): the browser loads the stream itself, so the
 * only quality is `auto` and every recovery step comes down to loading the source again.
 *
 * @example
 * const provider = new NativeHlsProvider(video)
 * provider.load(src)
 */
export class NativeHlsProvider implements MediaProvider {
  readonly type = 'native-hls'
  readonly #events = createEmitter<HlsProviderEvents>()
  readonly #detach: Array<() => void> = []
  #src = ''

  constructor(readonly video: HTMLVideoElement) {
    const listen = (name: string, handler: () => void) => {
      video.addEventListener(name, handler)
      this.#detach.push(() => video.removeEventListener(name, handler))
    }
    listen('timeupdate', () => {
      this.#events.emit('time', { currentTime: video.currentTime, paused: video.paused })
    })
    // No fragment events without hls.js: a download that grew the buffer is the closest thing.
    listen('progress', () => {
      const { buffered } = video
      if (buffered.length > 0)
        this.#events.emit('fragment', { end: buffered.end(buffered.length - 1) })
    })
    listen('error', () => {
      const code = video.error?.code ?? 0
      this.#events.emit('fault', {
        fatal: true,
        kind: faultKinds[code] ?? 'other',
        code: faultCodes[code] ?? 'MEDIA_ERR_UNKNOWN',
      })
    })
  }

  load(src: string): void {
    this.#src = src
    this.video.src = src
  }

  startLoad(): void {
    this.video.load()
  }

  // The browser owns native HLS loading and offers no way to pause it short of dropping the
  // source, which would lose the last frame behind the alert.
  stopLoad(): void {}

  reloadSource(): void {
    if (!this.#src) return
    this.video.src = this.#src
    this.video.load()
  }

  recoverMediaError(): void {
    this.reloadSource()
  }

  swapAudioCodec(): void {}

  qualities(): QualityTrack[] {
    return [AUTO_TRACK]
  }

  quality(): number {
    return AUTO_TRACK_ID
  }

  setQuality(): void {}

  latency(): number | undefined {
    return undefined
  }

  on<K extends keyof HlsProviderEvents>(
    event: K,
    listener: (payload: HlsProviderEvents[K]) => void,
  ): () => void {
    return this.#events.on(event, listener)
  }

  destroy(): void {
    for (const detach of this.#detach.splice(0)) detach()
    this.video.removeAttribute('src')
    this.video.load()
    this.#events.clear()
  }
}
