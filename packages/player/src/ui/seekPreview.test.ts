// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPlayer } from '../player'
import { mountPlayerUI } from './playerUI'

// The server's track for a 12 s 16:9 video: six 160x90 tiles in a 5x5 sheet.
const track = `WEBVTT
${[0, 1, 2, 3, 4, 5]
  .map(
    (i) =>
      `\n00:00:${String(i * 2).padStart(2, '0')}.000 --> 00:00:${String(i * 2 + 2).padStart(2, '0')}.000\nsprite_001.jpg#xywh=${(i % 5) * 160},${Math.floor(i / 5) * 90},160,90`,
  )
  .join('\n')}
`
const trackUrl = 'https://media.example.com/media/vod/1/sprites/index.vtt'

const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect

function setup({
  live = false,
  thumbnails = trackUrl as string | null,
  response = { ok: true, text: async () => track } as unknown,
} = {}) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response
    return response
  })
  vi.stubGlobal('fetch', fetch)
  const root = document.createElement('div')
  const video = document.createElement('video')
  Object.defineProperty(video, 'duration', { value: 12 })
  root.append(video)
  document.body.append(root)
  // The player sits at (100, 50), 640x360; the seek bar spans its width above the buttons.
  root.getBoundingClientRect = () => rect(100, 50, 640, 360)
  const player = createPlayer(video, {
    src: 'video.m3u8',
    live,
    storage: { getItem: () => null, setItem: () => {} },
    loadProvider: () => new Promise(() => {}),
    recovery: { online: true },
  })
  const ui = mountPlayerUI(root, player, thumbnails ? { thumbnails } : {})
  const seek = root.querySelector<HTMLInputElement>('[aria-label="Seek"]') as HTMLInputElement
  seek.getBoundingClientRect = () => rect(112, 354, 616, 16)
  const pointer = (type: string, clientX: number, pointerType = 'mouse') =>
    seek.dispatchEvent(
      Object.assign(new MouseEvent(type, { clientX, bubbles: type !== 'pointerenter' }), {
        pointerType,
      }),
    )
  const tile = () => root.querySelector<HTMLElement>('.aw-player-preview')
  const image = () => root.querySelector<HTMLElement>('.aw-player-preview-image')
  const cleanup = () => {
    ui.destroy()
    player.destroy()
    root.remove()
  }
  return { root, seek, video, player, ui, fetch, pointer, tile, image, cleanup }
}

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  cleanup = undefined
  vi.unstubAllGlobals()
})

const shown = async (t: ReturnType<typeof setup>) => {
  await vi.waitFor(() => expect(t.tile()?.hidden).toBe(false))
  return t.tile() as HTMLElement
}

describe('the seek bar preview', () => {
  it('loads nothing until the bar is first hovered, then the track once', async () => {
    const t = setup()
    cleanup = t.cleanup
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(t.fetch).not.toHaveBeenCalled()
    expect(t.tile()).toBeNull()

    // Half way along the bar: 6 s, the fourth tile.
    t.pointer('pointerenter', 112 + 308)
    const tile = await shown(t)
    expect(t.fetch).toHaveBeenCalledTimes(1)
    expect(t.fetch).toHaveBeenCalledWith(trackUrl)
    expect(tile.getAttribute('aria-hidden')).toBe('true')
    expect(t.image()?.style.backgroundImage).toBe(
      'url("https://media.example.com/media/vod/1/sprites/sprite_001.jpg")',
    )
    expect(t.image()?.style.backgroundPosition).toBe('-480px 0px')
    expect([t.image()?.style.width, t.image()?.style.height]).toEqual(['160px', '90px'])
    expect(tile.textContent).toBe('0:06')
    // Centred over the pointer (320 px into the player), 164 px wide with its border; above
    // the bar (the player's bottom 410, the bar's top 354, 4 px apart).
    expect(tile.style.left).toBe(`${320 - 82}px`)
    expect(tile.style.bottom).toBe('60px')

    t.pointer('pointermove', 112 + 616 * 0.2)
    await vi.waitFor(() => expect(tile.textContent).toBe('0:02'))
    expect(t.image()?.style.backgroundPosition).toBe('-160px 0px')
    expect(t.fetch).toHaveBeenCalledTimes(1)
  })

  it('stays inside the player at both ends of the bar', async () => {
    const t = setup()
    cleanup = t.cleanup
    t.pointer('pointerenter', 113)
    const tile = await shown(t)
    expect(tile.style.left).toBe('8px')
    expect(tile.textContent).toBe('0:00')
    t.pointer('pointermove', 727)
    await vi.waitFor(() => expect(tile.textContent).toBe('0:11'))
    expect(tile.style.left).toBe(`${640 - 164 - 8}px`)
    expect(t.image()?.style.backgroundPosition).toBe('0px -90px')
  })

  it('hides when the mouse leaves, and when a finger lifts', async () => {
    const t = setup()
    cleanup = t.cleanup
    t.pointer('pointerenter', 300)
    const tile = await shown(t)
    t.pointer('pointerleave', 50)
    expect(tile.hidden).toBe(true)

    t.pointer('pointerdown', 400, 'touch')
    await shown(t)
    // A drag leaving the bar keeps its preview until the finger lifts.
    t.pointer('pointerleave', 50, 'touch')
    expect(tile.hidden).toBe(false)
    t.pointer('pointerup', 400, 'touch')
    expect(tile.hidden).toBe(true)
  })

  it('follows the thumb while dragging', async () => {
    const t = setup()
    cleanup = t.cleanup
    t.pointer('pointerdown', 112, 'touch')
    const tile = await shown(t)
    t.seek.value = '9'
    t.seek.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() => expect(tile.textContent).toBe('0:09'))
    expect(t.image()?.style.backgroundPosition).toBe('-640px 0px')
    // The thumb at 9 of 12 s is 462 px along the bar, 474 px into the player.
    expect(tile.style.left).toBe(`${474 - 82}px`)
  })

  it('shows nothing for a failing or missing track, and plays on', async () => {
    for (const response of [
      { ok: false, text: async () => 'Not found' },
      new Error('offline'),
      { ok: true, text: async () => '<html></html>' },
    ]) {
      // Another video's track: a track that loaded is kept for the page.
      const t = setup({ response, thumbnails: `${trackUrl}?${Math.random()}` })
      t.pointer('pointerenter', 300)
      await vi.waitFor(() => expect(t.fetch).toHaveBeenCalled())
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(t.tile()?.hidden ?? true).toBe(true)
      expect(t.player.state().playback).not.toBe('error')
      t.cleanup()
    }
  })

  it('asks for nothing on a live or without a track', async () => {
    for (const options of [{ live: true }, { thumbnails: null }]) {
      const t = setup(options)
      t.pointer('pointerenter', 300)
      t.seek.dispatchEvent(new FocusEvent('focus'))
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(t.fetch).not.toHaveBeenCalled()
      expect(t.tile()).toBeNull()
      t.cleanup()
    }
  })

  it('takes a new track from setThumbnails, and leaves nothing behind when destroyed', async () => {
    const t = setup({ thumbnails: null })
    t.ui.setThumbnails(trackUrl)
    t.pointer('pointerenter', 300)
    await shown(t)
    t.cleanup()
    expect(t.tile()).toBeNull()
  })
})
