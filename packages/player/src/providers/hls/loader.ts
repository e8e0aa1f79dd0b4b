import { hlsBuildFor, loadHlsLibrary } from './lib-loader'
import { NativeHlsProvider } from './native'
import type { HlsProviderOptions, MediaProvider } from './types'

const HLS_TYPES = new Set([
  'application/vnd.apple.mpegurl',
  'application/x-mpegurl',
  'audio/mpegurl',
  'audio/x-mpegurl',
  'video/mpegurl',
  'video/x-mpegurl',
])

/**
 * Whether a source is HLS: by MIME type when given, otherwise by an `.m3u8` path.
 *
 * @example canPlayHls('https://cdn.example.com/live/abc.m3u8?token=1') // true
 */
export function canPlayHls(src: string, type?: string): boolean {
  if (type) return HLS_TYPES.has(type.toLowerCase())
  return /\.m3u8$/i.test(src.split(/[?#]/)[0] ?? '')
}

interface MediaSourceLike {
  isTypeSupported?: (type: string) => boolean
}

/**
 * hls.js's own test, without loading hls.js: a MediaSource (or Safari's ManagedMediaSource)
 * that takes H.264 and AAC in fMP4.
 *
 * @example if (!isMediaSourceSupported()) useNativeHls()
 */
export function isMediaSourceSupported(): boolean {
  const scope = globalThis as {
    ManagedMediaSource?: unknown
    MediaSource?: unknown
    WebKitMediaSource?: unknown
  }
  const source = (scope.ManagedMediaSource ?? scope.MediaSource ?? scope.WebKitMediaSource) as
    | MediaSourceLike
    | undefined
  return typeof source?.isTypeSupported === 'function'
    ? source.isTypeSupported('video/mp4; codecs="avc1.42E01E,mp4a.40.2"')
    : false
}

/** Options of {@link hlsLoader.load}. */
export interface HlsLoadOptions extends HlsProviderOptions {
  /** Overrides the MediaSource detection (tests, or forcing native playback). */
  mediaSourceSupported?: boolean
}

/**
 * The HLS loader: recognises HLS sources and picks how to play them. Native HLS is used only
 * where the video element plays HLS and MediaSource is missing (iOS Safari); everywhere else
 * the hls.js provider is imported on demand, so neither it nor hls.js weighs on a page that
 * never plays a stream.
 *
 * @example
 * if (hlsLoader.canPlay(src)) {
 *   const provider = await hlsLoader.load(video, { live: true })
 *   provider.load(src)
 * }
 */
export const hlsLoader = {
  name: 'hls',
  canPlay: canPlayHls,
  async load(video: HTMLVideoElement, options: HlsLoadOptions = {}): Promise<MediaProvider> {
    const mse = options.mediaSourceSupported ?? isMediaSourceSupported()
    if (!mse) {
      if (video.canPlayType('application/vnd.apple.mpegurl') !== '') {
        return new NativeHlsProvider(video)
      }
      throw new Error('This browser can play HLS neither natively nor through MediaSource')
    }
    // hls.js and the provider module load side by side, not one after the other: one round
    // trip less before the first frame on a cold page.
    const library = (options.loadLibrary ?? loadHlsLibrary)(hlsBuildFor(options.features))
    library.catch(() => {}) // Awaited by the provider; this only keeps it from being unhandled.
    const { createHlsProvider } = await import('./provider')
    return createHlsProvider(video, { ...options, loadLibrary: () => library })
  },
}

/**
 * Starts loading what playing a stream will need (hls.js and the provider) without playing
 * anything: call it where a page will surely play, as the page's code loads, so that the
 * download overlaps the page's own calls instead of following them. Where MediaSource is
 * missing (native HLS) there is nothing to load. A failed load here is left for the real load
 * to report.
 *
 * @example
 * // At the top of a channel page's module: the stream plays once its info has answered.
 * preloadHlsPlayer()
 */
export function preloadHlsPlayer(features?: HlsLoadOptions['features']): void {
  if (!isMediaSourceSupported()) return
  loadHlsLibrary(hlsBuildFor(features)).catch(() => {})
  import('./provider').catch(() => {})
}
