// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { defineAirwavePlayer } from './element'
import { createEmitter } from './events'
import type { HlsProviderEvents } from './providers/hls/events'
import { AUTO_TRACK } from './providers/hls/quality'
import type { MediaProvider } from './providers/hls/types'

const loads: { src: string; live: boolean; video: HTMLVideoElement }[] = []
const destroyed: string[] = []

defineAirwavePlayer({
  storage: { getItem: () => null, setItem: () => {} },
  loadProvider: async (video, { live }) => {
    const emitter = createEmitter<HlsProviderEvents>()
    let src = ''
    const provider: MediaProvider = {
      type: 'hls',
      video,
      load: (value) => {
        src = value
        loads.push({ src: value, live, video })
      },
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
      destroy: () => destroyed.push(src),
    }
    setTimeout(() => emitter.emit('latency', { latency: 2, target: 3 }), 0)
    return provider
  },
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('<airwave-player>', () => {
  it('plays its attributes through createPlayer and re-dispatches the events', async () => {
    const element = document.createElement('airwave-player')
    element.setAttribute('src', 'https://cdn.example.com/live.m3u8')
    element.setAttribute('live', '')
    element.setAttribute('muted', '')
    const seen: string[] = []
    element.addEventListener('ready', (event) => {
      seen.push(`ready ${(event as CustomEvent<{ provider: string }>).detail.provider}`)
    })
    element.addEventListener('latency', (event) => {
      seen.push(`latency ${(event as CustomEvent<{ latency: number }>).detail.latency}`)
    })
    document.body.append(element)
    await flush()

    const video = element.shadowRoot?.querySelector('video')
    expect(video?.hasAttribute('playsinline')).toBe(true)
    expect(video?.muted).toBe(true)
    expect(loads.at(-1)).toEqual({ src: 'https://cdn.example.com/live.m3u8', live: true, video })
    expect(seen).toEqual(['ready hls', 'latency 2'])

    element.setAttribute('src', 'https://cdn.example.com/other.m3u8')
    await flush()
    expect(destroyed).toContain('https://cdn.example.com/live.m3u8')
    expect(loads.at(-1)?.src).toBe('https://cdn.example.com/other.m3u8')

    element.remove()
    expect(destroyed).toContain('https://cdn.example.com/other.m3u8')
  })

  it('shows the controls in its shadow root and reports what the UI asks of the page', async () => {
    const element = document.createElement('airwave-player')
    element.setAttribute('src', 'https://cdn.example.com/vod.m3u8')
    const actions: unknown[] = []
    element.addEventListener('player-action', (event) =>
      actions.push((event as CustomEvent).detail),
    )
    document.body.append(element)
    await flush()
    const root = element.shadowRoot
    expect(root?.querySelector('style[data-airwave-player]')).not.toBeNull()
    expect(root?.querySelector('[aria-label="Play"]')).not.toBeNull()
    const box = root?.querySelector('.aw-player') as HTMLElement
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true }))
    expect(actions).toEqual([{ type: 'screen-mode', mode: 'wide' }])
    element.remove()
    expect(root?.querySelector('[aria-label="Play"]')).toBeNull()
  })

  it("shows the host's overlay content over the picture, through its overlay slot", async () => {
    const element = document.createElement('airwave-player')
    element.setAttribute('src', 'https://cdn.example.com/vod.m3u8')
    const poll = document.createElement('div')
    poll.slot = 'overlay'
    poll.textContent = 'Which map next?'
    element.append(poll)
    document.body.append(element)
    await flush()
    const slot = element.shadowRoot?.querySelector<HTMLSlotElement>(
      '.aw-player .aw-player-overlay slot[name="overlay"]',
    )
    expect(slot?.assignedElements()).toEqual([poll])
    element.remove()
  })

  it('registers only when asked, once', () => {
    expect(defineAirwavePlayer()).toBe(customElements.get('airwave-player'))
  })
})
