// @vitest-environment jsdom
import { playerCatalogue } from '@airwave/sdk/i18n'
import { describe, expect, it, vi } from 'vitest'
import { createEmitter, type PlayerEvent } from './events'
import { mountPlayer } from './mountPlayer'
import type { HlsProviderEvents } from './providers/hls/events'
import { AUTO_TRACK } from './providers/hls/quality'
import type { MediaProvider } from './providers/hls/types'

const storage = { getItem: () => null, setItem: () => {} }

function fakeProvider(destroyed: string[]) {
  return async (video: HTMLVideoElement): Promise<MediaProvider> => {
    const emitter = createEmitter<HlsProviderEvents>()
    setTimeout(() => emitter.emit('latency', { latency: 2, target: 3 }), 0)
    return {
      type: 'hls',
      video,
      load: () => {},
      startLoad: () => {},
      stopLoad: () => {},
      reloadSource: () => {},
      recoverMediaError: () => {},
      swapAudioCodec: () => {},
      qualities: () => [AUTO_TRACK],
      quality: () => -1,
      setQuality: () => {},
      latency: () => 2,
      on: emitter.on,
      destroy: () => destroyed.push('provider'),
    }
  }
}

function setUp() {
  const box = document.createElement('div')
  const video = document.createElement('video')
  box.append(video)
  document.body.append(box)
  return { box, video }
}

const labels = (box: HTMLElement) =>
  [...box.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))

describe('mountPlayer', () => {
  it('creates the player, forwards its events and mounts the controls', async () => {
    const { box, video } = setUp()
    const events: PlayerEvent['type'][] = []
    const destroyed: string[] = []
    const mounted = mountPlayer(box, video, {
      src: 'https://cdn.example.com/live.m3u8',
      live: true,
      storage,
      loadProvider: fakeProvider(destroyed),
      onEvent: (event) => events.push(event.type),
      onAction: () => {},
    })
    await vi.waitFor(() => expect(events).toContain('latency'))
    expect(events).toContain('ready')
    expect(box.querySelectorAll('button').length).toBeGreaterThan(0)
    mounted.destroy()
    expect(box.querySelectorAll('button')).toHaveLength(0)
    expect(destroyed).toEqual(['provider'])
  })

  it('speaks English until the locale arrives, then the locale, under the given strings', async () => {
    const { box, video } = setUp()
    expect(playerCatalogue.loaded('ja-JP')).toBeUndefined()
    const mounted = mountPlayer(box, video, {
      src: 'https://cdn.example.com/v.m3u8',
      storage,
      locale: 'ja',
      strings: { settings: 'Réglages' },
      loadProvider: fakeProvider([]),
      onEvent: () => {},
      onAction: () => {},
    })
    expect(labels(box)).toContain('Play')
    const japanese = await playerCatalogue.load('ja-JP')
    await vi.waitFor(() => expect(labels(box)).toContain(japanese.play))
    expect(labels(box)).not.toContain('Play')
    expect(labels(box)).toContain('Réglages')
    expect(labels(box)).not.toContain(japanese.settings)
    // The player went on: remounting the words did not make another.
    expect(box.querySelectorAll('video')).toHaveLength(1)
    mounted.destroy()
  })

  it('uses a language already loaded at once', async () => {
    await playerCatalogue.load('ko-KR')
    const { box, video } = setUp()
    const mounted = mountPlayer(box, video, {
      src: 'https://cdn.example.com/v.m3u8',
      storage,
      locale: 'ko-KR',
      loadProvider: fakeProvider([]),
      onEvent: () => {},
      onAction: () => {},
    })
    const korean = playerCatalogue.loaded('ko-KR')
    expect(korean && labels(box)).toContain(korean?.play)
    expect(labels(box)).not.toContain('Play')
    mounted.destroy()
  })
})
