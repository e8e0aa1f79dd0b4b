import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineEmbedElements, type Mounted } from './elements'
import type { EmbedRuntime } from './runtime'

// The elements over a fake runtime: the poster from a stubbed fetch, a fake player chunk.

const ORIGIN = 'https://airwave.example'
const mounts: { options: Record<string, unknown>; commands: unknown[]; destroyed: boolean }[] = []
const load = { player: vi.fn(), community: vi.fn(), words: vi.fn() }

function fakeMount(_box: HTMLElement, options: Record<string, unknown>): Mounted {
  const mount = { options, commands: [] as unknown[], destroyed: false }
  mounts.push(mount)
  return {
    command: (command) => mount.commands.push(command),
    destroy: () => (mount.destroyed = true),
  }
}

let poster: { status: number; data?: Record<string, unknown> }
let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined

beforeAll(() => {
  load.player.mockImplementation(async () => ({ mountEmbedPlayer: fakeMount }))
  load.community.mockImplementation(async () => ({ mountEmbedCommunity: fakeMount }))
  load.words.mockImplementation(async () => {
    throw new Error('no words in tests')
  })
  defineEmbedElements({ origin: ORIGIN, load } as unknown as EmbedRuntime)
})

beforeEach(() => {
  mounts.length = 0
  load.player.mockClear()
  poster = { status: 200, data: { nickname: 'Airwave', live: false, allowed: true } }
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ data: poster.data }), { status: poster.status }),
    ),
  )
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        seen = callback
      }
      observe() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

async function place(html: string) {
  document.body.innerHTML = html
  const element = document.body.firstElementChild as HTMLElement
  // Past the first note: the poster, or the message that replaces it.
  await vi.waitFor(() => {
    const box = element.shadowRoot?.querySelector('.f')
    if (!box || box.querySelector('h2')?.textContent?.startsWith('Loading')) {
      throw new Error('not ready')
    }
  })
  return element
}

const button = (element: HTMLElement) =>
  element.shadowRoot?.querySelector('button') as HTMLButtonElement

