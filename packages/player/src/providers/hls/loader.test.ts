// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { canPlayHls, hlsLoader, isMediaSourceSupported } from './loader'
import { HlsProvider } from './provider'
import type { HlsConstructor } from './types'

function videoThatPlays(answer: CanPlayTypeResult) {
  const video = document.createElement('video')
  video.canPlayType = () => answer
  return video
}

class FakeHls {
  static Events = {}
  static ErrorTypes = {}
  on() {}
  attachMedia() {}
}

describe('canPlayHls', () => {
  it('recognises HLS by type or by .m3u8 path', () => {
    expect(canPlayHls('https://cdn/live/abc.m3u8')).toBe(true)
    expect(canPlayHls('https://cdn/live/abc.M3U8?token=1#t=3')).toBe(true)
    expect(canPlayHls('https://cdn/video.mp4')).toBe(false)
    expect(canPlayHls('https://cdn/stream', 'application/vnd.apple.mpegurl')).toBe(true)
    expect(canPlayHls('https://cdn/a.m3u8', 'video/mp4')).toBe(false)
  })
})

describe('hlsLoader', () => {
  it('has no MediaSource under jsdom', () => {
    expect(isMediaSourceSupported()).toBe(false)
  })

  it('plays natively where the video plays HLS and MediaSource is missing', async () => {
    const video = videoThatPlays('maybe')
    const provider = await hlsLoader.load(video, { mediaSourceSupported: false })
    expect(provider.type).toBe('native-hls')
    provider.load('https://cdn/a.m3u8')
    expect(video.src).toBe('https://cdn/a.m3u8')
  })

  it('imports the hls.js provider where MediaSource exists, even if HLS plays natively', async () => {
    const provider = await hlsLoader.load(videoThatPlays('maybe'), {
      mediaSourceSupported: true,
      loadLibrary: async () => FakeHls as unknown as HlsConstructor,
    })
    expect(provider).toBeInstanceOf(HlsProvider)
  })

  it('asks for hls.js at once, beside the provider module, in the build the stream needs', async () => {
    const builds: string[] = []
    const loadLibrary = async (build: string) => {
      builds.push(build)
      return FakeHls as unknown as HlsConstructor
    }
    const light = hlsLoader.load(videoThatPlays(''), { mediaSourceSupported: true, loadLibrary })
    const full = hlsLoader.load(videoThatPlays(''), {
      mediaSourceSupported: true,
      features: { subtitles: true },
      loadLibrary,
    })
    // Before either import of the provider module has resolved.
    expect(builds).toEqual(['light', 'full'])
    expect(await light).toBeInstanceOf(HlsProvider)
    expect(await full).toBeInstanceOf(HlsProvider)
    expect(builds).toEqual(['light', 'full'])
  })

  it('refuses where neither works', async () => {
    await expect(
      hlsLoader.load(videoThatPlays(''), { mediaSourceSupported: false }),
    ).rejects.toThrow(/neither natively nor through MediaSource/)
  })
})
