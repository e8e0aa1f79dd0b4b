// @vitest-environment jsdom
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { createEmitter, type PlayerEvent } from '../events'
import type { HlsProviderEvents } from '../providers/hls/events'
import { AUTO_TRACK } from '../providers/hls/quality'
import type { MediaProvider } from '../providers/hls/types'
import { Player } from './Player'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('<Player>', () => {
  it('creates one live player under StrictMode and destroys it on unmount', async () => {
    let created = 0
    let destroyed = 0
    const loaded: string[] = []
    const emitters: ReturnType<typeof createEmitter<HlsProviderEvents>>[] = []
    const loadProvider = async (video: HTMLVideoElement): Promise<MediaProvider> => {
      created++
      const emitter = createEmitter<HlsProviderEvents>()
      emitters.push(emitter)
      return {
        type: 'hls',
        video,
        load: (src) => loaded.push(src),
        startLoad: () => {},
        stopLoad: () => {},
        reloadSource: () => {},
        recoverMediaError: () => {},
        swapAudioCodec: () => {},
        qualities: () => [AUTO_TRACK],
        quality: () => -1,
        setQuality: () => {},
        latency: () => undefined,
        on: emitter.on,
        destroy: () => {
          destroyed++
        },
      }
    }
    const storage = { getItem: () => null, setItem: () => {} }
    const events: PlayerEvent[] = []
    const container = document.createElement('div')
    const root = createRoot(container)

    await act(async () => {
      root.render(
        <StrictMode>
          <Player
            src="https://cdn.example.com/live.m3u8"
            live
            storage={storage}
            loadProvider={loadProvider}
            onEvent={(event) => events.push(event)}
          />
        </StrictMode>,
      )
    })

    expect(container.querySelector('video')?.playsInline).toBe(true)
    expect(container.querySelectorAll('[aria-label="Go to live"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('style[data-airwave-player]')).toHaveLength(1)
    expect(created - destroyed).toBe(1)
    expect(loaded).toEqual(['https://cdn.example.com/live.m3u8'])
    expect(events).toEqual([{ type: 'ready', detail: { provider: 'hls' } }])
    emitters.at(-1)?.emit('latency', { latency: 1.5 })
    expect(events.at(-1)).toEqual({ type: 'latency', detail: { latency: 1.5 } })

    await act(async () => {
      root.unmount()
    })
    expect(created - destroyed).toBe(0)
  })

  it("puts the host's overlay over the picture, and keeps it across the player's own changes", async () => {
    const loadProvider = async (video: HTMLVideoElement): Promise<MediaProvider> => ({
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
      latency: () => undefined,
      on: createEmitter<HlsProviderEvents>().on,
      destroy: () => {},
    })
    const container = document.createElement('div')
    const root = createRoot(container)
    const render = (overlay?: string) =>
      act(async () => {
        root.render(
          <StrictMode>
            <Player
              src="https://cdn.example.com/live.m3u8"
              live
              storage={{ getItem: () => null, setItem: () => {} }}
              loadProvider={loadProvider}
              overlay={overlay && <p>{overlay}</p>}
            />
          </StrictMode>,
        )
      })
    await render()
    expect(container.querySelector('.aw-player-overlay')).toBeNull()
    await render('Which map next?')
    const layer = container.querySelector('.aw-player > .aw-player-overlay')
    expect(layer?.textContent).toBe('Which map next?')
    // The player's own controls are there beside it.
    expect(container.querySelector('[aria-label="Go to live"]')).not.toBeNull()
    await render('Raid in 10')
    expect(container.querySelector('.aw-player-overlay')?.textContent).toBe('Raid in 10')
    await act(async () => root.unmount())
  })

  it('starts muted when told, over a stored unmuted choice, and follows the prop', async () => {
    const loadProvider = async (video: HTMLVideoElement): Promise<MediaProvider> => ({
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
      latency: () => undefined,
      on: createEmitter<HlsProviderEvents>().on,
      destroy: () => {},
    })
    const stored = new Map([['airwave.player.vod', JSON.stringify({ volume: 1, muted: false })]])
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    }
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const render = (muted: boolean) =>
      root.render(
        <StrictMode>
          <Player
            src="https://cdn.example.com/vod.m3u8"
            muted={muted}
            volume={0.4}
            storage={storage}
            loadProvider={loadProvider}
          />
        </StrictMode>,
      )
    await act(async () => render(true))
    const video = container.querySelector('video')
    expect(video?.muted).toBe(true)
    expect(video?.volume).toBe(0.4)
    expect(container.querySelector('[aria-label="Unmute"]')).not.toBeNull()
    expect(container.querySelector('[aria-label="Mute"]')).toBeNull()
    // The viewer's own choice stays stored for other pages.
    expect(JSON.parse(stored.get('airwave.player.vod') ?? '{}')).toEqual({
      volume: 1,
      muted: false,
    })

    await act(async () => render(false))
    expect(video?.muted).toBe(false)
    expect(container.querySelector('[aria-label="Mute"]')).not.toBeNull()
    await act(async () => root.unmount())
    container.remove()
  })
})