describe('<airwave-player>', () => {
  it('shows the poster and loads nothing until played', async () => {
    const element = await place('<airwave-player id="p" channel="airwave"></airwave-player>')
    expect(button(element).getAttribute('aria-label')).toBe('Play Airwave')
    expect(element.shadowRoot?.textContent).toContain('Offline')
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(
      `${ORIGIN}/v2/embed/channel/airwave?parent=${encodeURIComponent(location.host)}`,
    )
    expect(load.player).not.toHaveBeenCalled()
  })

  it('plays on a click, with the commands sent before it loaded', async () => {
    const element = await place('<airwave-player id="p" channel="airwave" muted></airwave-player>')
    ;(element as unknown as { setVolume(v: number): void }).setVolume(0.4)
    button(element).click()
    await vi.waitFor(() => expect(mounts).toHaveLength(1))
    expect(mounts[0]?.options).toMatchObject({
      origin: ORIGIN,
      channel: 'airwave',
      muted: true,
      frame: false,
    })
    await vi.waitFor(() =>
      expect(mounts[0]?.commands).toEqual([{ command: 'setVolume', value: 0.4 }]),
    )
    expect(element.shadowRoot?.querySelector('.f')).toBeNull()
  })

  it('sends its events as DOM events and to its own page only', async () => {
    const element = await place('<airwave-player id="p" vod="7"></airwave-player>')
    button(element).click()
    await vi.waitFor(() => expect(mounts).toHaveLength(1))
    const dom = vi.fn()
    element.addEventListener('ready', (event) => dom((event as CustomEvent).detail))
    const posted = vi.spyOn(window, 'postMessage')
    const onEvent = mounts[0]?.options.onEvent as (name: string, detail: unknown) => void
    onEvent('ready', { vod: 7, live: false })
    expect(dom).toHaveBeenCalledWith({ vod: 7, live: false })
    expect(posted).toHaveBeenCalledWith(
      { source: 'airwave-embed', event: 'ready', detail: { vod: 7, live: false }, target: 'p' },
      location.origin,
    )
  })

  it('takes commands from its own origin only, for its own id', async () => {
    const element = await place('<airwave-player id="p" channel="airwave"></airwave-player>')
    button(element).click()
    await vi.waitFor(() => expect(mounts).toHaveLength(1))
    const command = { source: 'airwave-embed', command: 'pause', target: 'p' }
    dispatchEvent(new MessageEvent('message', { data: command, origin: 'https://evil.example' }))
    dispatchEvent(
      new MessageEvent('message', {
        data: { ...command, target: 'other' },
        origin: location.origin,
      }),
    )
    dispatchEvent(
      new MessageEvent('message', {
        data: { ...command, command: 'eject' },
        origin: location.origin,
      }),
    )
    expect(mounts[0]?.commands).toEqual([])
    dispatchEvent(new MessageEvent('message', { data: command, origin: location.origin }))
    expect(mounts[0]?.commands).toEqual([{ command: 'pause', target: 'p' }])
  })

  it('says why it cannot show on an unlisted page, and that a video does not exist', async () => {
    poster = { status: 200, data: { nickname: 'Airwave', live: true, allowed: false } }
    const errors = vi.fn()
    document.addEventListener(
      'error',
      (event) => errors((event as unknown as CustomEvent).detail),
      true,
    )
    const element = await place('<airwave-player channel="airwave"></airwave-player>')
    expect(element.shadowRoot?.querySelector('h2')?.textContent).toBe(
      'This player cannot be shown on this site',
    )
    expect(element.shadowRoot?.textContent).toContain(`${location.host} is not on the list`)
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ code: 'NOT_ALLOWED' }))
    poster = { status: 404 }
    const missing = await place('<airwave-player vod="99"></airwave-player>')
    expect(missing.shadowRoot?.querySelector('h2')?.textContent).toBe(
      'This channel or video does not exist.',
    )
  })

  it('autoplays when seen, only with the attribute', async () => {
    await place('<airwave-player channel="airwave" autoplay></airwave-player>')
    expect(load.player).not.toHaveBeenCalled()
    seen?.([{ isIntersecting: true }])
    await vi.waitFor(() => expect(mounts).toHaveLength(1))
  })

  it('in iframe mode opens the platform’s page with its parent, and passes commands to it', async () => {
    const element = await place(
      '<airwave-player id="p" channel="airwave" mode="iframe" locale="ko-KR"></airwave-player>',
    )
    button(element).click()
    const frame = element.shadowRoot?.querySelector('iframe') as HTMLIFrameElement
    const src = new URL(frame.src)
    expect(`${src.origin}${src.pathname}`).toBe(`${ORIGIN}/player/embed/airwave`)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      parent: location.host,
      autoplay: '1',
      locale: 'ko-KR',
    })
    expect(frame.allow).toContain('autoplay')
    // The frame's window (jsdom loads no page from another origin).
    const target = { postMessage: vi.fn() } as unknown as Window
    Object.defineProperty(frame, 'contentWindow', { value: target })
    const posted = vi.mocked(target.postMessage)
    frame.dispatchEvent(new Event('load'))
    ;(element as unknown as { pause(): void }).pause()
    expect(posted).toHaveBeenCalledWith({ source: 'airwave-embed', command: 'pause' }, ORIGIN)
    // The frame's events, from its window at the platform's origin only, become DOM events.
    const plays = vi.fn()
    element.addEventListener('play', plays)
    const play = { source: 'airwave-embed', event: 'play', detail: {} }
    dispatchEvent(
      new MessageEvent('message', { data: play, origin: 'https://evil.example', source: target }),
    )
    dispatchEvent(new MessageEvent('message', { data: play, origin: ORIGIN, source: window }))
    expect(plays).not.toHaveBeenCalled()
    dispatchEvent(new MessageEvent('message', { data: play, origin: ORIGIN, source: target }))
    expect(plays).toHaveBeenCalledTimes(1)
  })
})

describe('<airwave-community>', () => {
  it('loads the board when it nears the screen', async () => {
    const element = await place(
      '<airwave-community channel="airwave" post="12"></airwave-community>',
    )
    expect(element.shadowRoot?.textContent).toContain('Community of Airwave')
    expect(load.community).not.toHaveBeenCalled()
    seen?.([{ isIntersecting: true }])
    await vi.waitFor(() => expect(mounts).toHaveLength(1))
    expect(mounts[0]?.options).toMatchObject({
      channel: 'airwave',
      post: 12,
      frame: false,
      site: location.host,
    })
  })
})
