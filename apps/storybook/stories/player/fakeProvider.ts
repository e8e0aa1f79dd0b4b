import {
  AUTO_TRACK,
  createEmitter,
  type HlsProviderEvents,
  type MediaProvider,
  type QualityTrack,
} from '@airwave/player'

const rendition = (trackId: number, height: number, bitrate: number): QualityTrack => ({
  trackId,
  label: `${height}p`,
  resolution: `${Math.round((height * 16) / 9)}x${height}`,
  videoHeight: height,
  videoWidth: Math.round((height * 16) / 9),
  url: `${height}.m3u8`,
  bitrate,
})

/** The renditions every story stream offers. */
const STORY_TRACKS = [AUTO_TRACK, rendition(0, 360, 800000), rendition(1, 720, 2800000)]

/** A provider that loads nothing: stories drive it by emitting what hls.js would report. */
export interface StoryProvider {
  provider: MediaProvider
  emit: ReturnType<typeof createEmitter<HlsProviderEvents>>['emit']
}

/**
 * A `loadProvider` for `<Player>` with no network: the video "plays" without media (autoplay
 * with sound can be refused once, as browsers do), and `onProvider` hands the story the
 * provider's emitter to send faults and latency through.
 */
export function storyProvider(
  onProvider: (story: StoryProvider) => void,
  options: { refuseSound?: boolean; duration?: number } = {},
) {
  return async (video: HTMLVideoElement): Promise<MediaProvider> => {
    let refuse = options.refuseSound === true
    video.play = async () => {
      if (refuse && !video.muted) {
        refuse = false
        throw new DOMException('Autoplay with sound refused', 'NotAllowedError')
      }
    }
    video.pause = () => {}
    if (options.duration) {
      Object.defineProperty(video, 'duration', { value: options.duration, configurable: true })
    }
    const emitter = createEmitter<HlsProviderEvents>()
    let quality = -1
    const provider: MediaProvider = {
      type: 'hls',
      video,
      load: () => emitter.emit('qualities', STORY_TRACKS),
      startLoad: () => {},
      stopLoad: () => {},
      reloadSource: () => {},
      recoverMediaError: () => {},
      swapAudioCodec: () => {},
      qualities: () => STORY_TRACKS,
      quality: () => quality,
      setQuality: (trackId) => {
        quality = trackId
      },
      latency: () => undefined,
      liveSyncPosition: () => 0,
      on: emitter.on,
      destroy: () => emitter.clear(),
    }
    onProvider({ provider, emit: emitter.emit })
    return provider
  }
}
