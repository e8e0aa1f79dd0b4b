import { describe, expect, it } from 'vitest'
import { hlsBuildFor, loadHlsLibrary } from './lib-loader'

describe('hlsBuildFor', () => {
  it('picks the light build unless the stream needs more', () => {
    expect(hlsBuildFor()).toBe('light')
    expect(hlsBuildFor({})).toBe('light')
    expect(hlsBuildFor({ subtitles: true })).toBe('full')
    expect(hlsBuildFor({ alternateAudio: true })).toBe('full')
    expect(hlsBuildFor({ drm: true })).toBe('full')
  })
})

describe('loadHlsLibrary', () => {
  it('loads the light build by default and the full one on request', async () => {
    const light = await loadHlsLibrary()
    const full = await loadHlsLibrary('full')
    expect(light).not.toBe(full)
    // The light build has no subtitle controller; the full build does.
    expect(light.DefaultConfig.subtitleStreamController).toBeUndefined()
    expect(full.DefaultConfig.subtitleStreamController).toBeTypeOf('function')
  })
})
