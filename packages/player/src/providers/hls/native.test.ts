// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { HlsProviderEvents } from './events'
import { NativeHlsProvider } from './native'

describe('NativeHlsProvider', () => {
  it('offers only auto and reports media errors as faults', () => {
    const video = document.createElement('video')
    const provider = new NativeHlsProvider(video)
    const faults: HlsProviderEvents['fault'][] = []
    provider.on('fault', (fault) => faults.push(fault))
    expect(provider.qualities().map((t) => t.label)).toEqual(['auto'])
    Object.defineProperty(video, 'error', { value: { code: 2 }, configurable: true })
    video.dispatchEvent(new Event('error'))
    expect(faults).toEqual([{ fatal: true, kind: 'network', code: 'MEDIA_ERR_NETWORK' }])
  })

  it('reloads by setting the source again', () => {
    const video = document.createElement('video')
    const loads: string[] = []
    // jsdom does not implement media loading.
    video.load = () => loads.push(video.src)
    const provider = new NativeHlsProvider(video)
    provider.reloadSource()
    expect(video.getAttribute('src')).toBeNull()
    provider.load('https://cdn/a.m3u8')
    video.removeAttribute('src')
    provider.recoverMediaError()
    expect(video.src).toBe('https://cdn/a.m3u8')
    expect(loads).toEqual(['https://cdn/a.m3u8'])
  })
})
