// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

const loaded = vi.hoisted(() => [] as string[])
vi.mock('./providers/hls/lib-loader', async (original) => ({
  ...(await original<typeof import('./providers/hls/lib-loader')>()),
  loadHlsLibrary: async (build: string) => {
    loaded.push(build)
    return class {}
  },
}))

const { defineAirwavePlayer } = await import('./element')

afterEach(() => {
  vi.unstubAllGlobals()
  loaded.length = 0
  document.body.innerHTML = ''
})

// A MediaSource that takes H.264: what hls.js needs, so the element loads it.
const withMediaSource = () =>
  vi.stubGlobal('MediaSource', { isTypeSupported: (type: string) => type.includes('avc1') })

describe('<airwave-player> loading hls.js early', () => {
  it('starts loading the light build when connected, before it has a source', () => {
    withMediaSource()
    defineAirwavePlayer({}, 'preload-player')
    document.body.append(document.createElement('preload-player'))
    expect(loaded).toEqual(['light'])
  })

  it('loads nothing with preload off, or where MediaSource is missing', () => {
    withMediaSource()
    defineAirwavePlayer({ preload: false }, 'no-preload-player')
    document.body.append(document.createElement('no-preload-player'))
    vi.unstubAllGlobals()
    defineAirwavePlayer({}, 'native-player')
    document.body.append(document.createElement('native-player'))
    expect(loaded).toEqual([])
  })
})
